/**
 * @module The hashes of a page's inline scripts and styles, for its
 * Content-Security-Policy (security-headers.ts). Each is the sha256 of the
 * element's exact text, as CSP Level 2 defines it: the texts are fixed per build
 * (the banner script, the inlined stylesheets), so they are hashed once per
 * isolate and every cached copy of a page keeps a policy that holds for it.
 * A new inline script or style must be listed here, or the browser refuses it.
 */
import { createHash } from "node:crypto";
import { clientManifest } from "./assets";
import { BANNER_SCRIPT } from "./document";

/** `'sha256-…'` of a text as an inline element carries it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

let hashes: { page: InlineHashes; preview: InlineHashes } | undefined;

/** What a page may run inline; a preview adds its marker's stylesheet. */
export function inlineHashes(preview: boolean): InlineHashes {
  hashes ??= build();
  return preview ? hashes.preview : hashes.page;
}

function build(): { page: InlineHashes; preview: InlineHashes } {
  const scripts = [cspHash(BANNER_SCRIPT)];
  const styles = clientManifest.inlineCss ? [cspHash(clientManifest.inlineCss)] : [];
  const previewStyles = clientManifest.inlinePreviewCss
    ? [cspHash(clientManifest.inlinePreviewCss)]
    : [];
  return {
    page: { scripts, styles },
    preview: { scripts, styles: [...styles, ...previewStyles] },
  };
}
