/**
 * @module The purges the shared cache still owes, kept in D1 until the platform
 * has accepted them (migrations/0003_shared_cache_purges.sql).
 *
 * Workers Cache counts every purge against the Free tier's rate limit (bursts of
 * 25, 5 a minute, per account) and takes at most 100 tags a call ("Workers
 * Cache → Limitations"; Cloudflare's "Purge cache → Availability and limits"). A
 * bulk publish in Strapi sends about 280 webhooks in a minute and a half. So a
 * webhook does not call the platform itself: it writes its tags here (one row a
 * tag, so many webhooks naming the same tag wait as one) and then sends what is
 * owed, oldest first, at most 100 tags a call and never above the site's own token
 * bucket of the platform's rate, so no call is made that the platform would refuse.
 * A single publish is sent at once and shows on the next request. A backlog larger
 * than a minute of calls can carry is sent as one purge of everything. What the
 * budget or a failure leaves is sent by the next webhook or by the cron trigger,
 * every minute (worker/index.ts), until the platform accepts it.
 *
 * Log lines an operator can follow (`wrangler tail`): `cache.purge_sent`,
 * `cache.purge_deferred` (the budget is spent; `pending` tags wait),
 * `cache.purge_failed` (the platform refused or failed; retried).
 */
import type { Env } from "../env";
import { logEvent } from "../log";
import { tagsToPurge } from "./page-tags";
import {
  CALLS_PER_PURGE,
  invalidateSharedPages,
  MAX_TAGS_PER_CALL,
  purgeSharedPages,
  type SharedCacheOutcome,
} from "./purge";
import { PURGES_PER_MINUTE, refillBudget, takeTokens } from "./purge-budget";

/** More tags owed than a minute of calls carries: one purge of everything instead. */
export const BACKLOG_LIMIT = Math.floor(PURGES_PER_MINUTE / CALLS_PER_PURGE) * MAX_TAGS_PER_CALL;
/** Calls one webhook or cron run makes at most (a worker's subrequests are limited). */
const CALLS_PER_RUN = 5;

const PURGE_ALL = "*purge";
const INVALIDATE_ALL = "*invalidate";

/** What a change asks of the shared cache. */
export type Asked =
  | { action: "purge"; tags: readonly string[] }
  | { action: "purge" | "invalidate"; everything: true };

export interface QueueOutcome {
  /** `queued`: written down, sent by a later webhook or the cron trigger. */
  result: "purged" | "invalidated" | "queued" | "off";
  /** Tags (or purges of everything) still owed after this run. */
  pending: number;
}

interface Owed {
  tag: string;
  asked_at: number;
  attempts: number;
}

interface RunResult {
  sent: Set<string>;
  everything: boolean;
  off: boolean;
  pending: number;
}

/** The site's one D1 database (bound as CONTACT_OUTBOX, whose table it also holds). */
const database = (env: Env) => env.CONTACT_OUTBOX;

/**
 * Writes down what a change asks for, then sends what is owed. `purged` when this
 * change's tags went out in this run, `queued` when they wait for the budget.
 */
export async function askPurge(
  env: Env,
  ctx: object,
  asked: Asked,
  requestId: string,
  now = Date.now(),
): Promise<QueueOutcome> {
  const tags =
    "everything" in asked
      ? [asked.action === "purge" ? PURGE_ALL : INVALIDATE_ALL]
      : tagsToPurge(asked.tags);
  const done = asked.action === "purge" ? "purged" : "invalidated";
  if (!tags.length) return { result: done, pending: 0 };
  const db = database(env);
  await db.batch(
    tags.map((tag) =>
      db
        .prepare(
          `INSERT INTO shared_cache_purges (tag, asked_at) VALUES (?1, ?2)
           ON CONFLICT (tag) DO UPDATE SET asked_at = MAX(asked_at, excluded.asked_at)`,
        )
        .bind(tag, now),
    ),
  );
  const run = await flushPurges(env, ctx, now, requestId);
  if (run.off) return { result: "off", pending: 0 };
  const sent = run.everything || tags.every((tag) => run.sent.has(tag));
  return { result: sent ? done : "queued", pending: run.pending };
}

/**
 * Sends what is owed, oldest first, within the budget: the webhook after its own
 * tags, the cron trigger every minute. `now`: the time the budget is counted at.
 */
