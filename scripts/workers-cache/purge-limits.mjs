/**
 * The limits on purge and invalidate calls, as Cloudflare's "Purge cache →
 * Availability and limits" states them for the Free plan, which Workers Cache
 * always uses ("Workers Cache → Limitations → Purge rate limits"): per account, so
 * shared by every entrypoint, purge and invalidate alike.
 */

/** The Free plan's: 5 calls a minute, a bucket of 25, at most 100 operations a call. */
export const FREE_PURGE_LIMITS = { burst: 25, perMinute: 5, maxPerCall: 100 };

/**
 * A token bucket: full at the start, refilled continuously at `perMinute` tokens a
 * minute up to `burst`; a call takes one token or is refused. `now` gives ms. Kept
 * in whole units (a token is 60,000 units, a ms refills `perMinute`), so 12 s at 5 a
 * minute make exactly one token, however the time was split.
 */
export function tokenBucket({ burst, perMinute, now }) {
  const TOKEN = 60_000;
  let units = burst * TOKEN;
  let at = now();
  const refill = () => {
    const time = now();
    units = Math.min(burst * TOKEN, units + (time - at) * perMinute);
    at = time;
  };
  return {
    take() {
      refill();
      if (units < TOKEN) return false;
      units -= TOKEN;
      return true;
    },
    tokens() {
      refill();
      return units / TOKEN;
    },
  };
}

/**
 * A purge call's options, checked as `ctx.cache.purge()` documents them ("Workers
 * Cache → Purging the cache"): `purgeEverything: true` alone, or `tags` and/or
 * `pathPrefixes`; a prefix is a path (no scheme, host, query or fragment; the
 * leading slash optional); a tag at most 1,024 characters. Each tag and prefix is one
 * operation, `purgeEverything` one; more than `maxPerCall` refuses the whole call.
 * Answers `{ tags, pathPrefixes, everything, operations }` (tags lower-cased,
 * prefixes with their slash) or `{ error: { code, message } }`.
 */
export function checkPurgeCall(options, maxPerCall) {
  const refuse = (message) => ({ error: { code: 400, message } });
  if (typeof options !== "object" || options === null || Array.isArray(options))
    return refuse("the options must be an object");
  const { tags = [], pathPrefixes = [], purgeEverything = false } = options;
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === "string"))
    return refuse("tags must be an array of strings");
  if (!Array.isArray(pathPrefixes) || !pathPrefixes.every((p) => typeof p === "string"))
    return refuse("pathPrefixes must be an array of strings");
  if (typeof purgeEverything !== "boolean") return refuse("purgeEverything must be a boolean");
  if (purgeEverything && (tags.length || pathPrefixes.length))
    return refuse("purgeEverything cannot be combined with tags or pathPrefixes");
  const operations = purgeEverything ? 1 : tags.length + pathPrefixes.length;
  if (operations === 0) return refuse("nothing to purge");
  if (operations > maxPerCall)
    return {
      error: { code: 400, message: `${operations} operations in one call; at most ${maxPerCall}` },
    };
  for (const tag of tags)
    if (!tag.trim() || tag.length > 1024 || !/^[\x21-\x7e]+$/.test(tag.trim()))
      return refuse(`invalid tag: ${tag.slice(0, 80)}`);
  for (const prefix of pathPrefixes)
    if (!prefix || /^[a-z][a-z0-9+.-]*:|^\/\/|[?#]/i.test(prefix))
      return refuse(`a path prefix is a path, not ${prefix.slice(0, 80)}`);
  return {
    tags: tags.map((t) => t.trim().toLowerCase()),
    pathPrefixes: pathPrefixes.map((p) => (p.startsWith("/") ? p : `/${p}`)),
    everything: purgeEverything,
    operations,
  };
}
