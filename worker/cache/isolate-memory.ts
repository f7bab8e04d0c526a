/**
 * @module What this isolate's memory holds for the KV content cache
 * (content-cache.ts), shared by all its requests and emptied by a purge in it.
 */
import type { CacheEntry } from "./entries";
import { onPurge } from "./generation";
import { MemoryTier } from "./memory-tier";

/**
 * How long this isolate keeps a KV entry it has read before it reads KV again:
 * the menu, the settings and a hot page's record are read by nearly every request,
 * and each read is a subrequest and a parse. A purge in this isolate drops them
 * all at once, as does a write of the same key; other isolates keep theirs at most
 * this long, next to KV's own propagation of up to a minute.
 */
export const HOT_ENTRY_MS = 1000;
/** Entries read lately; frozen, as every request of the isolate shares them. */
export const hotEntries = new MemoryTier<CacheEntry<unknown>>({
  ttlMs: HOT_ENTRY_MS,
  capacity: 200,
});

/**
 * How long this isolate keeps an answer that found nothing. It is fresh as long
 * as any answer, then served stale while it is asked again, and stands in when
 * the fetch fails. A record created under that slug shows here at once after its
 * webhook's purge, in other isolates once the answer is stale.
 */
const NOT_FOUND_MS = 10 * 60_000;
/** Answers that found nothing: memory only, never KV. */
export const notFound = new MemoryTier<CacheEntry<unknown>>({ ttlMs: NOT_FOUND_MS, capacity: 500 });

/**
 * Entries a refresh found unchanged, so wrote nothing: by key, the digest it
 * brought and when. Such an entry counts as fresh from then on in this isolate
 * (other isolates refresh it themselves, also without writing). Longer than any
 * sensible freshness window; a purge in this isolate empties it.
 */
export const confirmed = new MemoryTier<{ digest: string; at: number }>({
  ttlMs: 24 * 3600 * 1000,
  capacity: 2000,
});

/** Misses in flight in this isolate, so that concurrent requests share one fetch. */
export const inflight = new Map<string, Promise<unknown>>();
/**
 * Answers fetched whose storing has not ended: a stale entry is not refreshed
 * again meanwhile (the isolate's other requests would otherwise each ask the
 * content service in the moment between the fetch and its outcome being known).
 */
export const storing = new Set<string>();
onPurge(() => {
  inflight.clear();
  storing.clear();
});
