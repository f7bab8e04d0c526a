/**
 * @module Dropping shared pages from the platform's cache in front of the shared
 * entrypoint (Cloudflare Workers Cache), everywhere at once: `purge()` removes the
 * answers carrying a tag, `invalidate()` marks them stale so the cache asks the
 * worker again with their `ETag` and keeps the body on a 304. No API token: the
 * worker purges its own cache. Purges are scoped to the entrypoint that calls
 * them, so the call is made inside the shared entrypoint (entrypoints.ts,
 * `PURGE_PATH`), whoever asks: the webhook, the purge queue's retries.
 *
 * Local workerd has no such cache; `npm start` and the tests put a stand-in in
 * front of the site (scripts/workers-cache.mjs) and name its control endpoint in
 * WORKERS_CACHE_STANDIN_URL, a development-only setting. Neither: nothing to purge
 * (`off`).
 */
import type { Env } from "../env";
import { PURGE_PATH, sharedEntrypoint } from "./entrypoints";
import { GATEWAY_ENTRYPOINT, SHARED_ENTRYPOINT, STANDIN_ENTRYPOINT_HEADER } from "./gateway";

export type SharedCacheWhat = { tags: readonly string[] } | { everything: true };

export interface SharedCacheOutcome {
  /** `off`: no shared cache to purge (plain `wrangler dev`). */
  result: "purged" | "invalidated" | "failed" | "off";
  /** The platform's refusal (its rate limit, for instance), for the log. */
  errors?: string[];
}

/** A call's answer, or `off`: the shared entrypoint runs without a cache (plain `wrangler dev`). */
type CallResult = CachePurgeResult | "off";
type Control = Record<"purge" | "invalidate", (options: CachePurgeOptions) => Promise<CallResult>>;

/** The platform takes at most 100 operations (tags, path prefixes) in one call. */
export const MAX_TAGS_PER_CALL = 100;

/** A purge call's answer, as `ctx.cache` gives it, read without trusting its shape. */
async function purgeResult(response: Response): Promise<CallResult> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body === "object" && body !== null && "off" in body && body.off === true) return "off";
  if (typeof body !== "object" || body === null || !("success" in body))
    return { success: false, errors: [{ code: response.status, message: "unreadable answer" }] };
  const errors: unknown = "errors" in body ? body.errors : [];
  return {
    success: body.success === true,
    errors: (Array.isArray(errors) ? errors : []).map((each: unknown) => ({
      code: typeof each === "object" && each && "code" in each ? Number(each.code) : 0,
      message:
        typeof each === "object" && each && "message" in each ? String(each.message) : "unknown",
    })),
  };
}

/** The stand-in's control endpoint, answering as the named entrypoint's `ctx.cache` does. */
function standIn(url: string, entrypoint: string): Control {
  const call = (action: string) => async (options: CachePurgeOptions) => {
    const response = await fetch(`${url.replace(/\/+$/, "")}/${action}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [STANDIN_ENTRYPOINT_HEADER]: entrypoint,
      },
      body: JSON.stringify(options),
    });
    return purgeResult(response);
  };
  return { purge: call("purge"), invalidate: call("invalidate") };
}

/** The shared entrypoint, asked to purge its own cache (entrypoints.ts, `PURGE_PATH`). */
function throughSharedEntrypoint(ctx: object): Control | null {
  const entrypoint = sharedEntrypoint(ctx);
  if (!entrypoint) return null;
  const call = (action: "purge" | "invalidate") => async (options: CachePurgeOptions) =>
    purgeResult(
      await entrypoint(
        new Request(`https://shared-cache.internal${PURGE_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action, options }),
        }),
      ),
    );
  return { purge: call("purge"), invalidate: call("invalidate") };
}

/** The gateway's own cache (front-cache.ts): `ctx.cache` of the default entrypoint, which asks. */
function gatewaysOwn(ctx: object): Control | null {
  const cache: unknown = "cache" in ctx ? ctx.cache : undefined;
  if (!isCacheContext(cache)) return null;
  return {
    purge: (options) => cache.purge(options),
    invalidate: (options) => cache.invalidate(options),
  };
}

function isCacheContext(value: unknown): value is CacheContext {
  return (
    typeof value === "object" &&
    value !== null &&
    "purge" in value &&
    typeof value.purge === "function" &&
    "invalidate" in value &&
    typeof value.invalidate === "function"
  );
}

/**
 * The caches a purge reaches, in this order: the shared entrypoint's first, then
 * the gateway's own, so the gateway never refills its copy from a shared copy
 * that is still the old one. Each is a call of its own against the budget.
 */
function controls(env: Env, ctx: object): Control[] {
  const url = env.WORKERS_CACHE_STANDIN_URL?.trim();
  if (url) return [standIn(url, SHARED_ENTRYPOINT), standIn(url, GATEWAY_ENTRYPOINT)];
  const shared = throughSharedEntrypoint(ctx);
  if (!shared) return [];
  const own = gatewaysOwn(ctx);
  return own ? [shared, own] : [shared];
}

/** The calls one purge makes: one to each cache (purge-queue.ts counts them against the budget). */
export const CALLS_PER_PURGE = 2;

/** The call's options: the tags as given (purge-queue.ts has made them the header's spelling). */
function options(what: SharedCacheWhat): CachePurgeOptions | null {
  if ("everything" in what) return { purgeEverything: true };
  const tags = [...new Set(what.tags)];
  return tags.length ? { tags } : null;
}

async function run(
  action: "purge" | "invalidate",
  env: Env,
  ctx: object,
  what: SharedCacheWhat,
): Promise<SharedCacheOutcome> {
  const caches = controls(env, ctx);
  if (!caches.length) return { result: "off" };
  const asked = options(what);
  if (asked?.tags && asked.tags.length > MAX_TAGS_PER_CALL)
    return {
      result: "failed",
      errors: [`${asked.tags.length} tags: above ${MAX_TAGS_PER_CALL} a call`],
    };
  const done = action === "purge" ? "purged" : "invalidated";
  if (!asked) return { result: done };
  let off = true;
  for (const cache of caches) {
    try {
      const answer = await cache[action](asked);
      if (answer === "off") continue;
      off = false;
      if (!answer.success)
        return { result: "failed", errors: answer.errors.map((e) => `${e.code}: ${e.message}`) };
    } catch (error) {
      return { result: "failed", errors: [String(error)] };
    }
  }
  return { result: off ? "off" : done };
}

/** Removes the shared pages built from content with these tags (or all): the next request renders. */
export function purgeSharedPages(
  env: Env,
  ctx: object,
  what: SharedCacheWhat,
): Promise<SharedCacheOutcome> {
  return run("purge", env, ctx, what);
}

/** Marks them stale: the cache revalidates each with the worker, which answers 304 when unchanged. */
export function invalidateSharedPages(
  env: Env,
  ctx: object,
  what: SharedCacheWhat,
): Promise<SharedCacheOutcome> {
  return run("invalidate", env, ctx, what);
}
