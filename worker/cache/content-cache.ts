/**
 * @module The KV content cache: how a content answer is served from KV or
 * fetched, whatever the answer is (content/content-layer.ts fetches GraphQL
 * answers through it).
 *
 * - Fresh answers are served from KV without fetching.
 * - Stale answers are served at once and refreshed in the background (waitUntil).
 * - When the fetch fails, the last good answer is served (stale-if-error), even
 *   one a purge marked out of date.
 * - Failures are never stored; identical concurrent misses share one fetch.
 * - Each answer is stored with its cache tags and indexed under them
 *   (tag-index.ts), so a webhook can purge exactly what a change touches (purge.ts).
 * - KV is written when an answer changes, not when it is viewed: a refresh that
 *   brings the same answer (by digest) writes neither the entry nor its index.
 * - An answer that found nothing (a slug or page a visitor made up) never goes to
 *   KV: this isolate keeps it (fresh, stale and standing in like any answer) for
 *   a while (isolate-memory.ts), so no visitor can make the site write to KV, or to its
 *   tag index, in proportion to the URLs they invent.
 */
import { type CacheResult, logEvent } from "../log";
import { type CacheEntry, digestOf, KEEP_LAST_GOOD_SECONDS, sameTags } from "./entries";
import { deepFreeze } from "./frozen";
import { currentPurgeGeneration } from "./generation";
import { confirmed, hotEntries, inflight, notFound, storing } from "./isolate-memory";
import { indexUnderTags } from "./tag-index";

/** A fetched answer with what decides how it is kept. */
export interface Fetched<TData> {
  data: TData;
  tags: string[];
  /** It found no record: kept in this isolate's memory only, never in KV. */
  foundNothing: boolean;
}

/** How an answer was served (the request log's word for it). */
export type CacheOutcome = Exclude<CacheResult, "bypass">;

export interface ContentCacheOptions {
  kv: KVNamespace;
  /** How long a stored answer is served without fetching it again. */
  freshSeconds: number;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * A refresh with unchanged tags rewrites only the answer, not its index keys
 * (one KV write instead of one per tag). The index is rewritten this often anyway,
 * so it always outlives any answer that is still fresh.
 */
const REINDEX_AFTER_MS = 7 * 24 * 3600 * 1000;

/** One request's view of the content cache. */
export class ContentCache {
  /** KV entries read by {@link peek}, handed to the next {@link get} of the same key. */
  private readonly peeked = new Map<string, CacheEntry<unknown> | null>();

  constructor(private readonly options: ContentCacheOptions) {}

  /**
   * The answer under `key`, and how it was served. `noteTags` is told the tags of
   * every answer used, a background refresh's included. Throws what `fetch`
   * throws when no earlier answer can stand in.
   */
  async get<TData>(
    key: string,
    fetch: () => Promise<Fetched<TData>>,
    noteTags: (tags: readonly string[]) => void,
  ): Promise<{ data: TData; outcome: CacheOutcome }> {
    // What a peek of this request already read is not read again.
    const stored = this.peeked.has(key)
      ? (this.peeked.get(key) as CacheEntry<TData> | null)
      : await this.read<TData>(key);
    this.peeked.delete(key);
    const purged = stored?.purgedAt !== undefined ? stored : undefined;
    const entry = purged ? null : stored;
    if (entry) {
      noteTags(entry.tags ?? []);
      if (this.isFresh(key, entry)) return { data: entry.data, outcome: "hit" };
      if (!storing.has(key))
        this.options.waitUntil(this.fetchAndStore(key, fetch, noteTags).catch(() => undefined));
      return { data: entry.data, outcome: "stale" };
    }
    try {
      return { data: await this.fetchAndStore(key, fetch, noteTags), outcome: "miss" };
    } catch (error) {
      if (!purged) throw error;
      // Out of date, but better than an error page while the service is down.
      noteTags(purged.tags ?? []);
      return { data: purged.data, outcome: "error-stale" };
    }
  }

  /**
   * What KV holds under `key`, without fetching: null when nothing is cached
   * (absent or unreadable); `purged` for an answer a purge marked out of date. For
   * decisions about how to answer, never as the answer itself.
   */
  async peek<TData>(key: string): Promise<{ data: TData; fresh: boolean; purged: boolean } | null> {
    const entry = await this.read<TData>(key);
    this.peeked.set(key, entry);
    if (!entry) return null;
    const purged = entry.purgedAt !== undefined;
    return { data: entry.data, fresh: !purged && this.isFresh(key, entry), purged };
  }

