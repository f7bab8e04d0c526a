/**
 * @module Editors' markdown (CommonMark) to safe HTML, on the server only, so that
 * no markdown library ships to the browser.
 *
 * Raw HTML in content is escaped, never passed through (`html: false`); links with
 * unsafe schemes (`javascript:`, `vbscript:`, `file:`, non-image `data:`) are
 * dropped by markdown-it's link validation; external links get `rel="noopener"`.
 */
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SAFE_SCHEME = /^(https?:|mailto:|tel:|\/|#|\.)/i;

md.validateLink = (url: string) => {
  const trimmed = url.trim();
  // Relative URLs without a scheme are fine; anything with a scheme must be one we allow.
  return SAFE_SCHEME.test(trimmed) || !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
};

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) {
    token.attrSet("rel", "noopener noreferrer");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** HTML for a markdown field; null stays null. */
export function markdownToHtml(markdown: string | null | undefined): string | null {
  if (!markdown) return null;
  return md.render(markdown);
}
