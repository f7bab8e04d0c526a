/**
 * @module Media on the storage bucket, served under the site's own paths
 * (CONTRACT.md, "Media"), and kept at the edge.
 *
 * A media file's name carries a hash of its content (a replaced image gets a new
 * name), so a copy never goes stale: browsers keep it for a year, and the
 * location's cache (Workers Cache API) keeps it too, so the storage origin is
 * asked once per location. That matters most for a page's largest image: it is
 * usually its LCP element, and an uncached trip to the origin delays it more than
 * any script. The request line's `media` field says hit or miss.
 */
import { Hono } from "hono";
import { edgeCache } from "../cache/edge-cache";
import type { SiteApp } from "../env";
import { uploadHeaders } from "./media-type";

/** One flat name under /uploads/ (CONTRACT.md): anything else is not forwarded. */
const MEDIA_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FORWARDED_HEADERS = ["content-length", "etag", "last-modified"];
/** Browsers: a year, the name changes with the content. */
const BROWSER_CACHE_CONTROL = "public, max-age=31536000, immutable";
/**
 * The edge: a day, as the origin fetch's own cache, so a file an editor deleted
 * (a takedown) is gone from the site within a day even though its name stays valid.
 */
const EDGE_CACHE_SECONDS = 86400;

export const media = new Hono<SiteApp>();

media.get("/*", async (c) => {
  const log = c.get("log");
  log.set({ kind: "media" });
  const origin = c.var.settings.mediaOrigin;
  if (!origin) return c.notFound();
  const url = new URL(c.req.url);
  // Odd paths cannot reach other places on the storage origin.
  if (!MEDIA_PATH.test(url.pathname)) return c.notFound();

  const cache = edgeCache();
  const key = new Request(`${url.origin}${url.pathname}`, { method: "GET" });
  const cached = await cache.match(key).catch(() => undefined);
  if (cached) {
    log.set({ media: "hit" });
    // A copy with headers of its own: the site's middleware adds to them.
    const response = new Response(cached.body, cached);
    response.headers.set("cache-control", BROWSER_CACHE_CONTROL);
    response.headers.delete("age");
    response.headers.delete("cf-cache-status");
    return response;
  }
  log.set({ media: "miss" });

  let upstream: Response;
  try {
    upstream = await fetch(`${origin}${url.pathname}`, {
      cf: { cacheEverything: true, cacheTtl: EDGE_CACHE_SECONDS },
    });
  } catch {
    return c.body(null, 502);
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return c.body(null, upstream.status < 500 ? 404 : 502);
  }
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Never as a script or a page of the site's origin (media-type.ts).
  for (const [name, value] of Object.entries(uploadHeaders(upstream.headers.get("content-type"))))
    headers.set(name, value);
  headers.set("x-content-type-options", "nosniff");
  const response = new Response(upstream.body, { status: 200, headers });
  const stored = response.clone();
  stored.headers.set("cache-control", `public, max-age=${EDGE_CACHE_SECONDS}`);
  response.headers.set("cache-control", BROWSER_CACHE_CONTROL);
  // Stored while the visitor receives it; a cache that fails only costs the next
  // visitor a trip to the origin.
  c.executionCtx.waitUntil(cache.put(key, stored).catch(() => undefined));
  return response;
});
