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
 */
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import { cachePolicy, storedTags } from "./workers-cache/policy.mjs";
import { checkPurgeCall, FREE_PURGE_LIMITS, tokenBucket } from "./workers-cache/purge-limits.mjs";
import { answerFor, HOP_BY_HOP, MARK } from "./workers-cache/respond.mjs";

export { cachePolicy, storedTags };

const KEYED_HEADERS = [
  "x-http-method-override",
  "x-http-method",
  "x-method-override",
  "x-forwarded-host",
  "x-host",
  "x-original-url",
  "x-rewrite-url",
  "forwarded",
  "cloudflare-workers-version-key",
];
const DEFAULT_ENTRYPOINTS = { default: { enabled: true }, SharedPages: { enabled: true } };
const ENTRYPOINT_ROUTE = /^\/entrypoint\/([A-Za-z_$][\w$]*)(\/.*)$/;
/** What a miss or a revalidation never forwards: the cache's own conditions and ranges. */
const CACHE_ASKS = { "if-modified-since": null, range: null, "if-range": null };

const pathOf = (url) => url.split("?")[0];

function withoutMarks(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(MARK)) out[name] = value;
  return out;
}

/**
 * @param {{
 *   port: number, target: string, host?: string,
 *   entrypoints?: Record<string, { enabled: boolean }>,
 *   version?: string, crossVersionCache?: boolean, now?: () => number,
 *   purgeLimits?: { burst?: number, perMinute?: number, maxPerCall?: number },
 * }} options `target`: the worker's origin (`http://127.0.0.1:<port>`); `port` 0:
 * any free port.
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
}) {
  const origin = new URL(target);
  const secret = randomBytes(24).toString("hex");
  let offset = 0;
  const clock = () => now() + offset;
  const live = { version, crossVersionCache: Boolean(crossVersionCache) };
  const limits = { ...FREE_PURGE_LIMITS, ...purgeLimits };
  const bucket = tokenBucket({ burst: limits.burst, perMinute: limits.perMinute, now: clock });
  /** entrypoint name → cache on or off */
  const enabled = new Map();
  /** entrypoint name → key → variants: { vary, varyValues, status, headers, body, storedAt, fresh, swr, staleIfError, tags, etag, path, staleAt? } */
  const caches = new Map();
  const refreshing = new Set();
  const stats = {};

  function emptyStats() {
    const perEntrypoint = {};
    for (const name of enabled.keys()) perEntrypoint[name] = { total: 0, invocations: {} };
    return {
      total: 0,
      invocations: {},
      revalidations: [],
      entrypoints: perEntrypoint,
      purges: { accepted: 0, refused: 0, calls: [] },
    };
  }

  function configure(settings) {
    for (const [name, setting] of Object.entries(settings)) {
      enabled.set(name, setting?.enabled === true);
      if (!caches.has(name)) caches.set(name, new Map());
      if (stats.entrypoints && !stats.entrypoints[name])
        stats.entrypoints[name] = { total: 0, invocations: {} };
    }
  }
  // An entrypoint not listed inherits the Worker's `[cache] enabled` (on).
  configure({ ...DEFAULT_ENTRYPOINTS, ...entrypoints });
  Object.assign(stats, emptyStats());

  function count(call) {
    const path = pathOf(call.url);
    const mine = stats.entrypoints[call.entrypoint];
    stats.total++;
    stats.invocations[path] = (stats.invocations[path] ?? 0) + 1;
    mine.total++;
    mine.invocations[path] = (mine.invocations[path] ?? 0) + 1;
  }

  /**
   * One request to the worker as `call.entrypoint`, the body read whole (pages are
   * small). `set`: headers to set (null: remove). Asked without compression, so
   * every caller can be given the stored body. The worker checks the secret.
   */
  function toWorker(call, { method = call.method, set = {}, body = null } = {}) {
    count(call);
    const headers = {
      ...call.headers,
      "accept-encoding": "identity",
      [`${MARK}entrypoint`]: call.entrypoint,
      [`${MARK}secret`]: secret,
    };
    for (const [name, value] of Object.entries(set))
      if (value === null) delete headers[name];
      else headers[name] = value;
    return new Promise((resolveAnswer, reject) => {
      const outgoing = httpRequest(
        { host: origin.hostname, port: origin.port, path: call.url, method, headers },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () =>
            resolveAnswer({
              status: res.statusCode ?? 502,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body ?? undefined);
    });
  }

  function keyOf(call) {
    const parts = [live.crossVersionCache ? null : live.version, call.keyUrl];
    for (const name of KEYED_HEADERS) parts.push(call.headers[name] ?? "");
    const scheme = call.headers["x-forwarded-scheme"];
    parts.push(scheme === "http" || scheme === "https" ? "" : (scheme ?? ""));
    return JSON.stringify(parts);
  }

  /** The values of the `Vary`-listed headers, compared byte for byte ("Vary": verbatim). */
  function varyValues(vary, call) {
    return JSON.stringify(vary.map((name) => call.headers[name] ?? null));
  }

  const listOf = (call) => caches.get(call.entrypoint).get(keyOf(call)) ?? [];
  const selects = (variant, call) => varyValues(variant.vary, call) === variant.varyValues;
  const findVariant = (call) => listOf(call).find((v) => selects(v, call));

  function setList(call, list) {
    const cache = caches.get(call.entrypoint);
    if (list.length) cache.set(keyOf(call), list);
    else cache.delete(keyOf(call));
  }

  /** Stores the answer if it may be (replacing `old` and what this request selects). */
  function store(call, answer, old = null) {
    const policy = cachePolicy(answer.status, answer.headers, clock());
    const kept = listOf(call).filter((v) => v !== old && (!policy.store || !selects(v, call)));
    if (!policy.store) {
      setList(call, kept);
      return null;
    }
    const variant = {
      vary: policy.vary,
      varyValues: varyValues(policy.vary, call),
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      storedAt: clock(),
      fresh: policy.fresh,
      swr: policy.swr,
      staleIfError: policy.staleIfError,
      tags: storedTags(answer.headers["cache-tag"]),
      etag: answer.headers.etag,
      path: pathOf(call.keyUrl),
    };
    setList(call, [...kept, variant]);
    return variant;
  }

  const age = (variant) => (clock() - variant.storedAt) / 1000;
  const isFresh = (variant) => variant.staleAt === undefined && age(variant) < variant.fresh;
  /** Seconds since the copy went stale (its lifetime ran out, or it was invalidated). */
  const staleFor = (variant) =>
    (clock() - (variant.staleAt ?? variant.storedAt + variant.fresh * 1000)) / 1000;
  const withinSwr = (variant) => variant.swr > 0 && staleFor(variant) < variant.swr;
  const withinStaleIfError = (variant) => staleFor(variant) < variant.staleIfError;

  /** A 304 updates the stored headers with its own (RFC 9111 §4.3.4), its tags replace all. */
  function refresh(variant, answer) {
    const headers = { ...variant.headers };
    for (const [name, value] of Object.entries(answer.headers))
      if (!HOP_BY_HOP.has(name) && name !== "content-length") headers[name] = value;
    // Docs are silent on tags and a 304; the harsher reading: exactly the 304's.
    if (answer.headers["cache-tag"] === undefined) delete headers["cache-tag"];
    headers["content-length"] = String(variant.body.length);
    const policy = cachePolicy(variant.status, headers, clock());
    Object.assign(variant, {
      headers,
      storedAt: clock(),
      staleAt: undefined,
      fresh: policy.store ? policy.fresh : 0,
      swr: policy.store ? policy.swr : 0,
      staleIfError: policy.store ? policy.staleIfError : 0,
      tags: storedTags(answer.headers["cache-tag"]),
      etag: headers.etag,
    });
  }

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
    stats.revalidations.push({ path: pathOf(call.url), status: answer?.status ?? 502 });
    // A 5xx (520–526 too) or no answer at all: the worker failed ("Serve stale on error").
    if (error || (answer.status >= 500 && answer.status <= 599)) {
      if (withinStaleIfError(variant)) return { status: "STALE" };
      if (error) {
        setList(
          call,
          listOf(call).filter((v) => v !== variant),
        );
        return { error };
      }
    } else if (answer.status === 304) {
      refresh(variant, answer);
      return { status: "REVALIDATED" };
    }
    store(call, answer, variant);
    return { answer };
  }

  /** The answer to the caller (respond.mjs); no body for a HEAD. */
  function send(res, call, answer, cacheStatus, options) {
    const { status, headers, body } = answerFor(call, answer, cacheStatus, options);
    res.writeHead(status, headers);
    res.end(call.method === "HEAD" ? undefined : body);
  }

  const fromCache = (res, call, variant, cacheStatus, extra = {}) =>
    send(res, call, variant, cacheStatus, { extra });

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
    const cacheable =
      enabled.get(call.entrypoint) &&
      (call.method === "GET" || call.method === "HEAD") &&
      !call.headers.authorization &&
      (call.headers.upgrade ?? "").toLowerCase() !== "websocket" &&
      !call.url.startsWith("/cdn-cgi/");
    if (!cacheable) return passThrough(call, res);
    const variant = findVariant(call);
    if (variant && isFresh(variant))
      return fromCache(res, call, variant, "HIT", { age: String(Math.floor(age(variant))) });
    if (variant && withinSwr(variant)) {
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
    const stored = store(call, answer);
    return send(res, call, answer, stored ? "MISS" : "BYPASS");
  }

  function answerSafely(call, res) {
    handle(call, res).catch((error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`workers-cache stand-in: ${error}`);
    });
  }

  // Node's default of 16 KiB of request head would refuse, without a body of the
  // worker's, URLs that Cloudflare hands to the worker: the worker answers those.
  const server = createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    const headers = withoutMarks(req.headers);
    answerSafely(
      { entrypoint: "default", method: req.method, url: req.url, keyUrl: req.url, headers, req },
      res,
    );
  });

  /** `<control>/entrypoint/<Name><path and query>`: what `ctx.exports.<Name>.fetch` asks. */
  function entrypointCall(req, res, json) {
    const route = ENTRYPOINT_ROUTE.exec(req.url ?? "");
    if (!route || !enabled.has(route[1]))
      return json(404, { error: `no such entrypoint: ${req.url}` });
    const [, name, pathAndQuery] = route;
    let url;
    try {
      url = new URL(req.headers[`${MARK}url`] ?? "");
    } catch {
      return json(400, { error: `${MARK}url must be the request's absolute URL` });
    }
    if (url.pathname + url.search !== pathAndQuery)
      return json(400, {
        error: `${MARK}url names ${url.pathname}${url.search}, not ${pathAndQuery}`,
      });
    // cf.cacheKey replaces the path and query in the key; empty: the URL's ("Custom cache keys").
    const cacheKey = req.headers[`${MARK}key`] || pathAndQuery;
    const headers = { ...withoutMarks(req.headers), host: url.host };
    answerSafely(
      { entrypoint: name, method: req.method, url: pathAndQuery, keyUrl: cacheKey, headers, req },
      res,
    );
  }

  /** Every variant of a URL goes together ("Content negotiation with Vary"). */
  function matchingLists(name, call) {
    const tags = new Set(call.tags);
    const found = [];
    for (const [key, list] of caches.get(name))
      if (
        call.everything ||
        list.some(
          (v) =>
            v.tags.some((t) => tags.has(t)) || call.pathPrefixes.some((p) => v.path.startsWith(p)),
        )
      )
        found.push([key, list]);
    return found;
  }

  /**
   * `POST /purge` and `POST /invalidate`: one entrypoint's, within the account's
   * limits. A call marked `x-workers-cache-harness: 1` is the test harness's own
   * (emptying the cache between tests): it takes no token and is not counted in
   * `stats.purges`; the worker never sends the mark.
   */
  function purgeCall(req, action, text) {
    const entrypoint = req.headers[`${MARK}entrypoint`] ?? "default";
    const harness = req.headers[`${MARK}harness`] === "1";
    const record = {
      at: clock(),
      action,
      entrypoint,
      tags: 0,
      pathPrefixes: 0,
      everything: false,
      accepted: false,
    };
    const counted = (result) => {
      if (harness) return result;
      stats.purges[result.success ? "accepted" : "refused"]++;
      stats.purges.calls.push(record);
      return result;
    };
    const refuse = (error) => {
      Object.assign(record, { error });
      return counted({ success: false, errors: [error] });
    };
    let options;
    try {
      options = JSON.parse(text || "{}");
    } catch {
      return refuse({ code: 400, message: "malformed options" });
    }
    if (typeof options === "object" && options !== null)
      Object.assign(record, {
        tags: Array.isArray(options.tags) ? options.tags.length : 0,
        pathPrefixes: Array.isArray(options.pathPrefixes) ? options.pathPrefixes.length : 0,
        everything: options.purgeEverything === true,
      });
    if (!caches.has(entrypoint))
      return refuse({ code: 400, message: `no entrypoint ${entrypoint}` });
    // Every call that reaches the API takes a token, even one refused below: the
    // harsher reading of a rate limit on requests.
    if (!harness && !bucket.take())
      return refuse({
        code: 429,
        message: "purge rate limit: the Free plan's 5 a minute, 25 at once",
      });
    const checked = checkPurgeCall(options, limits.maxPerCall);
    if (checked.error) return refuse(checked.error);
    const cache = caches.get(entrypoint);
    for (const [key, list] of matchingLists(entrypoint, checked))
      if (action === "purge") cache.delete(key);
      else for (const v of list) v.staleAt = clock();
    record.accepted = true;
    return counted({ success: true, errors: [] });
  }

  function deploy(body) {
    if (typeof body?.version !== "string" || !body.version)
      return [400, { error: "a deploy names its version" }];
    live.version = body.version;
    if (body.crossVersionCache !== undefined)
      live.crossVersionCache = body.crossVersionCache === true;
    if (body.entrypoints) configure(body.entrypoints);
    return [200, { ...live, entrypoints: Object.fromEntries(enabled) }];
  }

  // The gateway's hop into a named entrypoint carries the visitor's URL twice (the
  // path and `x-workers-cache-url`): `ctx.exports` has no HTTP head to fill, so
  // this hop must take whatever the visitors' port took.
  const control = createServer({ maxHeaderSize: 512 * 1024 }, async (req, res) => {
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.url?.startsWith("/entrypoint/")) return entrypointCall(req, res, json);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString();
    const body = () => {
      try {
        return JSON.parse(text || "{}");
      } catch {
        return null;
      }
    };
    if (req.method === "GET" && req.url === "/stats") return json(200, stats);
    if (req.method === "POST" && req.url === "/stats/reset") {
      Object.assign(stats, emptyStats());
      return json(200, { ok: true });
    }
    if (req.method === "POST" && (req.url === "/purge" || req.url === "/invalidate"))
      return json(200, purgeCall(req, req.url.slice(1), text));
    if (req.method === "POST" && req.url === "/deploy") return json(...deploy(body()));
    if (req.method === "POST" && req.url === "/clock") {
      const advanceMs = body()?.advanceMs;
      if (typeof advanceMs !== "number" || !(advanceMs >= 0) || !Number.isFinite(advanceMs))
        return json(400, { error: "advanceMs: a number of ms, 0 or more" });
      offset += advanceMs;
      return json(200, { now: clock() });
    }
    json(404, { error: "not found" });
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
