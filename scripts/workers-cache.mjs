/**
 * A local stand-in for Cloudflare Workers Cache, the tiered cache in front of the
 * site's worker in production (`[cache] enabled = true` in wrangler.toml). Local
 * workerd (wrangler 4.156 / miniflare 4.20260730) does not simulate it: `wrangler
 * dev` runs the worker on every request and leaves `ctx.cache` without effect. So
 * `npm start`, the tests and the bench put this in front of the worker, behaving as
 * Cloudflare's documentation says (docs/caching.md lists what it follows):
 *
 * - only GET and HEAD (sharing one entry) are cached; a request with
 *   `Authorization` or a WebSocket upgrade always reaches the worker;
 * - the key is the path and query (never the host, never a cookie) plus the
 *   headers Cloudflare keys against cache poisoning, and the response's `Vary`;
 * - freshness from `Cloudflare-CDN-Cache-Control`, then `CDN-Cache-Control`, then
 *   `Cache-Control` (`s-maxage` before `max-age`); without any, RFC 9111's
 *   heuristics by status; `stale-while-revalidate` serves the stale copy and asks
 *   the worker in the background (off with `s-maxage`, `must-revalidate`,
 *   `proxy-revalidate`); `no-cache` stores and revalidates every time;
 * - never stored: `private`, `no-store`, `Set-Cookie`, `Vary: *`, 206, 520–526;
 * - `Cache-Tag` (and the edge header) are consumed, never sent on; tags beyond
 *   the limits (printable ASCII, no spaces, 16 KB in all, 1,000 tags) are dropped;
 * - revalidation sends the stored `ETag` as `If-None-Match`; a 304 keeps the body;
 *   a visitor's own `If-None-Match` that matches is answered 304 by the cache;
 * - purge by tag (case-insensitive), path prefix or everything, and invalidate
 *   (stale at once), on a control port the worker reaches through
 *   WORKERS_CACHE_STANDIN_URL: `POST /purge`, `POST /invalidate` with
 *   `ctx.cache`'s options, answered `{ success, errors }` as it is.
 *
 * It counts every request it hands to the worker (`GET /stats` on the control
 * port), so tests can tell that a hit never ran the worker. One copy per stack,
 * in memory: a fresh stack starts cold, as a new deployment does.
 */
import { createServer, request as httpRequest } from "node:http";

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
const HEURISTIC_SECONDS = {
  200: 7200,
  203: 7200,
  204: 7200,
  300: 1200,
  301: 1200,
  404: 180,
  405: 60,
  410: 180,
  414: 60,
  501: 60,
};
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);
const CONSUMED = new Set(["cache-tag", "cloudflare-cdn-cache-control"]);
const MAX_TAGS = 1000;
const MAX_TAG_BYTES = 16 * 1024;

/** Directives of one Cache-Control-like header, lower-cased. */
function directives(value) {
  const map = new Map();
  for (const part of (value ?? "").split(",")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) map.set(name.toLowerCase(), rest.join("=").replace(/^"|"$/g, ""));
  }
  return map;
}

