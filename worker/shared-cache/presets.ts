/**
 * @module How long an answer may be kept, and by whom, in the product's words:
 * named presets in the manner of Hydrogen's `CacheShort()` / `CacheLong()` /
 * `CacheNone()`, and {@link writeCacheHeaders}, the one function that writes
 * every `Cache-Control` the worker sends (docs/caching.md).
 *
 * A shared answer is kept by the platform's cache in front of the worker
 * (Cloudflare Workers Cache; locally its stand-in, scripts/workers-cache.mjs):
 * its edge lifetime goes in `Cloudflare-CDN-Cache-Control`, which that cache reads
 * first and never passes on, while browsers get `no-cache` and revalidate every
 * time (answered 304 by the cache from the page's `ETag`), so a purge reaches
 * them on their next request. `max-age` rather than `s-maxage`: the latter turns
 * `stale-while-revalidate` off there (RFC 9111 §4.2.4, as Cloudflare applies it).
 */
import type { MiddlewareHandler } from "hono";
import { cacheTagHeader } from "./page-tags";

/** The platform cache's own header: read before `Cache-Control`, stripped before visitors. */
export const EDGE_CACHE_CONTROL = "cloudflare-cdn-cache-control";

export type CachePreset =
  /** The same answer for everyone: kept by the shared cache, tagged, purged by the webhook. */
  | { mode: "shared"; name: "short" | "long"; maxAge: number; staleWhileRevalidate: number }
  /** Made for one visitor (a form's key) or an editor's drafts: no cache keeps it. */
  | { mode: "private" }
  /** Kept by nobody: errors, invented URLs, answers that change per request. */
  | { mode: "none" }
  /** The visitor's browser alone may keep it for a while (search suggestions). */
  | { mode: "browser"; maxAge: number };

/**
 * Pages that show lists or other records (home, overviews, CMS pages): a change
 * of a record they merely list may arrive without a webhook that names them, so
 * they are kept a minute, then served once more while the next copy is made.
 */
export function CacheShort(): CachePreset {
  return { mode: "shared", name: "short", maxAge: 60, staleWhileRevalidate: 600 };
}

/**
 * A record's own page: every edit of that record purges it by tag, so it may be
 * kept longer; the limit is how long a lost webhook or a refused purge can leave
 * it out of date.
 */
export function CacheLong(): CachePreset {
  return { mode: "shared", name: "long", maxAge: 300, staleWhileRevalidate: 3600 };
}

export function CacheNone(): CachePreset {
  return { mode: "none" };
}

/** One visitor's answer: never in a shared cache, not even kept by the browser. */
export function CachePrivate(): CachePreset {
  return { mode: "private" };
}

export function CacheBrowser(maxAge: number): CachePreset {
  return { mode: "browser", maxAge };
}

/** The preset's name for logs and tests: `short`, `long`, `private`, `none`, `browser`. */
export function presetName(preset: CachePreset): string {
  return preset.mode === "shared" ? preset.name : preset.mode;
}

/**
 * Writes the answer's caching headers, replacing any there were: `Cache-Control`
 * for browsers, and for a shared answer its edge lifetime, its cache tags and
 * `Vary: Cookie`. The platform cache keys by path and query only, never by
 * cookie; varying on it keeps a signed-in editor's request (its preview cookie)
 * from ever matching the copy visitors share, and the editor's own answer is
 * `private`, so it is never stored (docs/caching.md, "Preview").
 * A shared answer whose tags cannot be written within the platform's limits is
 * not shared: a copy no webhook could find must not be kept.
 */
export function writeCacheHeaders(
  headers: Headers,
  preset: CachePreset,
  tags: Iterable<string> = [],
): void {
  headers.delete(EDGE_CACHE_CONTROL);
  headers.delete("cache-tag");
  switch (preset.mode) {
    case "shared": {
      const tagHeader = cacheTagHeader(tags);
      if (tagHeader === null) {
        writeCacheHeaders(headers, CacheNone());
        return;
      }
      headers.set("cache-control", "no-cache");
      headers.set(
        EDGE_CACHE_CONTROL,
        `max-age=${preset.maxAge}, stale-while-revalidate=${preset.staleWhileRevalidate}`,
      );
      if (tagHeader) headers.set("cache-tag", tagHeader);
      addVary(headers, "cookie");
      return;
    }
    case "private":
      headers.set("cache-control", "private, no-store");
      return;
    case "browser":
      headers.set("cache-control", `private, max-age=${preset.maxAge}`);
      return;
    case "none":
      headers.set("cache-control", "no-store");
      return;
  }
}

function addVary(headers: Headers, name: string): void {
  const present = (headers.get("vary") ?? "")
    .split(",")
    .map((each) => each.trim().toLowerCase())
    .filter(Boolean);
  if (!present.includes(name)) headers.set("vary", [...present, name].join(", "));
}

/**
 * Every answer states whether it may be kept: one that says nothing gets
 * `no-store`. The platform's cache would otherwise keep it by its heuristics
 * (a 200 for two hours, a 404 for three minutes, a 405 for one), so a new
 * endpoint that forgets its preset is never shared by accident.
 */
export function statedCaching(): MiddlewareHandler {
  return async function statedCaching(c, next) {
    await next();
    if (!c.res.headers.has("cache-control")) writeCacheHeaders(c.res.headers, CacheNone());
  };
}
