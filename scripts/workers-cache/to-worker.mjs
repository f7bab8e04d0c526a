/**
 * The stand-in's one way to reach the worker, so every request it hands over is
 * counted (what `GET /stats` reports) and carries the entrypoint's name and the
 * secret the worker checks before it believes a request came through the cache.
 */
import { request as httpRequest } from "node:http";
import { MARK } from "./respond.mjs";

/**
 * `origin`: the worker's (a URL); `count(call)`: called for every request sent.
 * Returns `toWorker(call, { method, set, body })`: one request to the worker as
 * `call.entrypoint`, the body read whole (pages are small). `set`: headers to set
 * (null: remove). Asked without compression, so every caller can be given the
 * stored body.
 */
export function workerClient({ origin, secret, count }) {
  return function toWorker(call, { method = call.method, set = {}, body = null } = {}) {
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
  };
}
