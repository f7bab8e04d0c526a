/**
 * The stand-in's control port: what the tests and the worker ask of the cache
 * rather than of the site. `GET /stats` and `POST /stats/reset`; `POST /purge` and
 * `POST /invalidate` (purge.mjs); `POST /deploy` (a new version, entrypoints' caches
 * on or off); `POST /clock` (time moves only when a test moves it); and
 * `/entrypoint/<Name><path and query>`, the gateway's hop into a named entrypoint.
 * Separate from visitors' port so nothing a visitor sends can reach these.
 */
import { createServer } from "node:http";
import { entrypointCall } from "./calls.mjs";

/**
 * `live`: `{ version, crossVersionCache }`, changed by a deploy; `store`: store.mjs's;
 * `configure(settings)`: sets entrypoints' caches on or off; `book`: stats.mjs's;
 * `purgeCall`: purge.mjs's; `answer(call, res)`: serve.mjs's; `advance(ms)`: moves
 * the clock, returns the new time.
 */
export function controlServer({ live, store, configure, book, purgeCall, answer, advance }) {
  function deploy(body) {
    if (typeof body?.version !== "string" || !body.version)
      return [400, { error: "a deploy names its version" }];
    live.version = body.version;
    if (body.crossVersionCache !== undefined)
      live.crossVersionCache = body.crossVersionCache === true;
    if (body.entrypoints) configure(body.entrypoints);
    return [200, { ...live, entrypoints: store.settings() }];
  }

  // The gateway's hop into a named entrypoint carries the visitor's URL twice (the
  // path and `x-workers-cache-url`): `ctx.exports` has no HTTP head to fill, so
  // this hop must take whatever the visitors' port took.
  return createServer({ maxHeaderSize: 512 * 1024 }, async (req, res) => {
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.url?.startsWith("/entrypoint/")) {
      const routed = entrypointCall(req, store.has);
      if (routed.error) return json(routed.status, { error: routed.error });
      return answer(routed.call, res);
    }
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
    if (req.method === "GET" && req.url === "/stats") return json(200, book.stats);
    if (req.method === "POST" && req.url === "/stats/reset") {
      book.reset(store.names());
      return json(200, { ok: true });
    }
    if (req.method === "POST" && (req.url === "/purge" || req.url === "/invalidate"))
      return json(200, purgeCall(req, req.url.slice(1), text));
    if (req.method === "POST" && req.url === "/deploy") return json(...deploy(body()));
    if (req.method === "POST" && req.url === "/clock") {
      const advanceMs = body()?.advanceMs;
      if (typeof advanceMs !== "number" || !(advanceMs >= 0) || !Number.isFinite(advanceMs))
        return json(400, { error: "advanceMs: a number of ms, 0 or more" });
      return json(200, { now: advance(advanceMs) });
    }
    json(404, { error: "not found" });
  });
}
