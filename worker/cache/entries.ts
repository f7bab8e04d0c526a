/**
 * @module What the content cache keeps in KV: one entry per content answer, under
 * a key made of the operation and its variables, with the cache tags it was built
 * from. The purge reads and marks the same entries, so their shape is shared here.
 */

/** KV keeps the last good answer this long, so it can stand in when the service is down. */
export const KEEP_LAST_GOOD_SECONDS = 30 * 24 * 3600;
/** v2: entries carry tags and are indexed; v1 entries (untagged) are never read again. */
const KEY_VERSION = "v2";
/** Every cached content answer's key starts with this. */
export const CACHE_KEY_PREFIX = "gql:";

export interface CacheEntry<TData> {
  data: TData;
  storedAt: number;
  tags: string[];
  /** When its index keys were last written (they live KEEP_LAST_GOOD_SECONDS). */
  indexedAt?: number;
  /**
   * A digest of `data` and `tags` ({@link digestOf}): a refresh that
   * brings the same answer writes nothing.
   */
  digest?: string;
  /**
   * Set by a purge (purge.ts): the answer is out of date and read as a miss, but
   * it still stands in when the content service fails, and no call that started
   * before this time may overwrite it.
   */
  purgedAt?: number;
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

/** SHA-256 of an answer's JSON and its tags, hex: equal digests, the same entry. */
export async function digestOf(body: string, tags: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(`${tags.join(" ")}\n${body}`);
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether two sorted tag lists are the same. */
export function sameTags(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((tag, i) => tag === b[i]);
}
