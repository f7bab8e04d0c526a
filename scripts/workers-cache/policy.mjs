/**
 * How the stand-in for Workers Cache (scripts/workers-cache.mjs) reads a worker's
 * response: stored or not, fresh for how long, served stale for how long, and the
 * tags it keeps. Pure functions; the pages each rule comes from are listed in
 * docs/caching.md ("The local stand-in for Workers Cache").
 */

/** RFC 9111 heuristic lifetimes, in seconds, for a response without any freshness header. */
const HEURISTIC_SECONDS = {
  200: 7200,
  203: 7200,
  204: 7200,
  300: 1200,
  301: 1200,
  404: 180,
  405: 60,
  410: 180,
  414: 60,
  501: 60,
};
const MAX_TAGS = 1000;
const MAX_TAG_BYTES = 16 * 1024;
export const MAX_TAG_LENGTH = 1024;

/** Directives of one Cache-Control-like header, lower-cased. */
export function directives(value) {
  const map = new Map();
  for (const part of (value ?? "").split(",")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) map.set(name.toLowerCase(), rest.join("=").replace(/^"|"$/g, ""));
  }
  return map;
}

/**
 * How the cache reads a response: `{ store: false }`, or `{ store: true, fresh, swr,
 * staleIfError, vary }` (seconds; `staleIfError` may be Infinity). The edge header is
 * the first of `Cloudflare-CDN-Cache-Control`, `CDN-Cache-Control`, `Cache-Control`.
 *
 * Serving stale: `stale-while-revalidate` and `stale-if-error` are off with
 * `s-maxage`, `must-revalidate` or `proxy-revalidate`. Without a `stale-if-error`
 * directive (and without those three), Cloudflare serves the stored copy on a worker
 * error indefinitely (configuration page, "Serve stale on error"): Infinity.
 */
export function cachePolicy(status, headers, now = Date.now()) {
  const header =
    headers["cloudflare-cdn-cache-control"] ??
    headers["cdn-cache-control"] ??
    headers["cache-control"];
  const d = directives(header);
  const vary = (headers.vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const never =
    status === 206 ||
    (status >= 520 && status <= 526) ||
    d.has("private") ||
    d.has("no-store") ||
    headers["set-cookie"] !== undefined ||
    vary.includes("*");
  if (never) return { store: false };
  const noStale = d.has("s-maxage") || d.has("must-revalidate") || d.has("proxy-revalidate");
  let fresh;
  if (d.has("no-cache")) fresh = 0;
  else if (d.has("s-maxage")) fresh = Number(d.get("s-maxage"));
  else if (d.has("max-age")) fresh = Number(d.get("max-age"));
  else if (headers.expires) fresh = Math.max(0, (Date.parse(headers.expires) - now) / 1000);
  else if (header === undefined && HEURISTIC_SECONDS[status] !== undefined)
    fresh = HEURISTIC_SECONDS[status];
  else return { store: false };
  if (!Number.isFinite(fresh)) return { store: false };
  const swr = noStale ? 0 : Number(d.get("stale-while-revalidate") ?? 0) || 0;
  let staleIfError = Number.POSITIVE_INFINITY;
  if (noStale) staleIfError = 0;
  else if (d.has("stale-if-error"))
    staleIfError = Math.max(0, Number(d.get("stale-if-error")) || 0);
  return { store: true, fresh, swr, staleIfError, vary };
}

/**
 * The tags the cache keeps for a response: valid ones, within the limits, lower-cased.
 * The 16 KB counts the header as sent (whitespace and commas too); a tag longer than
 * 1,024 characters is dropped (the configuration page's limit; the zone page puts
 * that limit on purge calls only: the harsher reading).
 */
export function storedTags(value) {
  const tags = [];
  let bytes = -1;
  for (const raw of (value ?? "").split(",")) {
    bytes += Buffer.byteLength(raw) + 1;
    const tag = raw.trim();
    if (!tag || tag.length > MAX_TAG_LENGTH || !/^[\x21-\x7e]+$/.test(tag)) continue;
    if (tags.length >= MAX_TAGS || bytes > MAX_TAG_BYTES) break;
    tags.push(tag.toLowerCase());
  }
  return tags;
}
