/**
 * @module The renamed addresses in the site's database (migrations/0005): what
 * the site last knew of each record's path per locale, and the old paths that
 * lead to a new one. Only the content service's word writes here (its webhooks
 * and the hourly read of the published lists, learn.ts), never a visitor's
 * request; the edge reads the table's copy in KV (table.ts), not this.
 *
 * Every rename keeps the table one hop deep and free of loops: the redirects
 * that led to the old path now lead to the new one (A→B, then B→C, answers A→C),
 * and a path that is live again (a record renamed back, or a new record taking
 * the old slug over) stops redirecting.
 */
import type { SeenPath } from "./paths";

/** An old path that now leads to a new one. */
export interface Moved {
  from: string;
  to: string;
  model: string;
  record: string;
  locale: string;
}

/** A record in a locale, as the maps below key it. */
export const keyOf = (seen: { model: string; record: string; locale: string }) =>
  `${seen.model}\u0000${seen.record}\u0000${seen.locale}`;

/** What the site knew of these records' paths (one round trip). */
export async function knownPaths(
  db: D1Database,
  records: readonly Pick<SeenPath, "model" | "record" | "locale">[],
): Promise<Map<string, string>> {
  if (!records.length) return new Map();
  const statement = db.prepare(
    "SELECT path FROM record_paths WHERE model = ?1 AND record = ?2 AND locale = ?3",
  );
  const results = await db.batch<{ path: string }>(
    records.map((each) => statement.bind(each.model, each.record, each.locale)),
  );
  const known = new Map<string, string>();
  records.forEach((each, index) => {
    const path = results[index]?.results[0]?.path;
    if (path) known.set(keyOf(each), path);
  });
  return known;
}

/** Every path the site knows, for the hourly read of the published lists. */
export async function allKnownPaths(db: D1Database): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT model, record, locale, path FROM record_paths")
    .all<{ model: string; record: string; locale: string; path: string }>();
  return new Map(results.map((row) => [keyOf(row), row.path]));
}

/**
 * Records where the content service now says these records are. `renames`:
 * whether a known record under another path is a rename (a webhook says so);
 * without it only records the site did not know yet are written (a list read
 * from a cache may be older than a webhook already taken in). Returns the
 * renames recorded and whether the redirect table changed.
 */
export async function learnPaths(
  db: D1Database,
  seen: readonly SeenPath[],
  known: ReadonlyMap<string, string>,
  options: { now: number; renames: boolean; redirecting?: ReadonlySet<string> },
): Promise<{ moved: Moved[]; changed: boolean }> {
  const statements: D1PreparedStatement[] = [];
  const moved: Moved[] = [];
  let changed = false;
  const upsert = db.prepare(
    `INSERT INTO record_paths (model, record, locale, path, seen_at) VALUES (?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (model, record, locale) DO UPDATE SET path = excluded.path, seen_at = excluded.seen_at`,
  );
  const live = db.prepare("DELETE FROM slug_redirects WHERE from_path = ?1");
  const collapse = db.prepare("UPDATE slug_redirects SET to_path = ?2 WHERE to_path = ?1");
  const noLoops = db.prepare("DELETE FROM slug_redirects WHERE from_path = to_path");
  const redirect = db.prepare(
    `INSERT INTO slug_redirects (from_path, to_path, model, record, locale, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6)
     ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path, model = excluded.model,
       record = excluded.record, locale = excluded.locale, created_at = excluded.created_at`,
  );
  for (const each of seen) {
    const before = known.get(keyOf(each));
    if (before === each.path) continue;
    if (before !== undefined && !options.renames) continue;
    // The path is a live record's now: it redirects no more (a take-over, or a rename back).
    if (!options.redirecting || options.redirecting.has(each.path)) {
      statements.push(live.bind(each.path));
      changed = true;
    }
    if (before !== undefined) {
      statements.push(
        collapse.bind(before, each.path),
        redirect.bind(before, each.path, each.model, each.record, each.locale, options.now),
        noLoops,
      );
      moved.push({ from: before, to: each.path, ...pick(each) });
      changed = true;
    }
    statements.push(upsert.bind(each.model, each.record, each.locale, each.path, options.now));
  }
  if (statements.length) await db.batch(statements);
  return { moved, changed };
}

function pick(seen: SeenPath): Pick<Moved, "model" | "record" | "locale"> {
  return { model: seen.model, record: seen.record, locale: seen.locale };
}

/** One automatic redirect as the report lists it. */
export interface SlugRedirect extends Moved {
  createdAt: number;
}

/** The whole redirect table, newest first. */
export async function slugRedirects(db: D1Database): Promise<SlugRedirect[]> {
  const { results } = await db
    .prepare(
      "SELECT from_path, to_path, model, record, locale, created_at FROM slug_redirects ORDER BY created_at DESC, from_path",
    )
    .all<{
      from_path: string;
      to_path: string;
      model: string;
      record: string;
      locale: string;
      created_at: number;
    }>();
  return results.map((row) => ({
    from: row.from_path,
    to: row.to_path,
    model: row.model,
    record: row.record,
    locale: row.locale,
    createdAt: row.created_at,
  }));
}

/** When the published lists were last read (epoch ms), 0 when never. */
export async function lastSynced(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT synced_at FROM record_paths_synced WHERE id = 1")
    .first<{ synced_at: number }>();
  return row?.synced_at ?? 0;
}

export async function markSynced(db: D1Database, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO record_paths_synced (id, synced_at) VALUES (1, ?1)
       ON CONFLICT (id) DO UPDATE SET synced_at = excluded.synced_at`,
    )
    .bind(now)
    .run();
}
