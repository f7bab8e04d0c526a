/**
 * @module The site's share of the account's purge budget, kept in D1
 * (`shared_cache_purge_budget`): a token bucket of the platform's rate for
 * Workers Cache, the Free tier's whatever the plan (bursts of 25, 5 a minute;
 * "Workers Cache → Limitations"), so that the purge queue (purge-queue.ts) never
 * makes a call the platform would refuse. One row; every change is one SQL
 * statement, so two isolates never spend the same token.
 */

/** The platform's purge rate for Workers Cache. */
export const PURGE_BURST = 25;
export const PURGES_PER_MINUTE = 5;

/** The bucket refilled by the time passed since it was last counted, at most a burst. */
const REFILLED = "MIN(?1, tokens + MAX(0, ?3 - updated_at) * ?2)";

/**
 * Counts the time passed up to `now` into the bucket, whether or not a call
 * follows: a cron run at a later time than a webhook's clock banks what it
 * refilled, so a quiet minute is not lost to the next webhook. A full bucket is
 * left alone: a quiet site's cron writes nothing.
 */
export async function refillBudget(db: D1Database, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE shared_cache_purge_budget SET tokens = ${REFILLED}, updated_at = ?3
       WHERE id = 1 AND updated_at < ?3 AND tokens < ?1`,
    )
    .bind(PURGE_BURST, PURGES_PER_MINUTE / 60_000, now)
    .run();
}

/**
 * Takes `calls` calls from the budget at once, or none: a token bucket of the
 * platform's rate, refilled by the time passed since the last call counted. False
 * when fewer are left.
 */
export async function takeTokens(db: D1Database, now: number, calls: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE shared_cache_purge_budget
       SET tokens = ${REFILLED} - ?4, updated_at = MAX(updated_at, ?3)
       WHERE id = 1 AND ${REFILLED} >= ?4
       RETURNING tokens`,
    )
    .bind(PURGE_BURST, PURGES_PER_MINUTE / 60_000, now, calls)
    .first<{ tokens: number }>();
  return row !== null;
}