  /**
   * Fresh since it was stored, or since this isolate's last refresh brought the
   * very same answer (nothing was written then).
   */
  private isFresh(key: string, entry: CacheEntry<unknown>): boolean {
    const again = confirmed.get(key);
    const since =
      again && again.digest === entry.digest ? Math.max(again.at, entry.storedAt) : entry.storedAt;
    return (Date.now() - since) / 1000 < this.options.freshSeconds;
  }

  /** The entry KV holds for a key: read lately by this isolate, unless `fromKv`. */
  private async read<TData>(key: string, fromKv = false): Promise<CacheEntry<TData> | null> {
    const kept = fromKv ? undefined : (notFound.get(key) ?? hotEntries.get(key));
    if (kept) return kept as CacheEntry<TData>;
    try {
      const generation = currentPurgeGeneration();
      const entry = await this.options.kv.get<CacheEntry<TData>>(key, "json");
      // Not kept when a purge ran while it was read: it may be from before it.
      if (entry && generation === currentPurgeGeneration()) hotEntries.set(key, deepFreeze(entry));
      return entry;
    } catch (error) {
      // A KV hiccup must not take the page down: treat it as a miss.
      logEvent("warn", "kv.read_failed", { key, reason: String(error) });
      return null;
    }
  }

  /** One fetch per key at a time in this isolate; success is written to KV. */
  private async fetchAndStore<TData>(
    key: string,
    fetch: () => Promise<Fetched<TData>>,
    noteTags: (tags: readonly string[]) => void,
  ): Promise<TData> {
    let pending = inflight.get(key) as Promise<Fetched<TData>> | undefined;
    if (!pending) {
      const generation = currentPurgeGeneration();
      const startedAt = Date.now();
      const promise: Promise<Fetched<TData>> = fetch()
        .then((fetched) => {
          if (generation === currentPurgeGeneration()) {
            storing.add(key);
            this.options.waitUntil(
              this.store(key, fetched, startedAt).finally(() => storing.delete(key)),
            );
          }
          return fetched;
        })
        .finally(() => {
          if (inflight.get(key) === promise) inflight.delete(key);
        });
      inflight.set(key, promise);
      pending = promise;
    }
    const { data, tags } = await pending;
    noteTags(tags);
    return data;
  }

  /**
   * Writes follow changes, not views: a refresh that brings the answer KV already
   * holds (the same digest, the same tags, indexed lately) writes nothing, and this
   * isolate counts the entry fresh again from now ({@link confirmed}). A changed
   * answer is written; its index keys only when its tags changed. The index first:
   * an answer that can be read can always be found by a purge. Not over a purge
   * newer than the fetch: another isolate may have purged while this fetch was
   * bringing the content from before the change.
   */
  private async store<TData>(
    key: string,
    { data, tags, foundNothing }: Fetched<TData>,
    startedAt: number,
  ): Promise<void> {
    if (foundNothing) {
      notFound.set(key, deepFreeze({ data, storedAt: Date.now(), tags }));
      return;
    }
    notFound.delete(key);
    const { kv } = this.options;
    const body = JSON.stringify(data);
    const digest = await digestOf(body, tags);
    const current = await this.read<TData>(key, true);
    if (current?.purgedAt !== undefined && current.purgedAt >= startedAt) return;
    const now = Date.now();
    const indexed =
      current?.indexedAt !== undefined &&
      now - current.indexedAt < REINDEX_AFTER_MS &&
      sameTags(current.tags, tags);
    if (indexed && current?.purgedAt === undefined && current?.digest === digest) {
      confirmed.set(key, { digest, at: now });
      return;
    }
    const meta: Omit<CacheEntry<TData>, "data"> = {
      storedAt: now,
      tags,
      indexedAt: indexed ? current?.indexedAt : now,
      digest,
    };
    try {
      if (!indexed) await indexUnderTags(kv, key, tags, KEEP_LAST_GOOD_SECONDS);
      // The answer is serialized once, for the digest and the entry alike.
      await kv.put(key, `{"data":${body},${JSON.stringify(meta).slice(1)}`, {
        expirationTtl: KEEP_LAST_GOOD_SECONDS,
      });
      hotEntries.delete(key);
      confirmed.delete(key);
    } catch (error) {
      // Also the "one write per second per key" refusal right after a purge: the
      // next miss writes it again.
      logEvent("warn", "kv.write_failed", { key, reason: String(error) });
    }
  }
}
