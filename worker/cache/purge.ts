/**
 * @module Dropping cached content: by tag (what a webhook maps to) or, as the
 * logged fallback for a change that cannot be mapped, everything.
 *
 * A purge marks each answer purged (a tombstone that keeps the content), so the
 * next request at the same location misses and asks the content service (KV
 * reads its own location's writes at once), while the old content can still
 * stand in if the content service is down. No call that started before the purge
 * may write over the mark, in any isolate.
 *
 * Other locations may keep reading their edge copy of the unmarked answer for up
 * to about 60 seconds (KV's propagation), never longer than the freshness window
 * plus that. An answer already marked is left alone, so the same webhook twice
 * does no harm.
 */
import { CACHE_KEY_PREFIX, type CacheEntry, KEEP_LAST_GOOD_SECONDS } from "./entries";
import { forgetInFlight } from "./generation";
import { keysTagged, keysWithPrefix } from "./tag-index";

/** KV operations run in small batches: workerd allows few simultaneous ones per request. */
const BATCH = 25;

/** Shared pages are not here: the platform's cache drops them by the same tags (shared-cache/purge.ts). */
export interface PurgeResult {
  /** Cached content answers purged. */
  keys: number;
  /** Keys that could not be purged (logged by the caller); a later purge or the freshness window covers them. */
  failed: number;
}

export async function purgeTags(kv: KVNamespace, tags: readonly string[]): Promise<PurgeResult> {
  forgetInFlight();
  const tagged = (await Promise.all(tags.map((tag) => keysTagged(kv, tag)))).flat();
  const keys = [...new Set(tagged.map((entry) => entry.key))];
  const purgedAt = Date.now();
  let purged = 0;
  let failed = 0;
  for (let i = 0; i < keys.length; i += BATCH) {
    const results = await Promise.allSettled(
      keys.slice(i, i + BATCH).map((key) => markPurged(kv, key, purgedAt)),
    );
    for (const result of results) {
      if (result.status === "rejected") failed++;
      else if (result.value) purged++;
    }
  }
  forgetInFlight();
  return { keys: purged, failed };
}

/**
 * Marks one answer purged, keeping its content as the fallback for when the
 * content service is down (content-cache.ts reads a purged answer as a miss). The index
 * keys stay: they still describe what the key holds. False when there was
 * nothing to purge (gone, or purged already: the same webhook twice).
 */
async function markPurged(kv: KVNamespace, key: string, purgedAt: number): Promise<boolean> {
  let entry: CacheEntry<unknown> | null;
  try {
    entry = await kv.get<CacheEntry<unknown>>(key, "json");
  } catch {
    // Not an entry of this shape (another cache's value): dropping it is the purge.
    await kv.delete(key);
    return true;
  }
  if (!entry || entry.purgedAt !== undefined) return false;
  await kv.put(key, JSON.stringify({ ...entry, purgedAt }), {
    expirationTtl: KEEP_LAST_GOOD_SECONDS,
  });
  return true;
}

/**
 * Drops every cached content answer. The index keys stay: they point at keys that
 * no longer exist (harmless to a later purge) and expire with them. Deleting them
 * too would spend a Worker invocation's budget of KV operations (1000) on
 * bookkeeping instead of on the answers; for the same reason the answers are
 * deleted (one operation each) rather than marked like a tag purge does (two).
 */
export async function purgeEverything(kv: KVNamespace): Promise<PurgeResult> {
  forgetInFlight();
  const keys = await keysWithPrefix(kv, CACHE_KEY_PREFIX);
  const failed = await deleteAll(kv, keys);
  forgetInFlight();
  return { keys: keys.length, failed };
}

async function deleteAll(kv: KVNamespace, keys: string[]): Promise<number> {
  let failed = 0;
  for (let i = 0; i < keys.length; i += BATCH) {
    const results = await Promise.allSettled(keys.slice(i, i + BATCH).map((key) => kv.delete(key)));
    failed += results.filter((result) => result.status === "rejected").length;
  }
  return failed;
}
