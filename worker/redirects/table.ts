/**
 * @module The automatic redirects as the edge reads them: one KV entry holding
 * the whole table (old path → new path), written by the site when the table in
 * its database changes (store.ts, after a webhook or the hourly read), and kept
 * in the isolate's memory for {@link TABLE_MEMORY_MS}. A not-found page reads it
 * from memory nearly always: no database read, no content-service call, and no
 * write in proportion to what visitors ask for. A purge in this isolate empties
 * that memory (the webhook that renamed a record purges), so the isolate that
 * took the webhook answers the rename on the very next request; other isolates
 * within this long and KV's own propagation (up to a minute).
 */
import { MemoryTier } from "../cache/memory-tier";
import { slugRedirects } from "./store";

/** The KV key of the table (outside the content cache's `gql:` keys, which purges drop). */
export const TABLE_KEY = "redirects:slugs:v1";

/** How long an isolate answers from the table it read before reading KV again. */
export const TABLE_MEMORY_MS = 5000;

export type RedirectTable = ReadonlyMap<string, string>;

const EMPTY: RedirectTable = new Map();
const memory = new MemoryTier<RedirectTable>({ ttlMs: TABLE_MEMORY_MS, capacity: 4 });

/** The table, from memory or KV; empty when none was written yet or KV fails. */
export async function automaticTable(kv: KVNamespace): Promise<RedirectTable> {
  const held = memory.get(TABLE_KEY);
  if (held) return held;
  let table = EMPTY;
  try {
    const stored = await kv.get<Record<string, string>>(TABLE_KEY, "json");
    if (stored && typeof stored === "object") table = new Map(Object.entries(stored));
  } catch {
    // A not-found page stays a not-found page when KV fails.
  }
  memory.set(TABLE_KEY, table);
  return table;
}

/** Writes the database's table to KV, whole, after it changed. */
export async function publishTable(db: D1Database, kv: KVNamespace): Promise<number> {
  const rows = await slugRedirects(db);
  const table: Record<string, string> = {};
  for (const row of rows) table[row.from] = row.to;
  await kv.put(TABLE_KEY, JSON.stringify(table));
  memory.delete(TABLE_KEY);
  return rows.length;
}
