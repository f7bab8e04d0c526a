/**
 * @module The KV index from cache tags to cached keys.
 *
 * One empty KV key per (tag, cached key): `idx:<tag> <cached key>`. Writing an
 * answer writes its index keys beside it and never reads or rewrites a shared
 * list, so concurrent writers cannot lose each other's entries and no key is
 * written more than once per refresh (KV allows one write per second per key).
 * A purge lists the prefix `idx:<tag> ` to find what to drop.
 *
 * Any KV key can be indexed, not only content answers: a full-page HTML cache can
 * index its pages under the union of the tags of the answers they were built from
 * (`ContentLayer.tagsUsed`) and the same purge drops them.
 */

const INDEX_PREFIX = "idx:";
/** Tags never contain a space (content/tags.ts encodes slugs), so it ends the tag unambiguously. */
const SEPARATOR = " ";
const LIST_LIMIT = 1000;

function indexKey(tag: string, key: string): string {
  return `${INDEX_PREFIX}${tag}${SEPARATOR}${key}`;
}

/** Records that `key` was built from `tags`; expires with the key it points to. */
export async function indexUnderTags(
  kv: KVNamespace,
  key: string,
  tags: readonly string[],
  expirationTtl: number,
): Promise<void> {
  await Promise.all(tags.map((tag) => kv.put(indexKey(tag, key), "", { expirationTtl })));
}

export interface Indexed {
  /** The cached key the tag points to. */
  key: string;
  /** The index key itself. */
  indexKey: string;
}

/** Every key indexed under this tag (KV lists are eventually consistent, see the README). */
export async function keysTagged(kv: KVNamespace, tag: string): Promise<Indexed[]> {
  const prefix = `${INDEX_PREFIX}${tag}${SEPARATOR}`;
  const keys: Indexed[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor, limit: LIST_LIMIT });
    for (const { name } of page.keys) keys.push({ key: name.slice(prefix.length), indexKey: name });
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

/** Every key under a plain prefix (`gql:`), for the purge-everything fallback. */
export async function keysWithPrefix(kv: KVNamespace, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor, limit: LIST_LIMIT });
    for (const { name } of page.keys) keys.push(name);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}
