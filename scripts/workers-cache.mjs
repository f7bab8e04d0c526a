/**
 * A local stand-in for Cloudflare Workers Cache, the tiered cache in front of each
 * of the worker's entrypoints in production (wrangler.toml: `[cache]`, and
 * `[exports.<Name>] cache`). Local workerd (wrangler 4.156 / miniflare 4.20260730)
 * does not simulate it: `wrangler dev` runs the worker on every request and leaves
 * `ctx.cache` and `ctx.exports`' cache without effect. So `npm start`, the tests and
 * the bench put this in front of the worker, as strict as Cloudflare's documentation
 * (docs/caching.md, "The local stand-in for Workers Cache", lists each rule, its
 * page, and where the pages are silent or disagree and which reading is taken):
 *
 * - one cache per entrypoint: visitors' port is the `default` entrypoint's; the
 *   gateway reaches a named one (`ctx.exports.<Name>.fetch(request, { cf: {
 *   cacheKey } })` in production) at `<control>/entrypoint/<Name><path and query>`
 *   with `x-workers-cache-url` (the request's URL) and `x-workers-cache-key`; an
 *   entrypoint whose cache is off passes everything through (`DYNAMIC`);
 * - only GET and HEAD (sharing one entry) are cached; a request with
 *   `Authorization` or a WebSocket upgrade always reaches the worker;
 * - the key: the version (unless `crossVersionCache`), the path and query or the
 *   caller's `cf.cacheKey` (never the host, never a cookie), the headers Cloudflare
 *   keys against cache poisoning, and the response's `Vary` (values byte for byte);
 * - freshness from `Cloudflare-CDN-Cache-Control`, then `CDN-Cache-Control`, then
 *   `Cache-Control` (`s-maxage` before `max-age`); without any, RFC 9111's
 *   heuristics by status; `stale-while-revalidate` serves the stale copy and asks
 *   the worker in the background; on a 5xx or a failed connection while
 *   revalidating the copy is served `STALE` within `stale-if-error` (without one:
 *   indefinitely); both off with `s-maxage`, `must-revalidate`, `proxy-revalidate`;
 *   `no-cache` stores and revalidates every time;
 * - never stored: `private`, `no-store`, `Set-Cookie`, `Vary: *`, 206, 520–526;
 * - `Range` never reaches the worker: the cache slices the full body (206, 416);
 * - `Cache-Tag` (and the edge header) are consumed, never sent on; tags beyond the
 *   limits are dropped; a 304 revalidation replaces the stored headers it names and
 *   the tags entirely;
 * - revalidation sends the stored `ETag` as `If-None-Match`; a 304 keeps the body;
 *   a caller's own `If-None-Match` that matches is answered 304 by the cache;
 * - purge by tag (case-insensitive), path prefix or everything, and invalidate
 *   (stale at once), scoped to one entrypoint, every variant of a URL together,
 *   within the Free plan's purge limits (a token bucket of 25, 5 a minute; 100
 *   operations a call), on a control port the worker reaches through
 *   WORKERS_CACHE_STANDIN_URL, answered `{ success, errors }` as `ctx.cache` does.
 *
 * It counts every request it hands to the worker (`GET /stats` on the control
 * port), so tests can tell that a hit never ran the worker. One copy per stack, in
 * memory: a fresh stack starts cold, as a new deployment does. Its clock (`now`,
 * `POST /clock`) and version (`POST /deploy`) are the tests' to move.
 *
 * This file wires the parts in scripts/workers-cache/ together: calls.mjs (a
 * request as the cache sees it), store.mjs (the caches and their clock),
 * serve.mjs (hit, stale, revalidation, miss), to-worker.mjs, purge.mjs,
 * stats.mjs and control.mjs (the control port).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { visitorCall } from "./workers-cache/calls.mjs";
import { controlServer } from "./workers-cache/control.mjs";
import { cachePolicy, storedTags } from "./workers-cache/policy.mjs";
import { purger } from "./workers-cache/purge.mjs";
import { FREE_PURGE_LIMITS, tokenBucket } from "./workers-cache/purge-limits.mjs";
import { cacheServer } from "./workers-cache/serve.mjs";
import { invocationStats } from "./workers-cache/stats.mjs";
import { entrypointStore } from "./workers-cache/store.mjs";
import { workerClient } from "./workers-cache/to-worker.mjs";

export { cachePolicy, storedTags };

const DEFAULT_ENTRYPOINTS = { default: { enabled: true }, SharedPages: { enabled: true } };

/**
 * @param {{
 *   port: number, target: string, host?: string,
 *   entrypoints?: Record<string, { enabled: boolean }>,
 *   version?: string, crossVersionCache?: boolean, now?: () => number,
 *   purgeLimits?: { burst?: number, perMinute?: number, maxPerCall?: number },
 *   staticAssets?: (path: string) => boolean,
 * }} options `target`: the worker's origin (`http://127.0.0.1:<port>`); `port` 0:
 * any free port. `staticAssets(path)`: whether Workers Static Assets answers the
 * path before the worker (and so before its cache) runs: such a request passes
 * through untouched.
 */
export async function startWorkersCache({
  port,
  target,
  host = "127.0.0.1",
  entrypoints = DEFAULT_ENTRYPOINTS,
  version = "v1",
  crossVersionCache = false,
  now = Date.now,
  purgeLimits = {},
  staticAssets = () => false,
}) {
  const origin = new URL(target);
  const secret = randomBytes(24).toString("hex");
  let offset = 0;
  const clock = () => now() + offset;
  const live = { version, crossVersionCache: Boolean(crossVersionCache) };
  const limits = { ...FREE_PURGE_LIMITS, ...purgeLimits };
  const bucket = tokenBucket({ burst: limits.burst, perMinute: limits.perMinute, now: clock });
  const store = entrypointStore({ live, clock });
  const book = invocationStats();

  function configure(settings) {
    store.configure(settings);
    for (const name of Object.keys(settings)) book.addEntrypoint(name);
  }
  // An entrypoint not listed inherits the Worker's `[cache] enabled` (on).
  configure({ ...DEFAULT_ENTRYPOINTS, ...entrypoints });
  book.reset(store.names());

  const toWorker = workerClient({ origin, secret, count: book.count });
  const answer = cacheServer({ store, toWorker, revalidated: book.revalidated, staticAssets });

  // Node's default of 16 KiB of request head would refuse, without a body of the
  // worker's, URLs that Cloudflare hands to the worker: the worker answers those.
  const server = createServer({ maxHeaderSize: 64 * 1024 }, (req, res) =>
    answer(visitorCall(req), res),
  );
  const control = controlServer({
    live,
    store,
    configure,
    book,
    purgeCall: purger({
      store,
      bucket,
      maxPerCall: limits.maxPerCall,
      purged: book.purged,
      clock,
    }),
    answer,
    advance: (ms) => {
      offset += ms;
      return clock();
    },
  });

  await new Promise((done) => server.listen(port, host, done));
  await new Promise((done) => control.listen(0, "127.0.0.1", done));
  return {
    url: `http://${host}:${server.address().port}`,
    controlUrl: `http://127.0.0.1:${control.address().port}`,
    /** What the worker checks in `x-workers-cache-secret`: a request from here, as an entrypoint. */
    entrypointSecret: secret,
    stop: () => {
      const closed = Promise.all([
        new Promise((done) => server.close(done)),
        new Promise((done) => control.close(done)),
      ]);
      server.closeAllConnections?.();
      control.closeAllConnections?.();
      return closed;
    },
  };
}
