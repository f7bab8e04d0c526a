/**
 * @module The KV-cached content layer: every content-service answer the site uses
 * goes through {@link ContentLayer.query}.
 *
 * - Fresh answers are served from KV without calling the content service.
 * - Stale answers are served at once and refreshed in the background (waitUntil).
 * - When the content service fails, the last good answer is served (stale-if-error).
 * - GraphQL errors are never cached; identical concurrent misses share one call.
 * - Editor previews bypass the cache entirely and are never written to it.
 * - Each answer is stored with its cache tags (tags.ts) and indexed under them
 *   (tag-index.ts), so a webhook can purge exactly what a change touches (purge.ts).
 * - An answer that found nothing (a slug or page a visitor made up) never goes to
 *   KV: this isolate keeps it (fresh, stale and standing in like any answer) for
 *   {@link NOT_FOUND_MS}, so no visitor can make the site write to KV, or to its
 *   tag index, in proportion to the URLs they invent.
 */
import type { Settings } from "../env";
import { logEvent, type RequestLog } from "../log";
import { deepFreeze } from "./derived";
import {
  ContentServiceError,
  type Operation,
  requestContent,
  type Variables,
  type VariablesArgument,
} from "./graphql-client";
import { readAllPages } from "./paged";
import { indexUnderTags } from "./tag-index";
import { foundNothing, tagsOfAnswer, tagsOfList } from "./tags";

/** KV keeps the last good answer this long, so it can stand in when the service is down. */
export const KEEP_LAST_GOOD_SECONDS = 30 * 24 * 3600;
/** v2: entries carry tags and are indexed; v1 entries (untagged) are never read again. */
const KEY_VERSION = "v2";
/** Every cached content answer's key starts with this. */
export const CACHE_KEY_PREFIX = "gql:";

interface Fetched<TData> {
  data: TData;
  tags: string[];
}

export interface CacheEntry<TData> {
  data: TData;
  storedAt: number;
  tags: string[];
  /** When its index keys were last written (they live KEEP_LAST_GOOD_SECONDS). */
  indexedAt?: number;
  /**
   * Set by a purge (purge.ts): the answer is out of date and read as a miss, but
   * it still stands in when the content service fails, and no call that started
   * before this time may overwrite it.
   */
  purgedAt?: number;
}

/**
 * A refresh with unchanged tags rewrites only the answer, not its index keys
 * (one KV write instead of one per tag). The index is rewritten this often anyway,
 * so it always outlives any answer that is still fresh.
 */
const REINDEX_AFTER_MS = 7 * 24 * 3600 * 1000;

/** Misses in flight in this isolate, so that concurrent requests share one call. */
const inflight = new Map<string, Promise<unknown>>();
/**
 * Bumped by every purge in this isolate. A call that started before a purge may
 * carry the content from before the change: it still answers its own request but
 * is not written to KV, so it cannot put back what the purge just removed.
 */
let purgeGeneration = 0;

/**
 * How long this isolate keeps a KV entry it has read before it reads KV again:
 * the menu, the settings and a hot page's record are read by nearly every request,
 * and each read is a subrequest and a parse. A purge in this isolate drops them
 * all at once, as does a write of the same key; other isolates keep theirs at most
 * this long, next to KV's own propagation of up to a minute.
 */
export const HOT_ENTRY_MS = 1000;
const HOT_ENTRIES = 200;

interface HotEntry {
  entry: CacheEntry<unknown>;
  until: number;
  generation: number;
}

/** Entries read lately, oldest first; frozen, as every request of the isolate shares them. */
const hotEntries = new Map<string, HotEntry>();

function rememberHot(key: string, entry: CacheEntry<unknown>): void {
  hotEntries.delete(key);
  hotEntries.set(key, {
    entry: deepFreeze(entry),
    until: Date.now() + HOT_ENTRY_MS,
    generation: purgeGeneration,
  });
  if (hotEntries.size > HOT_ENTRIES) {
    const oldest = hotEntries.keys().next();
    if (!oldest.done) hotEntries.delete(oldest.value);
  }
}

/**
 * How long this isolate keeps an answer that found nothing. It is fresh as long
 * as any answer, then served stale while it is asked again, and stands in when
 * the content service fails. A record created under that slug shows here at once
 * after its webhook's purge, in other isolates once the answer is stale.
 */
export const NOT_FOUND_MS = 10 * 60_000;
const NOT_FOUND_ENTRIES = 500;

/** Answers that found nothing, oldest first: memory only, never KV. */
const notFound = new Map<string, HotEntry>();

function rememberNotFound(key: string, entry: CacheEntry<unknown>): void {
  notFound.delete(key);
  notFound.set(key, {
    entry: deepFreeze(entry),
    until: Date.now() + NOT_FOUND_MS,
    generation: purgeGeneration,
  });
  if (notFound.size > NOT_FOUND_ENTRIES) {
    const oldest = notFound.keys().next();
    if (!oldest.done) notFound.delete(oldest.value);
  }
}

