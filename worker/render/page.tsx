/**
 * @module Turns a resolved route into the streamed HTML response, and names the
 * version of what it shows ({@link pageEtag}) so a cache can ask whether its copy
 * still holds.
 */
import { createHash } from "node:crypto";
import { i18nFor } from "../../client/i18n";
import { keepsServerHtml, loadView } from "../../client/views";
import { statusTitles } from "../../client/views/status-titles";
import { BRAND, NAVBAR_HEIGHT_TOP } from "../../shared/constants";
import type { LayoutData } from "../../shared/content";
import { headFor } from "../../shared/head";
import type { Bootstrap, RouteResult } from "../../shared/route-result";
import { contentSecurityPolicy } from "../security-headers";
import { CacheNone, writeCacheHeaders } from "../shared-cache/presets";
import { clientManifest, islandFilesFor, pageScript, preloadsFor } from "./assets";
import { Document } from "./document";
import { cspHash, inlineHashes } from "./inline-hashes";
import type { StructuredData } from "./json-ld";
import { streamHtml } from "./stream";
import "./catalogs";

/**
 * What a page is rendered from: a route resolved by site.ts that is a page (a
 * redirect, 301, is answered before rendering), with what its kind says of it.
 */
export interface ResolvedPage {
  result: Exclude<RouteResult, { status: 301 }>;
  layout: LayoutData | null;
  /** An editor's preview: the preview's inline script is allowed. */
  preview: boolean;
  /** The page shows the installer map: its CSP allows Mapbox. */
  policy: { mapbox: boolean };
  /** The JSON-LD its kind states. */
  structuredData: StructuredData;
}

export interface RenderOptions {
  origin: string;
  search: string;
  tagManagerId?: string;
  /** Mapbox is configured (MAPBOX_ACCESS_TOKEN): the browser asks before loading the map. */
  mapConsent?: boolean;
  requestId: string;
  /** Reports an unexpected error (console always, error service when configured). */
  report: (error: unknown, event: string) => void;
  /** The contact form's bot check is on: its provider may load its script and frame. */
  botCheck?: boolean;
  /** How long a 503 (content service unreachable) asks its reader to wait, in seconds. */
  outageRetrySeconds: number;
}

function bootstrapOf(resolved: ResolvedPage, options: RenderOptions): Bootstrap {
  const bootstrap: Bootstrap = {
    result: resolved.result,
    layout: resolved.layout,
    year: new Date().getUTCFullYear(),
    search: options.search,
    config: {
      tagManagerId: options.tagManagerId,
      ...(options.mapConsent ? { map: true } : {}),
    },
    ...(resolved.preview ? { preview: true } : {}),
  };
  if (!keepsServerHtml(bootstrap) || bootstrap.result.status !== 200) return bootstrap;
  const islands = islandFilesFor(bootstrap.result.data.view, bootstrap.result.locale);
  return { ...bootstrap, kept: true, ...(islands.length > 0 ? { islands } : {}) };
}

/**
 * A weak `ETag` for the page this would render: a hash of everything the
 * document is made from (the embedded data, the origin, the build's bundles,
 * the policy's switches), none of it per request. Known before rendering, so a
 * cache revalidating its copy gets a 304 without the page being rendered.
 */
export function pageEtag(resolved: ResolvedPage, options: RenderOptions): string {
  const parts = JSON.stringify([
    clientManifest.entry,
    clientManifest.appEntry,
    options.origin,
    Boolean(options.botCheck),
    resolved.policy.mapbox,
    bootstrapOf(resolved, options),
  ]);
  return `W/"${createHash("sha256").update(parts).digest("base64url").slice(0, 27)}"`;
}

/** What renders one resolved page. */
function pageParts(resolved: ResolvedPage, options: RenderOptions) {
  const { result } = resolved;
  const bootstrap = bootstrapOf(resolved, options);
  const mapPolicy = resolved.policy.mapbox;
  const head = headFor(result, statusTitles(i18nFor(result.locale)));
  const view = result.status === 200 ? result.data.view : null;
  const kept = bootstrap.kept === true;
  const script = pageScript(kept);
  const preloads = preloadsFor(view, result.locale, kept);
  const document = (
    <Document
      bootstrap={bootstrap}
      head={head}
      origin={options.origin}
      preloads={preloads}
      mapPolicy={mapPolicy}
      kindStructuredData={resolved.structuredData}
    />
  );
  return { view, script, preloads, mapPolicy, document };
}

function policy(options: RenderOptions, preview: boolean, map: boolean): string {
  return contentSecurityPolicy({
    inline: inlineHashes(preview),
    origin: options.origin,
    tagManager: Boolean(options.tagManagerId),
    botCheck: options.botCheck ?? false,
    map,
  });
}

/** The page, its caching headers still to be written by the caller (page-handler.ts). */
export async function renderPage(
  resolved: ResolvedPage,
  options: RenderOptions,
): Promise<Response> {
  const { result } = resolved;
  const { view, script, preloads, mapPolicy, document } = pageParts(resolved, options);
  const headers = new Headers({
    "content-security-policy": policy(options, resolved.preview, mapPolicy),
    link: earlyHints(script, preloads),
  });
  // The content service is unreachable for now: crawlers and uptime checks may come back.
  if (result.status === 503) headers.set("retry-after", String(options.outageRetrySeconds));
  try {
    if (view) await loadView(view);
    return await streamHtml(document, {
      status: result.status,
      headers,
      bootstrapModules: [script],
      onError: (error) => options.report(error, "render.failed"),
    });
  } catch (error) {
    options.report(error, "render.shell_failed");
    return renderErrorFallback(options.requestId);
  }
}

/**
 * The page's scripts as `Link` headers: the browser can fetch them
 * before the first byte of HTML has been parsed, and Cloudflare turns them into
 * 103 Early Hints for the next visitor (sent before the worker has even answered).
 */
function earlyHints(script: string, preloads: string[]): string {
  return [
    // The stylesheet is inlined in the head (scripts/build.mjs) unless a build has none to inline.
    ...(clientManifest.inlineCss
      ? []
      : clientManifest.css.map((href) => `<${href}>; rel=preload; as=style`)),
    `<${script}>; rel=modulepreload`,
    ...preloads.map((href) => `<${href}>; rel=modulepreload`),
  ].join(", ");
}

/**
 * The last resort when even the error page cannot be rendered (spec: "An error
 * occurred while showing the error page"): static HTML with the request id as
 * its only detail and a link home.
 */
const FALLBACK_STYLE = `body{font-family:system-ui,sans-serif;color:${BRAND.black};max-width:40rem;margin:0 auto;padding:${NAVBAR_HEIGHT_TOP}px 1.5rem}a{color:#007a62}`;

export function renderErrorFallback(requestId: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>An error occurred</title><style>${FALLBACK_STYLE}</style></head><body><h1>An error occurred while showing the error page</h1><p>Reference: <code>${escapeHtml(requestId)}</code></p><p><a href="/">Go back to home</a></p></body></html>`;
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    // Nothing runs; only its own small stylesheet applies.
    "content-security-policy": `default-src 'none'; style-src ${cspHash(FALLBACK_STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  });
  writeCacheHeaders(headers, CacheNone());
  return new Response(html, { status: 500, headers });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
