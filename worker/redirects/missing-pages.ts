/**
 * @module The 404s most asked for in the last days, for the report of what to
 * redirect next (report.ts, `npm run redirects`), in storage no visitor can make
 * grow: any visitor can invent addresses at will, so nothing is written per
 * address asked.
 *
 * - Each isolate tallies the addresses it answered 404 in memory, a space-saving
 *   top list of {@link TALLY_SIZE} (Metwally et al.: a new address takes the place
 *   of the least counted one and inherits its count, so the addresses asked most
 *   stay, their counts an upper bound).
 * - At most once a minute it adds its tally's {@link FLUSHED} most counted to the
 *   day's table in D1 (`missing_pages`, migrations/0006), one batch: the same
 *   space-saving rule there, {@link DAY_SIZE} rows a day, {@link DAYS_KEPT} days.
 *   The cron's run adds its isolate's tally too.
 *
 * So the database holds at most 800 rows and takes at most one batch of 60
 * statements a minute per isolate, however many addresses are invented. What an
 * isolate tallied in its last minute before it is evicted is lost: the report
 * counts approximately, which is all "what to redirect next" needs.
 */

export const TALLY_SIZE = 100;
export const FLUSHED = 20;
export const DAY_SIZE = 100;
export const DAYS_KEPT = 8;
export const FLUSH_EVERY_MS = 60_000;
/** An address longer than this is kept cut short: it is an invention, not a link. */
const MAX_PATH = 200;

const tally = new Map<string, number>();
let lastFlush = 0;

/** Counts one 404 in the isolate's tally, space-saving. */
export function countMissing(path: string): void {
  const key = path.slice(0, MAX_PATH);
  const held = tally.get(key);
  if (held !== undefined) {
    tally.set(key, held + 1);
    return;
  }
  if (tally.size < TALLY_SIZE) {
    tally.set(key, 1);
    return;
  }
  let least: [string, number] | null = null;
  for (const entry of tally) if (!least || entry[1] < least[1]) least = entry;
  if (!least) return;
  tally.delete(least[0]);
  tally.set(key, least[1] + 1);
}

function day(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * Adds the tally's most counted addresses to the day's table and empties it;
 * nothing when the last flush was less than a minute ago (unless `force`: the
 * cron's run) or nothing was tallied.
 */
export async function flushMissing(db: D1Database, now: number, force = false): Promise<void> {
  if (!tally.size || (!force && now - lastFlush < FLUSH_EVERY_MS)) return;
  lastFlush = now;
  const top = [...tally].sort((a, b) => b[1] - a[1]).slice(0, FLUSHED);
  tally.clear();
  const today = day(now);
  const oldest = day(now - (DAYS_KEPT - 1) * 86_400_000);
  const add = db.prepare("UPDATE missing_pages SET hits = hits + ?3 WHERE day = ?1 AND path = ?2");
  const insert = db.prepare(
    `INSERT INTO missing_pages (day, path, hits) SELECT ?1, ?2, ?3
     WHERE NOT EXISTS (SELECT 1 FROM missing_pages WHERE day = ?1 AND path = ?2)
       AND (SELECT COUNT(*) FROM missing_pages WHERE day = ?1) < ?4`,
  );
  // The day's least asked address gives its place, and its count, to the new one.
  const replace = db.prepare(
    `UPDATE missing_pages SET path = ?2, hits = hits + ?3
     WHERE rowid = (SELECT rowid FROM missing_pages WHERE day = ?1 ORDER BY hits, path LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM missing_pages WHERE day = ?1 AND path = ?2)`,
  );
  const statements = top.flatMap(([path, hits]) => [
    add.bind(today, path, hits),
    insert.bind(today, path, hits, DAY_SIZE),
    replace.bind(today, path, hits),
  ]);
  statements.push(db.prepare("DELETE FROM missing_pages WHERE day < ?1").bind(oldest));
  try {
    await db.batch(statements);
  } catch {
    // The report's figures are approximate; a failed write must not fail the 404.
  }
}

export interface MissingPage {
  path: string;
  hits: number;
}

/** The addresses answered 404 most often over the days kept, most asked first. */
export async function mostMissing(db: D1Database, limit = 20): Promise<MissingPage[]> {
  const { results } = await db
    .prepare(
      "SELECT path, SUM(hits) AS hits FROM missing_pages GROUP BY path ORDER BY hits DESC, path LIMIT ?1",
    )
    .bind(limit)
    .all<{ path: string; hits: number }>();
  return results.map((row) => ({ path: row.path, hits: row.hits }));
}