/** This isolate's purge count: work that began under an older one must not be stored. */
export function currentPurgeGeneration(): number {
  return purgeGeneration;
}

/** Called by purges: later requests must not join, or store, calls that began before. */
export function forgetInFlight(): void {
  purgeGeneration++;
  inflight.clear();
  hotEntries.clear();
  notFound.clear();
}

export interface ContentLayerOptions {
  kv: KVNamespace;
  settings: Settings;
  waitUntil: (promise: Promise<unknown>) => void;
  log: RequestLog;
  /** An editor's token: asks for drafts and bypasses every cache. */
  previewToken?: string;
}

export class ContentLayer {
  /**
   * The tags of every answer this request used, for a cache of whole pages built
   * from them (the HTML cache indexes its pages under these).
   */
  readonly tagsUsed = new Set<string>();
  /** KV entries read by {@link peek}, handed to the next query of the same key. */
  private readonly peeked = new Map<string, CacheEntry<unknown> | null>();
  /** The content service refused the editor's token (expired, revoked). */
  private previewRefused = false;

  constructor(private readonly options: ContentLayerOptions) {}

  /** Whether this request shows drafts: an editor's token the content service accepts. */
  get preview(): boolean {
    return Boolean(this.options.previewToken) && !this.previewRefused;
  }

  /** An editor's token was sent but refused: the caller should end the preview. */
  get previewEnded(): boolean {
    return this.previewRefused;
  }

  /** The operation's answer, typed by its document (shared/content-operations.generated.ts). */
  async query<TData, TVariables extends Variables>(
    op: Operation<TData, TVariables>,
    ...given: VariablesArgument<TVariables>
  ): Promise<TData> {
    const variables: Variables = given[0] ?? {};
    if (this.preview) {
      try {
        return await this.previewQuery(op, variables);
      } catch (error) {
        // A token that no longer works must not lock the editor out of the site:
        // show the published content (from the cache) and end the preview.
        if (
          !(error instanceof ContentServiceError && (error.status === 401 || error.status === 403))
        )
          throw error;
        this.previewRefused = true;
        logEvent("warn", "preview.token_refused", {
          requestId: this.options.log.id,
          reason: `${error.reason} ${error.status}`,
        });
      }
    }
    const key = cacheKey(op.name, variables);
    const started = Date.now();
    // What a peek of this request already read is not read again.
    const stored = this.peeked.has(key)
      ? (this.peeked.get(key) as CacheEntry<TData> | null)
      : await this.read<TData>(key);
    this.peeked.delete(key);
    const purged = stored?.purgedAt !== undefined ? stored : undefined;
    const entry = purged ? null : stored;
    if (entry) {
      for (const tag of entry.tags ?? []) this.tagsUsed.add(tag);
      if (this.isFresh(entry)) {
        this.options.log.contentCall({ op: op.name, cache: "hit", ms: Date.now() - started });
        return entry.data;
      }
      this.options.waitUntil(this.fetchAndStore(op, variables, key, entry).catch(() => undefined));
      this.options.log.contentCall({ op: op.name, cache: "stale", ms: Date.now() - started });
      return entry.data;
    }
    try {
      const data = await this.fetchAndStore(op, variables, key, purged);
      this.options.log.contentCall({
        op: op.name,
        cache: "miss",
        ms: Date.now() - started,
        ok: true,
      });
      return data;
    } catch (error) {
      if (purged) {
        // Out of date, but better than an error page while the service is down.
        for (const tag of purged.tags ?? []) this.tagsUsed.add(tag);
        this.options.log.contentCall({
          op: op.name,
          cache: "error-stale",
          ms: Date.now() - started,
          ok: false,
        });
        return purged.data;
      }
      this.options.log.contentCall({
        op: op.name,
        cache: "miss",
        ms: Date.now() - started,
        ok: false,
      });
      throw error;
    }
  }

  /**
   * What KV holds for this query, without asking the content service or logging a
   * content call: null when nothing usable is cached (absent, purged or unreadable).
   * For decisions about how to answer, never as the answer itself.
   */
  async peek<TData, TVariables extends Variables>(
    op: Operation<TData, TVariables>,
    ...given: VariablesArgument<TVariables>
  ): Promise<{ data: TData; fresh: boolean } | null> {
    const variables: Variables = given[0] ?? {};
    if (this.preview) return null;
    const key = cacheKey(op.name, variables);
    const entry = await this.read<TData>(key);
    this.peeked.set(key, entry);
    if (!entry || entry.purgedAt !== undefined) return null;
    return { data: entry.data, fresh: this.isFresh(entry) };
  }

  private isFresh(entry: CacheEntry<unknown>): boolean {
    return (Date.now() - entry.storedAt) / 1000 < this.options.settings.freshSeconds;
  }

