/**
 * @module Dropping pages from Cloudflare's cache at every location, through the
 * purge-by-URL API (`POST /zones/{zone}/purge_cache` with `{ files }`). The Cache
 * API the HTML cache uses is per location: without this a page lives out its
 * HTML_CACHE_SECONDS wherever the webhook did not arrive.
 *
 * Off unless both the zone id and an API token with the zone's Cache Purge
 * permission are configured. Sent in batches of {@link URLS_PER_CALL}, each
 * retried with backoff on 429 and 5xx (or no answer), each logged with its counts
 * (never the token).
 */
import type { Env } from "../env";
import { logEvent } from "../log";

/** Cloudflare's limit of URLs per purge call on most plans. */
export const URLS_PER_CALL = 30;
/**
 * Beyond this many calls one `purge_everything` is sent instead: a full purge of
 * a large site would otherwise spend a worker invocation's subrequests on it.
 */
export const MAX_CALLS = 30;
/** Attempts per call, the first included. */
const ATTEMPTS = 4;
/** Backoff before the second attempt; doubles after each. */
const FIRST_BACKOFF_MS = 500;
/** The longest wait a `Retry-After` may ask for before the next attempt. */
const MAX_WAIT_MS = 10_000;
const DEFAULT_API_URL = "https://api.cloudflare.com/client/v4";

export interface PurgeApiConfig {
  /** The API's base URL, `…/client/v4`. */
  apiUrl: string;
  zoneId: string;
  token: string;
}

/** The configuration, or null when either the zone id or the token is missing (off). */
export function purgeApiConfig(env: Env): PurgeApiConfig | null {
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim();
  const token = env.CLOUDFLARE_PURGE_TOKEN?.trim();
  if (!zoneId || !token) return null;
  const apiUrl = (env.CLOUDFLARE_API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, "");
  return { apiUrl, zoneId, token };
}

export interface EverywhereResult {
  urls: number;
  calls: number;
  /** Calls that still failed after their retries: their URLs live out their cache time. */
  failed: number;
}

/**
 * Purges these absolute URLs everywhere, batch after batch. Never throws: a batch
 * that cannot be purged is logged, and its pages expire on their own.
 */
export async function purgeEverywhere(
  config: PurgeApiConfig,
  urls: readonly string[],
  requestId: string,
): Promise<EverywhereResult> {
  const unique = [...new Set(urls)];
  // null: the whole zone, in one call.
  const batches: (string[] | null)[] = [];
  if (unique.length > URLS_PER_CALL * MAX_CALLS) batches.push(null);
  else
    for (let i = 0; i < unique.length; i += URLS_PER_CALL)
      batches.push(unique.slice(i, i + URLS_PER_CALL));
  let failed = 0;
  for (const [index, files] of batches.entries()) {
    const outcome = await send(config, files ? { files } : { purge_everything: true });
    logEvent(outcome.ok ? "info" : "error", "cache.purged_everywhere", {
      requestId,
      batch: index + 1,
      batches: batches.length,
      urls: files?.length ?? unique.length,
      everything: files === null,
      attempts: outcome.attempts,
      status: outcome.status,
      ok: outcome.ok,
    });
    if (!outcome.ok) failed++;
  }
  return { urls: unique.length, calls: batches.length, failed };
}

interface Outcome {
  ok: boolean;
  attempts: number;
  /** The last answer's status; null when none came. */
  status: number | null;
}

async function send(
  config: PurgeApiConfig,
  body: { files: string[] } | { purge_everything: true },
): Promise<Outcome> {
  const url = `${config.apiUrl}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`;
  let status: number | null = null;
  for (let attempt = 1; ; attempt++) {
    let retryAfter: string | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      status = response.status;
      retryAfter = response.headers.get("retry-after");
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok && succeeded(answer)) return { ok: true, attempts: attempt, status };
      // A refusal (bad token, unknown zone, a URL of another zone) stays one.
      if (status !== 429 && status < 500) return { ok: false, attempts: attempt, status };
    } catch {
      status = null;
    }
    if (attempt >= ATTEMPTS) return { ok: false, attempts: attempt, status };
    await new Promise((r) => setTimeout(r, waitMs(attempt, retryAfter)));
  }
}

/** The API's envelope says `success: true` (a 200 can still carry errors). */
function succeeded(answer: unknown): boolean {
  return (
    typeof answer === "object" && answer !== null && "success" in answer && answer.success === true
  );
}

/** The backoff before the next attempt, or what the API asked for (bounded). */
export function waitMs(attempt: number, retryAfter: string | null): number {
  const asked = Number(retryAfter);
  if (retryAfter !== null && Number.isFinite(asked) && asked >= 0)
    return Math.min(asked * 1000, MAX_WAIT_MS);
  return Math.min(FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_WAIT_MS);
}
