/** @module Turns a resolved route into the streamed HTML response. */
import { i18nFor } from "../../client/i18n";
import { loadView } from "../../client/views";
import { statusTitles } from "../../client/views/status-titles";
import { BRAND, NAVBAR_HEIGHT_TOP } from "../../shared/constants";
import { headFor } from "../../shared/head";
import type { Bootstrap } from "../../shared/route-result";
import { makeNonce } from "../cache/nonce";
import { contentSecurityPolicy } from "../security-headers";
import { OUTAGE_RETRY_SECONDS, type Resolved } from "../site";
import { clientManifest, preloadsFor } from "./assets";
import { Document } from "./document";
import { streamHtml } from "./stream";
import "./catalogs";

interface RenderOptions {
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
}

/** What renders one resolved page. */
function pageParts(resolved: Resolved, options: RenderOptions, nonce: string) {
  const { result, layout } = resolved;
  const bootstrap: Bootstrap = {
    result,
    layout,
    year: new Date().getUTCFullYear(),
    search: options.search,
    config: {
      tagManagerId: options.tagManagerId,
      ...(options.mapConsent ? { map: true } : {}),
    },
    ...(resolved.preview ? { preview: true } : {}),
  };
  const mapPolicy = resolved.policy.mapbox;
  const head = headFor(result, statusTitles(i18nFor(result.locale)));
  const view = result.status === 200 ? result.data.view : null;
  const preloads = preloadsFor(view, result.locale);
  const document = (
    <Document
      bootstrap={bootstrap}
      head={head}
      origin={options.origin}
      nonce={nonce}
      preloads={preloads}
      mapPolicy={mapPolicy}
    />
  );
  return { view, preloads, mapPolicy, document };
}

function policy(options: RenderOptions, nonce: string, map: boolean): string {
  return contentSecurityPolicy({
    nonce,
    origin: options.origin,
    tagManager: Boolean(options.tagManagerId),
    botCheck: options.botCheck ?? false,
    map,
  });
}

export async function renderPage(resolved: Resolved, options: RenderOptions): Promise<Response> {
  const { result } = resolved;
  const nonce = makeNonce();
  const { view, preloads, mapPolicy, document } = pageParts(resolved, options, nonce);
  const headers = new Headers({
    "content-security-policy": policy(options, nonce, mapPolicy),
    "cache-control": cacheControl(resolved),
    link: earlyHints(preloads),
  });
  // The content service is unreachable for now: crawlers and uptime checks may come back.
  if (result.status === 503) headers.set("retry-after", String(OUTAGE_RETRY_SECONDS));
  try {
    if (view) await loadView(view);
    return await streamHtml(document, {
      status: result.status === 301 ? 200 : result.status,
      headers,
      nonce,
      bootstrapModules: [clientManifest.entry],
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
function earlyHints(preloads: string[]): string {
  return [
    // The stylesheet is inlined in the head (scripts/build.mjs) unless a build has none to inline.
    ...(clientManifest.inlineCss
      ? []
      : clientManifest.css.map((href) => `<${href}>; rel=preload; as=style`)),
    `<${clientManifest.entry}>; rel=modulepreload`,
    ...preloads.map((href) => `<${href}>; rel=modulepreload`),
  ].join(", ");
}

/**
 * Browsers always revalidate HTML. A preview shows drafts with the editor's token:
 * no cache may keep it. A page its kind makes for one visitor (the contact
 * form's idempotency key) is `private`: the edge's HTML cache never stores it
 * for others.
 */
function cacheControl(resolved: Resolved): string {
  if (resolved.preview) return "private, no-store";
  return resolved.policy.cache === "visitor" ? "private, no-cache" : "no-cache";
}

/**
 * The last resort when even the error page cannot be rendered (spec: "An error
 * occurred while showing the error page"): static HTML with the request id as
 * its only detail and a link home.
 */
export function renderErrorFallback(requestId: string): Response {
  const nonce = makeNonce();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>An error occurred</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;color:${BRAND.black};max-width:40rem;margin:0 auto;padding:${NAVBAR_HEIGHT_TOP}px 1.5rem}a{color:#007a62}</style></head><body><h1>An error occurred while showing the error page</h1><p>Reference: <code>${escapeHtml(requestId)}</code></p><p><a href="/">Go back to home</a></p></body></html>`;
  return new Response(html, {
    status: 500,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      // Nothing runs; only its own small stylesheet applies.
      "content-security-policy": `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