export async function flushPurges(
  env: Env,
  ctx: object,
  now = Date.now(),
  requestId?: string,
): Promise<RunResult> {
  const db = database(env);
  const run: RunResult = { sent: new Set(), everything: false, off: false, pending: 0 };
  await refillBudget(db, now);
  for (let call = 0; call < CALLS_PER_RUN; call++) {
    const { results: owed } = await db
      .prepare(
        "SELECT tag, asked_at, attempts FROM shared_cache_purges ORDER BY asked_at, tag LIMIT ?1",
      )
      .bind(BACKLOG_LIMIT + 1)
      .all<Owed>();
    if (!owed.length) break;
    const next = nextCall(owed);
    if (!(await takeTokens(db, now, CALLS_PER_PURGE))) {
      logEvent("warn", "cache.purge_deferred", {
        requestId,
        reason: "purge budget spent",
        pending: await pendingCount(db),
      });
      break;
    }
    const startedAt = Date.now();
    const outcome = await send(env, ctx, next);
    if (outcome.result === "off") {
      // No shared cache (plain `wrangler dev`): nothing to purge, nothing owed.
      await db.prepare("DELETE FROM shared_cache_purges").run();
      run.off = true;
      return run;
    }
    if (outcome.result === "failed") {
      await markFailed(db, next.rows, outcome.errors?.join("; ") ?? "failed");
      logEvent("error", "cache.purge_failed", {
        requestId,
        errors: outcome.errors,
        tags: next.rows.length,
        attempts: Math.max(...next.rows.map((row) => row.attempts)) + 1,
        pending: await pendingCount(db),
      });
      break;
    }
    await settle(db, next, startedAt);
    for (const row of next.rows) run.sent.add(row.tag);
    if (next.kind === "everything") run.everything = true;
    logEvent("info", "cache.purge_sent", {
      requestId,
      action: next.kind === "invalidate" ? "invalidate" : "purge",
      everything: next.kind !== "tags",
      tags: next.kind === "tags" ? next.rows.length : undefined,
      reason: next.reason,
    });
  }
  run.pending = await pendingCount(db);
  return run;
}

type Call = {
  kind: "tags" | "everything" | "invalidate";
  rows: Owed[];
  reason?: string;
};

/** What the next call asks for, from the owed rows (oldest first, at most the backlog limit + 1). */
export function nextCall(owed: readonly Owed[]): Call {
  if (owed.length > BACKLOG_LIMIT)
    return { kind: "everything", rows: [...owed], reason: "backlog above a minute of calls" };
  if (owed.some((row) => row.tag === PURGE_ALL))
    return { kind: "everything", rows: [...owed], reason: "asked" };
  const invalidate = owed.find((row) => row.tag === INVALIDATE_ALL);
  if (invalidate) return { kind: "invalidate", rows: [invalidate] };
  return { kind: "tags", rows: owed.slice(0, MAX_TAGS_PER_CALL) };
}

function send(env: Env, ctx: object, call: Call): Promise<SharedCacheOutcome> {
  if (call.kind === "everything") return purgeSharedPages(env, ctx, { everything: true });
  if (call.kind === "invalidate") return invalidateSharedPages(env, ctx, { everything: true });
  return purgeSharedPages(env, ctx, { tags: call.rows.map((row) => row.tag) });
}

/**
 * Removes what a call covered, unless a change asked for it again meanwhile: a
 * purge of everything covers every row asked before the call started.
 */
async function settle(db: D1Database, call: Call, startedAt: number): Promise<void> {
  if (call.kind === "everything") {
    await db.prepare("DELETE FROM shared_cache_purges WHERE asked_at <= ?1").bind(startedAt).run();
    return;
  }
  await db.batch(
    call.rows.map((row) =>
      db
        .prepare("DELETE FROM shared_cache_purges WHERE tag = ?1 AND asked_at <= ?2")
        .bind(row.tag, row.asked_at),
    ),
  );
}

async function markFailed(db: D1Database, rows: readonly Owed[], error: string): Promise<void> {
  await db.batch(
    rows.map((row) =>
      db
        .prepare(
          "UPDATE shared_cache_purges SET attempts = attempts + 1, last_error = ?2 WHERE tag = ?1",
        )
        .bind(row.tag, error.slice(0, 500)),
    ),
  );
}

async function pendingCount(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS pending FROM shared_cache_purges")
    .first<{ pending: number }>();
  return row?.pending ?? 0;
}
