/** @module Turns a resolved route into the streamed HTML response. */
import { msg } from "@lingui/core/macro";
import { i18nFor } from "../../client/i18n";
import { loadView } from "../../client/views";
import { NAVBAR_HEIGHT_TOP } from "../../shared/constants";
import type { Bootstrap } from "../../shared/content";
import type { Resolved } from "../site";
import { clientManifest, preloadsFor } from "./assets";
import { Document } from "./document";
import { describe, streamHtml } from "./stream";
import "./catalogs";
import { logEvent } from "../log";

interface RenderOptions {
  origin: string;
  requestId: string;
}

export async function renderPage(resolved: Resolved, options: RenderOptions): Promise<Response> {
  const { result, layout } = resolved;
  const bootstrap: Bootstrap = { result, layout, year: new Date().getUTCFullYear() };
  const nonce = makeNonce();
  const mapPolicy = showsMap(result);
  const meta = result.status === 200 ? result.meta : null;
  const i18n = i18nFor(result.locale);
  const fallbackTitle =
    result.status === 404
      ? i18n._(msg`Page not found!`)
      : result.status === 200
        ? ""
        : i18n._(msg`An error occurred`);
  const headers = new Headers({
    "content-security-policy": contentSecurityPolicy(nonce, { map: mapPolicy }),
    "cache-control": "no-cache",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  try {
    if (result.status === 200) await loadView(result.data.view);
    return await streamHtml(
      <Document
        bootstrap={bootstrap}
        meta={meta}
        fallbackTitle={fallbackTitle}
        origin={options.origin}
        nonce={nonce}
        preloads={preloadsFor(result.status === 200 ? result.data.view : null, result.locale)}
        mapPolicy={mapPolicy}
      />,
      {
        status: result.status === 301 ? 200 : result.status,
        headers,
        nonce,
        bootstrapModules: [clientManifest.entry],
        requestId: options.requestId,
      },
    );
  } catch (error) {
    logEvent("error", "render.shell_failed", {
      requestId: options.requestId,
      error: describe(error),
    });
    return renderErrorFallback(options.requestId);
  }
}

function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The installer-map page with a Mapbox token configured: the only page that loads mapbox-gl. */
function showsMap(result: Resolved["result"]): boolean {
  return (
    result.status === 200 &&
    result.data.view === "installer_map" &&
    Boolean(result.data.finder.mapboxToken)
  );
}

/**
 * Strict everywhere. The map page additionally allows what mapbox-gl needs and
 * nothing more: its web worker and the images it makes come from blob: URLs, and
 * it talks to Mapbox's API (token check, map sessions) and events host. Its style
 * is our own (no Mapbox tiles, glyphs or sprites), so no tile hosts are needed.
 */
export function contentSecurityPolicy(nonce: string, options: { map: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    options.map ? "img-src 'self' data: blob:" : "img-src 'self' data:",
    "font-src 'self'",
    options.map ? `connect-src 'self' ${MAPBOX_HOSTS.join(" ")}` : "connect-src 'self'",
    ...(options.map ? ["worker-src blob:", "child-src blob:"] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

const MAPBOX_HOSTS = ["https://api.mapbox.com", "https://events.mapbox.com"];

/**
 * The last resort when even the error page cannot be rendered (spec: "An error
 * occurred while showing the error page"): static HTML with the request id as
 * its only detail and a link home.
 */
export function renderErrorFallback(requestId: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>An error occurred</title><style>body{font-family:system-ui,sans-serif;color:#3c4543;max-width:40rem;margin:0 auto;padding:${NAVBAR_HEIGHT_TOP}px 1.5rem}a{color:#007a62}</style></head><body><h1>An error occurred while showing the error page</h1><p>Reference: <code>${escapeHtml(requestId)}</code></p><p><a href="/">Go back to home</a></p></body></html>`;
  return new Response(html, {
    status: 500,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
