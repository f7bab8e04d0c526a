/**
 * @module Dropping cached content: by tag (what a webhook maps to) or, as the
 * logged fallback for a change that cannot be mapped, everything.
 *
 * A purge deletes the KV keys, so the next request at the same location misses
 * and asks the content service (KV reads its own location's writes at once).
 * Other locations may keep serving their edge copy of a deleted key for up to
 * about 60 seconds (KV's propagation), never longer than the freshness window
 * plus that. Deleting twice is harmless, so the same webhook twice does no harm.
 */
import { CACHE_KEY_PREFIX, forgetInFlight } from "./cache";
import { keysTagged, keysWithPrefix } from "./tag-index";

/** Deletes run in small batches: workerd allows few simultaneous operations per request. */
const BATCH = 25;

export interface PurgeResult {
  /** Cached keys deleted (content answers, and pages once an HTML cache indexes them). */
  keys: number;
  /** Deletes that failed (logged by the caller); a later purge or the freshness window covers them. */
  failed: number;
}

export async function purgeTags(kv: KVNamespace, tags: readonly string[]): Promise<PurgeResult> {
  forgetInFlight();
  const found = (await Promise.all(tags.map((tag) => keysTagged(kv, tag)))).flat();
  const keys = new Set(found.map((entry) => entry.key));
  // The answers first: once they are gone the change is visible; the index keys after.
  const failedKeys = await deleteAll(kv, [...keys]);
  await deleteAll(kv, [...new Set(found.map((entry) => entry.indexKey))]);
  forgetInFlight();
  return { keys: keys.size, failed: failedKeys };
}

/**
 * Drops every cached content answer. The index keys stay: they point at keys that
 * no longer exist (harmless to a later purge) and expire with them. Deleting them
 * too would spend a Worker invocation's budget of KV operations (1000) on
 * bookkeeping instead of on the answers.
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
