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
  /**
   * The same answer for everyone: kept by the shared cache, tagged, purged by the
   * webhook. `staleIfError`: how long the cache may serve its stale copy while the
   * worker fails; without it Cloudflare serves it indefinitely. `browser`: what
   * browsers are told (`no-cache` unless said otherwise).
   */
  | {
      mode: "shared";
      name: "short" | "long" | "media" | "static";
      maxAge: number;
      staleWhileRevalidate: number;
      staleIfError: number;
      browser?: string;
    }
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
  return {
    mode: "shared",
    name: "short",
    maxAge: 60,
    staleWhileRevalidate: 600,
    staleIfError: 600,
  };
}

/**
 * A record's own page: every edit of that record purges it by tag, so it may be
 * kept longer; the limit is how long a lost webhook or a refused purge can leave
 * it out of date.
 */
export function CacheLong(): CachePreset {
  return {
    mode: "shared",
    name: "long",
    maxAge: 300,
    staleWhileRevalidate: 3600,
    staleIfError: 3600,
  };
}

/**
 * A media file: its name carries a hash of its content, so browsers keep it a year;
 * the edge a day at most, so a file an editor deleted is gone within a day even
 * if its purge were lost (the webhook purges it at once by its `upload:` tag).
 */
export function CacheMedia(): CachePreset {
  return {
    mode: "shared",
    name: "media",
    maxAge: 86400,
    staleWhileRevalidate: 3600,
    staleIfError: 3600,
    browser: "public, max-age=31536000, immutable",
  };
}

/**
 * An answer that changes only with a deploy or the site's settings (robots.txt,
 * the sitemap index): an hour at the edge and in browsers.
 */
export function CacheStatic(): CachePreset {
  return {
    mode: "shared",
    name: "static",
    maxAge: 3600,
    staleWhileRevalidate: 3600,
    staleIfError: 3600,
    browser: "public, max-age=3600",
  };
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
 * for browsers, and for a shared answer its edge lifetime and its cache tags. No
 * `Vary: Cookie`: the cache compares a varied header byte for byte, so every
 * visitor's own cookies (Cloudflare's `__cf_bm`, analytics' `_ga`) would split it;
 * instead the gateway (gateway.ts) hands the shared entrypoint requests without
 * cookies and keeps an editor's requests away from it (docs/caching.md).
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
      headers.set("cache-control", preset.browser ?? "no-cache");
      headers.set(EDGE_CACHE_CONTROL, edgeDirectives(preset));
      if (tagHeader) headers.set("cache-tag", tagHeader);
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

/** The edge's directives of a shared preset, as `Cloudflare-CDN-Cache-Control` carries them. */
export function edgeDirectives(preset: CachePreset & { mode: "shared" }): string {
  return [
    `max-age=${preset.maxAge}`,
    `stale-while-revalidate=${preset.staleWhileRevalidate}`,
    `stale-if-error=${preset.staleIfError}`,
  ].join(", ");
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
