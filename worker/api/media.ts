/**
 * @module Media on the storage bucket, served under the site's own paths
 * (CONTRACT.md, "Media"), and kept at the edge.
 *
 * A media file's name carries a hash of its content (a replaced image gets a new
 * name), so browsers keep it for a year. The shared cache in front of the shared
 * entrypoint keeps it a day at most (`CacheMedia()`), tagged with its file
 * (`upload:<name>`), so the storage origin is asked about once a day and a file
 * an editor deletes or replaces is purged at once by the webhook, and gone within
 * a day even if that purge were lost. The gateway keys it by its path alone: a
 * query string never makes another copy (shared-cache/gateway.ts). A page's
 * largest image is usually its LCP element, so a hit here matters for every
 * page's first paint.
 */
import { Hono } from "hono";
import { uploadTag } from "../content/tags";
import type { SiteApp } from "../env";
import { CacheMedia, CacheNone, writeCacheHeaders } from "../shared-cache/presets";
import { uploadHeaders } from "./media-type";

/** One flat name under /uploads/ (CONTRACT.md): anything else is not forwarded. */
const MEDIA_PATH = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;
const FORWARDED_HEADERS = ["content-length", "etag", "last-modified"];

export const media = new Hono<SiteApp>();

media.get("/*", async (c) => {
  const log = c.get("log");
  log.set({ kind: "media" });
  const origin = c.var.settings.mediaOrigin;
  if (!origin) return c.notFound();
  const url = new URL(c.req.url);
  // Odd paths cannot reach other places on the storage origin.
  const name = MEDIA_PATH.exec(url.pathname)?.[1];
  if (!name) return c.notFound();

  let upstream: Response;
  try {
    // Not kept by the fetch's own cache: a purge must reach the origin's answer.
    upstream = await fetch(`${origin}${url.pathname}`, { cf: { cacheTtl: 0 } });
  } catch {
    log.set({ media: "unreachable" });
    return c.body(null, 502);
  }
  log.set({ media: upstream.ok ? "origin" : "missing" });
  if (!upstream.ok) {
    await upstream.body?.cancel();
    const missing = c.body(null, upstream.status < 500 ? 404 : 502);
    writeCacheHeaders(missing.headers, CacheNone());
    return missing;
  }
  const headers = new Headers();
  for (const header of FORWARDED_HEADERS) {
    const value = upstream.headers.get(header);
    if (value) headers.set(header, value);
  }
  // Never as a script or a page of the site's origin (media-type.ts).
  for (const [header, value] of Object.entries(uploadHeaders(upstream.headers.get("content-type"))))
    headers.set(header, value);
  headers.set("x-content-type-options", "nosniff");
  writeCacheHeaders(headers, CacheMedia(), [uploadTag(name)]);
  return new Response(upstream.body, { status: 200, headers });
});
