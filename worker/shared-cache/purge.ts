/**
 * @module Dropping shared pages from the platform's cache in front of the worker
 * (Cloudflare Workers Cache), everywhere at once: `ctx.cache.purge()` removes the
 * answers carrying a tag, `ctx.cache.invalidate()` marks them stale so the cache
 * asks the worker again with their `ETag` and keeps the body on a 304. No API
 * token: the worker purges its own cache.
 *
 * Local workerd has no such cache; `npm start` and the tests put a stand-in in
 * front of the site (scripts/workers-cache.mjs) and name its control endpoint in
 * WORKERS_CACHE_STANDIN_URL, a development-only setting. Neither: nothing to purge
 * (`off`).
 */
import type { Env } from "../env";
import { tagsToPurge } from "./page-tags";

export type SharedCacheWhat = { tags: readonly string[] } | { everything: true };

export interface SharedCacheOutcome {
  /** `off`: no shared cache to purge (plain `wrangler dev`). */
  result: "purged" | "invalidated" | "failed" | "off";
  /** The platform's refusal (its rate limit, for instance), for the log. */
  errors?: string[];
}

type Control = Pick<CacheContext, "purge" | "invalidate">;

/** The stand-in's control endpoint, answering as `ctx.cache` does. */
function standIn(url: string): Control {
  const call = (action: string) => async (options: CachePurgeOptions) => {
    const response = await fetch(`${url.replace(/\/+$/, "")}/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(options),
    });
    return (await response.json()) as CachePurgeResult;
  };
  return { purge: call("purge"), invalidate: call("invalidate") };
}

/** `ctx.cache` where the platform gives it (Hono types its context without it). */
function platformCache(ctx: object): Control | null {
  const cache: unknown = "cache" in ctx ? ctx.cache : undefined;
  if (typeof cache !== "object" || cache === null) return null;
  if (!("purge" in cache) || !("invalidate" in cache)) return null;
  const { purge, invalidate } = cache;
  if (typeof purge !== "function" || typeof invalidate !== "function") return null;
  return {
    purge: (options) => Promise.resolve(purge.call(cache, options)),
    invalidate: (options) => Promise.resolve(invalidate.call(cache, options)),
  };
}

function control(env: Env, ctx: object): Control | null {
  const url = env.WORKERS_CACHE_STANDIN_URL?.trim();
  if (url) return standIn(url);
  return platformCache(ctx);
}

function options(what: SharedCacheWhat): CachePurgeOptions | null {
  if ("everything" in what) return { purgeEverything: true };
  const tags = tagsToPurge(what.tags);
  return tags.length ? { tags } : null;
}

async function run(
  action: "purge" | "invalidate",
  env: Env,
  ctx: object,
  what: SharedCacheWhat,
): Promise<SharedCacheOutcome> {
  const cache = control(env, ctx);
  if (!cache) return { result: "off" };
  const asked = options(what);
  if (!asked) return { result: action === "purge" ? "purged" : "invalidated" };
  try {
    const answer = await cache[action](asked);
    if (answer.success) return { result: action === "purge" ? "purged" : "invalidated" };
    return { result: "failed", errors: answer.errors.map((e) => `${e.code}: ${e.message}`) };
  } catch (error) {
    return { result: "failed", errors: [String(error)] };
  }
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
