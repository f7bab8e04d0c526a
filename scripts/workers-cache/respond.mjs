/**
 * What the stand-in for Workers Cache (scripts/workers-cache.mjs) answers its caller
 * (a visitor, or the gateway through an entrypoint): the headers only the cache reads
 * removed, `cf-cache-status` set; from the cache, a matching `If-None-Match` is a 304
 * and a GET's `Range` is sliced from the full body. Pure: `{ status, headers, body }`.
 */
import { ifRangeHolds, parseRange } from "./range.mjs";

export const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);
/** Read by the cache, never passed on ("Cache-Tag", "Header precedence"). */
const CONSUMED = new Set(["cache-tag", "cloudflare-cdn-cache-control"]);
/** The stand-in's own headers: never passed on as they came, from callers or the worker. */
export const MARK = "x-workers-cache-";

/**
 * `call`: `{ method, headers }` of the request; `answer`: `{ status, headers, body }`
 * (the worker's, or the stored copy when `cached`). For a HEAD, `body` is what the
 * length is counted from; the caller sends none.
 */
export function answerFor(call, answer, cacheStatus, { cached = true, extra = {} } = {}) {
  const { status, headers, body } = answer;
  const out = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && !CONSUMED.has(name) && !name.startsWith(MARK)) out[name] = value;
  Object.assign(out, extra, { "cf-cache-status": cacheStatus });
  if (!cached) {
    // Passed through: a HEAD keeps the length the worker stated.
    if (call.method !== "HEAD" || out["content-length"] === undefined)
      out["content-length"] = String(body.length);
    return { status, headers: out, body };
  }
  const inm = call.headers["if-none-match"];
  const etag = headers.etag;
  if (status === 200 && inm && etag && inm.split(",").some((t) => [etag, "*"].includes(t.trim()))) {
    delete out["content-length"];
    return { status: 304, headers: out, body: Buffer.alloc(0) };
  }
  if (status === 200 && call.method === "GET" && ifRangeHolds(call.headers["if-range"], headers)) {
    const range = parseRange(call.headers.range, body.length);
    if (range.kind === "unsatisfiable") {
      const refused = { "content-range": `bytes */${body.length}`, "content-length": "0" };
      return {
        status: 416,
        headers: { "cf-cache-status": cacheStatus, ...refused },
        body: Buffer.alloc(0),
      };
    }
    if (range.kind === "partial") {
      const part = body.subarray(range.start, range.end + 1);
      out["content-range"] = `bytes ${range.start}-${range.end}/${body.length}`;
      out["content-length"] = String(part.length);
      return { status: 206, headers: out, body: part };
    }
  }
  out["content-length"] = String(body.length);
  return { status, headers: out, body };
}