/** How the cache reads a response: stored or not, fresh for how long, stale for how long. */
export function cachePolicy(status, headers) {
  const header =
    headers["cloudflare-cdn-cache-control"] ??
    headers["cdn-cache-control"] ??
    headers["cache-control"];
  const d = directives(header);
  const vary = (headers.vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const never =
    status === 206 ||
    (status >= 520 && status <= 526) ||
    d.has("private") ||
    d.has("no-store") ||
    headers["set-cookie"] !== undefined ||
    vary.includes("*");
  if (never) return { store: false };
  const noStale = d.has("s-maxage") || d.has("must-revalidate") || d.has("proxy-revalidate");
  let fresh;
  if (d.has("no-cache")) fresh = 0;
  else if (d.has("s-maxage")) fresh = Number(d.get("s-maxage"));
  else if (d.has("max-age")) fresh = Number(d.get("max-age"));
  else if (headers.expires) fresh = Math.max(0, (Date.parse(headers.expires) - Date.now()) / 1000);
  else if (header === undefined && HEURISTIC_SECONDS[status] !== undefined)
    fresh = HEURISTIC_SECONDS[status];
  else return { store: false };
  if (!Number.isFinite(fresh)) return { store: false };
  const swr = noStale ? 0 : Number(d.get("stale-while-revalidate") ?? 0) || 0;
  return { store: true, fresh, swr, vary };
}

/** The tags the cache keeps for a response: valid ones, within the limits, lower-cased. */
export function storedTags(value) {
  const tags = [];
  let bytes = 0;
  for (const raw of (value ?? "").split(",")) {
    const tag = raw.trim();
    if (!tag || !/^[\x21-\x7e]+$/.test(tag)) continue;
    bytes += tag.length + (tags.length ? 1 : 0);
    if (tags.length >= MAX_TAGS || bytes > MAX_TAG_BYTES) break;
    tags.push(tag.toLowerCase());
  }
  return tags;
}

function keyOf(req) {
  const parts = [req.url];
  for (const name of KEYED_HEADERS) parts.push(req.headers[name] ?? "");
  const scheme = req.headers["x-forwarded-scheme"];
  parts.push(scheme === "http" || scheme === "https" ? "" : (scheme ?? ""));
  return JSON.stringify(parts);
}

/**
 * @param {{ port: number, target: string, host?: string }} options `target`: the
 * worker's origin (`http://127.0.0.1:<port>`).
 */
export async function startWorkersCache({ port, target, host = "127.0.0.1" }) {
  const origin = new URL(target);
  /** key → variants: { varyValues, status, headers, body, storedAt, fresh, swr, tags, etag, path, staleAt? } */
  const entries = new Map();
  const stats = { invocations: {}, total: 0, revalidations: [] };
  const refreshing = new Set();

  const count = (path) => {
    stats.total++;
    stats.invocations[path] = (stats.invocations[path] ?? 0) + 1;
  };

  /** One request to the worker; the body read whole (pages are small). */
  function toWorker(req, extraHeaders = {}, method = req.method, body = null) {
    count(req.url.split("?")[0]);
    // The visitor's Host stays: the worker builds its links and CSP from it. Asked
    // without compression, so every visitor can be given the stored body.
    const headers = { ...req.headers, ...extraHeaders, "accept-encoding": "identity" };
    for (const name of Object.keys(extraHeaders))
      if (extraHeaders[name] === null) delete headers[name];
    return new Promise((resolveAnswer, reject) => {
      const outgoing = httpRequest(
        { host: origin.hostname, port: origin.port, path: req.url, method, headers },
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
      if (body) outgoing.end(body);
      else outgoing.end();
    });
  }

  function varyValues(vary, req) {
    return vary.map((name) => req.headers[name] ?? null);
  }

  function findVariant(req) {
    const variants = entries.get(keyOf(req)) ?? [];
    return variants.find(
      (v) => JSON.stringify(varyValues(v.vary, req)) === JSON.stringify(v.varyValues),
    );
  }

  function store(req, answer) {
    const policy = cachePolicy(answer.status, answer.headers);
    if (!policy.store) return null;
    const key = keyOf(req);
    const variant = {
      vary: policy.vary,
      varyValues: varyValues(policy.vary, req),
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      storedAt: Date.now(),
      fresh: policy.fresh,
      swr: policy.swr,
      tags: storedTags(answer.headers["cache-tag"]),
      etag: answer.headers.etag,
      path: req.url.split("?")[0],
    };
    const others = (entries.get(key) ?? []).filter(
      (v) => JSON.stringify(v.varyValues) !== JSON.stringify(variant.varyValues),
    );
    entries.set(key, [...others, variant]);
    return variant;
  }

  function age(variant) {
    return (Date.now() - variant.storedAt) / 1000;
  }

  function isFresh(variant) {
    return variant.staleAt === undefined && age(variant) < variant.fresh;
  }

  /** Within the stale-while-revalidate window, counted from when it went stale. */
  function servableStale(variant) {
    const staleSince = variant.staleAt ?? variant.storedAt + variant.fresh * 1000;
    return variant.swr > 0 && (Date.now() - staleSince) / 1000 < variant.swr;
  }

  /** Asks the worker again with the stored validator; a 304 keeps the body. */
  async function revalidate(req, variant) {
    const conditional = variant.etag
      ? { "if-none-match": variant.etag }
      : { "if-none-match": null };
    const answer = await toWorker(req, { ...conditional, "if-modified-since": null }, "GET");
    stats.revalidations.push({ path: variant.path, status: answer.status });
    if (answer.status === 304) {
      const policy = cachePolicy(200, { ...variant.headers, ...answer.headers });
      Object.assign(variant, {
        headers: {
          ...variant.headers,
          ...answer.headers,
          "content-length": String(variant.body.length),
        },
        storedAt: Date.now(),
        staleAt: undefined,
        fresh: policy.store ? policy.fresh : 0,
        swr: policy.store ? policy.swr : 0,
      });
      return { variant, status: "REVALIDATED" };
    }
    const stored = store(req, answer);
    if (!stored)
      for (const [key, list] of entries)
        entries.set(
          key,
          list.filter((v) => v !== variant),
        );
    return { answer, status: "EXPIRED" };
  }

  function send(res, req, status, headers, body, cacheStatus, extra = {}) {
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!HOP_BY_HOP.has(name) && !CONSUMED.has(name)) out[name] = value;
    }
    Object.assign(out, extra, { "cf-cache-status": cacheStatus });
    const inm = req.headers["if-none-match"];
    const etag = headers.etag;
    if (
      status === 200 &&
      inm &&
      etag &&
      inm.split(",").some((t) => t.trim() === etag || t.trim() === "*")
    ) {
      delete out["content-length"];
      res.writeHead(304, out);
      res.end();
      return;
    }
    out["content-length"] = String(body.length);
    res.writeHead(status, out);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function handle(req, res) {
    const cacheable =
      (req.method === "GET" || req.method === "HEAD") &&
      !req.headers.authorization &&
      (req.headers.upgrade ?? "").toLowerCase() !== "websocket" &&
      !req.url.startsWith("/cdn-cgi/");
    if (!cacheable) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const answer = await toWorker(
        req,
        {},
        req.method,
        chunks.length ? Buffer.concat(chunks) : null,
      );
      const plain = { headers: {}, method: req.method };
      return send(res, plain, answer.status, answer.headers, answer.body, "DYNAMIC");
    }
    const variant = findVariant(req);
    if (variant && isFresh(variant)) {
      return send(res, req, variant.status, variant.headers, variant.body, "HIT", {
        age: String(Math.floor(age(variant))),
      });
    }
    if (variant && servableStale(variant)) {
      if (!refreshing.has(variant)) {
        refreshing.add(variant);
        revalidate(req, variant)
          .catch(() => {})
          .finally(() => refreshing.delete(variant));
      }
      return send(res, req, variant.status, variant.headers, variant.body, "UPDATING");
    }
    if (variant) {
      const outcome = await revalidate(req, variant);
      if (outcome.status === "REVALIDATED")
        return send(res, req, variant.status, variant.headers, variant.body, "REVALIDATED");
      const { answer } = outcome;
      return send(res, req, answer.status, answer.headers, answer.body, "EXPIRED");
    }
    // A miss: the worker gets the request as the cache would send it (a HEAD as a GET).
    const answer = await toWorker(req, { "if-none-match": null, "if-modified-since": null }, "GET");
    const stored = store(req, answer);
    return send(res, req, answer.status, answer.headers, answer.body, stored ? "MISS" : "BYPASS");
  }

  // Node's default of 16 KiB of request head would refuse, without a body of the
  // worker's, URLs that Cloudflare hands to the worker: the worker answers those.
  const server = createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`workers-cache stand-in: ${error}`);
    });
  });

  function matching(options) {
    const tags = (options.tags ?? []).map((t) => String(t).toLowerCase());
    const prefixes = options.pathPrefixes ?? [];
    const found = [];
    for (const list of entries.values())
      for (const v of list)
        if (
          options.purgeEverything ||
          v.tags.some((t) => tags.includes(t)) ||
          prefixes.some((p) => v.path.startsWith(p))
        )
          found.push(v);
    return found;
  }

  const control = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.method === "GET" && req.url === "/stats") return json(200, stats);
    if (req.method === "POST" && req.url === "/stats/reset") {
      stats.invocations = {};
      stats.total = 0;
      stats.revalidations = [];
      return json(200, { ok: true });
    }
    if (req.method === "POST" && (req.url === "/purge" || req.url === "/invalidate")) {
      let options;
      try {
        options = JSON.parse(Buffer.concat(chunks).toString() || "{}");
      } catch {
        return json(200, { success: false, errors: [{ code: 400, message: "malformed options" }] });
      }
      const found = new Set(matching(options));
      if (req.url === "/purge") {
        for (const [key, list] of entries)
          entries.set(
            key,
            list.filter((v) => !found.has(v)),
          );
      } else {
        for (const v of found) v.staleAt = Date.now();
      }
      return json(200, { success: true, errors: [] });
    }
    json(404, { error: "not found" });
  });

  await new Promise((done) => server.listen(port, host, done));
  await new Promise((done) => control.listen(0, "127.0.0.1", done));
  return {
    url: `http://${host}:${server.address().port}`,
    controlUrl: `http://127.0.0.1:${control.address().port}`,
    stop: () =>
      Promise.all([
        new Promise((done) => server.close(done)),
        new Promise((done) => control.close(done)),
        server.closeAllConnections?.(),
      ]),
  };
}
