/**
 * How the stand-in for Workers Cache answers one call: a fresh hit from the store,
 * a stale copy while it revalidates in the background, a revalidation with the
 * stored validator, a miss, or straight to the worker when the call may not be
 * cached. The one place that decides whether the worker runs, so the order of
 * those rules reads top to bottom.
 */
import { pathOf } from "./calls.mjs";
import { answerFor } from "./respond.mjs";

/** What a miss or a revalidation never forwards: the cache's own conditions and ranges. */
const CACHE_ASKS = { "if-modified-since": null, range: null, "if-range": null };

/** The answer to the caller (respond.mjs); no body for a HEAD. */
function send(res, call, answer, cacheStatus, options) {
  const { status, headers, body } = answerFor(call, answer, cacheStatus, options);
  res.writeHead(status, headers);
  res.end(call.method === "HEAD" ? undefined : body);
}

const fromCache = (res, call, variant, cacheStatus, extra = {}) =>
  send(res, call, variant, cacheStatus, { extra });

/**
 * `store`: store.mjs's; `toWorker`: to-worker.mjs's; `revalidated(entrypoint, path, status)`:
 * records each revalidation; `staticAssets(path)`: a visitor's path that Workers
 * Static Assets answers before any entrypoint, and so before its cache. Returns `answer(call, res)`, which never rejects: a
 * failure is the caller's 502.
 */
export function cacheServer({ store, toWorker, revalidated, staticAssets = () => false }) {
  /** Stale copies being revalidated in the background: one revalidation each at a time. */
  const refreshing = new Set();

  /**
   * Asks the worker again with the stored validator. `{ status }`: serve the stored
   * copy (`REVALIDATED` after a 304, `STALE` after an error within stale-if-error);
   * `{ answer }`: serve the worker's answer (stored in its place if it may be);
   * `{ error }`: the worker could not be reached and the copy is gone.
   */
  async function revalidate(call, variant) {
    const set = { ...CACHE_ASKS, "if-none-match": variant.etag ?? null };
    let answer = null;
    let error = null;
    try {
      answer = await toWorker(call, { method: "GET", set });
    } catch (failure) {
      error = failure;
    }
    // 502: the worker could not be reached.
    revalidated(call.entrypoint, pathOf(call.url), answer?.status ?? 502);
    // A 5xx (520–526 too) or no answer at all: the worker failed ("Serve stale on error").
    if (error || (answer.status >= 500 && answer.status <= 599)) {
      if (store.withinStaleIfError(variant)) return { status: "STALE" };
      if (error) {
        store.drop(call, variant);
        return { error };
      }
    } else if (answer.status === 304) {
      store.refresh(variant, answer);
      return { status: "REVALIDATED" };
    }
    store.store(call, answer, variant);
    return { answer };
  }

  /** Straight to the worker, method and body as they came; nothing stored. */
  async function passThrough(call, res) {
    const chunks = [];
    for await (const chunk of call.req) chunks.push(chunk);
    const answer = await toWorker(call, { body: chunks.length ? Buffer.concat(chunks) : null });
    // DYNAMIC whatever the worker said: a gateway relaying its cached entrypoint's
    // cf-cache-status does not reach visitors (docs are silent; the harsher reading).
    return send(res, call, answer, "DYNAMIC", { cached: false });
  }

  async function handle(call, res) {
    // Workers Caching applies to a fetch handler's requests only ("Limitations →
    // Other invocation types"); a static asset is served before the worker runs.
    const asset = call.entrypoint === "default" && staticAssets(pathOf(call.url));
    const cacheable =
      !asset &&
      store.isEnabled(call.entrypoint) &&
      (call.method === "GET" || call.method === "HEAD") &&
      !call.headers.authorization &&
      (call.headers.upgrade ?? "").toLowerCase() !== "websocket" &&
      !call.url.startsWith("/cdn-cgi/");
    if (!cacheable) return passThrough(call, res);
    const variant = store.find(call);
    if (variant && store.isFresh(variant))
      return fromCache(res, call, variant, "HIT", { age: String(Math.floor(store.age(variant))) });
    if (variant && store.withinSwr(variant)) {
      if (!refreshing.has(variant)) {
        refreshing.add(variant);
        revalidate(call, variant)
          .catch(() => {})
          .finally(() => refreshing.delete(variant));
      }
      return fromCache(res, call, variant, "UPDATING");
    }
    if (variant) {
      const outcome = await revalidate(call, variant);
      if (outcome.status) return fromCache(res, call, variant, outcome.status);
      if (outcome.error) throw outcome.error;
      return send(res, call, outcome.answer, "EXPIRED");
    }
    // A miss: the worker gets the request as the cache would send it (a HEAD as a GET).
    const set = { ...CACHE_ASKS, "if-none-match": null };
    const answer = await toWorker(call, { method: "GET", set });
    const stored = store.store(call, answer);
    return send(res, call, answer, stored ? "MISS" : "BYPASS");
  }

  return function answer(call, res) {
    handle(call, res).catch((error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`workers-cache stand-in: ${error}`);
    });
  };
}
