/**
 * @module The worker's two entrypoints around the one app (worker/index.ts): the
 * gateway that runs for every request, and the cached entrypoint `SharedPages`,
 * which Workers Cache sits in front of (docs/caching.md, "The gateway").
 * Purges are scoped to the entrypoint that calls them ("Workers Cache → Purge"),
 * so the shared entrypoint also answers the worker's own purge calls: a `POST`
 * that only the worker itself can send, because the gateway hands it GET and HEAD
 * alone and no other Worker is bound to it.
 */
import type { Env } from "../env";
import { logEvent } from "../log";
import { relayEdgeHeaders } from "./front-cache";
import {
  fromStandIn,
  gatewayAnswer,
  type Route,
  routeOf,
  SHARED_CACHE_STATUS,
  SHARED_ENTRYPOINT,
  sharedRequest,
  withoutStandInMarks,
} from "./gateway";

export type AppFetch = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

/** The shared entrypoint's path for the worker's own purge calls. */
export const PURGE_PATH = "/__shared-cache/purge";

/** How the gateway reaches the shared entrypoint: through its cache. */
type SharedFetch = (request: Request, cacheKey: string) => Promise<Response>;

/** `ctx.exports.SharedPages` where the platform gives it (plain `wrangler dev` may not). */
export function sharedEntrypoint(
  ctx: object,
): ((request: Request, init?: RequestInit) => Promise<Response>) | null {
  const exported: unknown = "exports" in ctx ? ctx.exports : undefined;
  if (typeof exported !== "object" || exported === null) return null;
  if (!(SHARED_ENTRYPOINT in exported)) return null;
  const entrypoint: unknown = exported[SHARED_ENTRYPOINT];
  if ((typeof entrypoint !== "object" && typeof entrypoint !== "function") || !entrypoint)
    return null;
  if (!("fetch" in entrypoint) || typeof entrypoint.fetch !== "function") return null;
  const { fetch: call } = entrypoint;
  return async (request, init) => {
    const answer: unknown = await call.call(entrypoint, request, init);
    if (!(answer instanceof Response)) throw new Error(`${SHARED_ENTRYPOINT} answered no Response`);
    return answer;
  };
}

function sharedFetch(env: Env, ctx: ExecutionContext): SharedFetch | null {
  const standIn = env.WORKERS_CACHE_STANDIN_URL?.trim().replace(/\/+$/, "");
  if (standIn && env.WORKERS_CACHE_STANDIN_SECRET) {
    return (request, cacheKey) => {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set("x-workers-cache-url", request.url);
      headers.set("x-workers-cache-key", cacheKey);
      return fetch(`${standIn}/entrypoint/${SHARED_ENTRYPOINT}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        redirect: "manual",
      });
    };
  }
  const entrypoint = sharedEntrypoint(ctx);
  if (!entrypoint) return null;
  return (request, cacheKey) => entrypoint(request, { cf: { cacheKey } });
}

/**
 * The default entrypoint: routes each request (gateway.ts), and answers it from the
 * shared entrypoint or with the app; the stand-in's own requests as the shared
 * entrypoint go straight to the app.
 */
export async function gatewayFetch(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  app: AppFetch,
): Promise<Response> {
  if (fromStandIn(request, env))
    return sharedPagesFetch(withoutStandInMarks(request), env, ctx, app);
  const route: Route = routeOf(request);
  const shared = route.to === "shared" ? sharedFetch(env, ctx) : null;
  if (route.to === "app" || !shared) return gatewayAnswer(await app(request, env, ctx), false);
  try {
    // The gateway's own cache keys the URL as asked: it keeps a copy only of a URL
    // that is its canonical key (not a file asked with a query), asked without cookies.
    const asked = new URL(request.url);
    const frontMayKeep =
      !request.headers.has("cookie") && `${asked.pathname}${asked.search}` === route.cacheKey;
    const answer = gatewayAnswer(
      await shared(sharedRequest(request, route.url), route.cacheKey),
      true,
      frontMayKeep,
    );
    // One line per visit for `wrangler tail`: a hit runs nothing else that would say so.
    logEvent("info", "shared_cache", {
      path: route.cacheKey,
      status: answer.status,
      cache: answer.headers.get(SHARED_CACHE_STATUS),
    });
    return answer;
  } catch (error) {
    // The cache in front of the shared entrypoint failed: the app answers, uncached.
    logEvent("error", "gateway.shared_failed", { path: route.url.pathname, error: String(error) });
    return gatewayAnswer(await app(request, env, ctx), false);
  }
}

/**
 * The shared entrypoint: the app, its edge lifetime and tags relayed past its
 * cache to the gateway (front-cache.ts), and the worker's purge calls into its own
 * cache.
 */
export async function sharedPagesFetch(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  app: AppFetch,
): Promise<Response> {
  if (request.method === "POST" && new URL(request.url).pathname === PURGE_PATH)
    return answerPurgeCall(request, ctx);
  return relayEdgeHeaders(await app(request, env, ctx));
}

async function answerPurgeCall(request: Request, ctx: ExecutionContext): Promise<Response> {
  const cache = ctx.cache;
  // No cache in front of this entrypoint (plain `wrangler dev`): nothing to purge.
  if (!cache) return Response.json({ off: true });
  const body: unknown = await request.json().catch(() => null);
  const call = purgeCall(body);
  if (!call) return Response.json({ success: false, errors: [{ code: 400, message: "bad call" }] });
  const result =
    call.action === "purge"
      ? await cache.purge(call.options)
      : await cache.invalidate(call.options);
  return Response.json(result);
}

/** A purge call's body, checked: `{ action, options }` as purge.ts sends it. */
function purgeCall(
  body: unknown,
): { action: "purge" | "invalidate"; options: CachePurgeOptions } | null {
  if (typeof body !== "object" || body === null) return null;
  if (!("action" in body) || !("options" in body)) return null;
  const { action, options } = body;
  if (action !== "purge" && action !== "invalidate") return null;
  if (typeof options !== "object" || options === null) return null;
  const asked: CachePurgeOptions = {};
  if ("purgeEverything" in options && options.purgeEverything === true)
    asked.purgeEverything = true;
  if ("tags" in options && Array.isArray(options.tags))
    asked.tags = options.tags.filter((tag): tag is string => typeof tag === "string");
  if ("pathPrefixes" in options && Array.isArray(options.pathPrefixes))
    asked.pathPrefixes = options.pathPrefixes.filter((p): p is string => typeof p === "string");
  return { action, options: asked };
}