  private async previewQuery<TData>(
    op: Operation<TData>,
    variables: Record<string, unknown>,
  ): Promise<TData> {
    const started = Date.now();
    const data = await this.call(op, { ...variables, publicationState: "PREVIEW" });
    this.options.log.contentCall({
      op: op.name,
      cache: "bypass",
      ms: Date.now() - started,
      ok: true,
    });
    return data;
  }

  /** The entry KV holds for a key: read lately by this isolate, unless `fromKv`. */
  private async read<TData>(key: string, fromKv = false): Promise<CacheEntry<TData> | null> {
    const missing = fromKv ? undefined : notFound.get(key);
    if (missing && missing.until > Date.now() && missing.generation === purgeGeneration)
      return missing.entry as CacheEntry<TData>;
    const hot = fromKv ? undefined : hotEntries.get(key);
    if (hot && hot.until > Date.now() && hot.generation === purgeGeneration)
      return hot.entry as CacheEntry<TData>;
    try {
      const generation = purgeGeneration;
      const entry = await this.options.kv.get<CacheEntry<TData>>(key, "json");
      // Not kept when a purge ran while it was read: it may be from before it.
      if (entry && generation === purgeGeneration) rememberHot(key, entry);
      return entry;
    } catch (error) {
      // A KV hiccup must not take the page down: treat it as a miss.
      logEvent("warn", "kv.read_failed", { key, reason: String(error) });
      return null;
    }
  }

  /** One content-service call per key at a time in this isolate; success is written to KV. */
  private async fetchAndStore<TData>(
    op: Operation<TData>,
    variables: Record<string, unknown>,
    key: string,
    previous?: CacheEntry<TData>,
  ): Promise<TData> {
    let pending = inflight.get(key) as Promise<Fetched<TData>> | undefined;
    if (!pending) {
      const generation = purgeGeneration;
      const startedAt = Date.now();
      const promise: Promise<Fetched<TData>> = this.call(op, variables)
        .then((data) => {
          const tags = (op.paged ? tagsOfList : tagsOfAnswer)(data, variables);
          if (generation === purgeGeneration)
            this.options.waitUntil(this.store(key, data, tags, previous, startedAt));
          return { data, tags };
        })
        .finally(() => {
          if (inflight.get(key) === promise) inflight.delete(key);
        });
      inflight.set(key, promise);
      pending = promise;
    }
    const { data, tags } = await pending;
    for (const tag of tags) this.tagsUsed.add(tag);
    return data;
  }

  /**
   * The index first: an answer that can be read can always be found by a purge.
   * Not over a purge newer than the call: another isolate may have purged while
   * this call was bringing the content from before the change.
   */
  private async store<TData>(
    key: string,
    data: TData,
    tags: string[],
    previous: CacheEntry<TData> | undefined,
    startedAt: number,
  ): Promise<void> {
    if (foundNothing(data)) {
      rememberNotFound(key, { data, storedAt: Date.now(), tags });
      return;
    }
    notFound.delete(key);
    const { kv } = this.options;
    const current = await this.read<TData>(key, true);
    if (current?.purgedAt !== undefined && current.purgedAt >= startedAt) return;
    const now = Date.now();
    const indexed =
      previous?.indexedAt !== undefined &&
      now - previous.indexedAt < REINDEX_AFTER_MS &&
      sameTags(previous.tags, tags);
    const entry: CacheEntry<TData> = {
      data,
      storedAt: now,
      tags,
      indexedAt: indexed ? previous?.indexedAt : now,
    };
    try {
      if (!indexed) await indexUnderTags(kv, key, tags, KEEP_LAST_GOOD_SECONDS);
      await kv.put(key, JSON.stringify(entry), { expirationTtl: KEEP_LAST_GOOD_SECONDS });
      hotEntries.delete(key);
    } catch (error) {
      // Also the "one write per second per key" refusal right after a purge: the
      // next miss writes it again.
      logEvent("warn", "kv.write_failed", { key, reason: String(error) });
    }
  }

  private async call<TData>(
    op: Operation<TData>,
    variables: Record<string, unknown>,
  ): Promise<TData> {
    const token = this.preview ? this.options.previewToken : undefined;
    const request = (each: Record<string, unknown>) =>
      requestContent(this.options.settings, op, each, { token });
    try {
      // A list is read page after page but cached as one answer (tagged by its models).
      return await (op.paged ? readAllPages(op, variables, request) : request(variables));
    } catch (error) {
      const failure =
        error instanceof ContentServiceError
          ? error
          : new ContentServiceError(op.name, "network", String(error));
      logEvent("error", "content.failed", {
        requestId: this.options.log.id,
        op: op.name,
        reason: failure.reason,
        status: failure.status,
        message: failure.message,
      });
      throw failure;
    }
  }
}

function sameTags(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((tag, i) => tag === b[i]);
}

/** Operation name plus variables in a stable order; the locale is one of the variables. */
export function cacheKey(operationName: string, variables: Record<string, unknown>): string {
  return `${CACHE_KEY_PREFIX}${KEY_VERSION}:${operationName}:${stableStringify(variables)}`;
}

export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
