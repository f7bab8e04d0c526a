/**
 * The one shape every request takes inside the stand-in for Workers Cache (a
 * "call": `{ entrypoint, method, url, keyUrl, headers, req }`), whether a visitor
 * sent it or the gateway's hop into a named entrypoint did, so the cache never asks
 * where a request came from. The stand-in's own headers are dropped here: only it
 * sets them, on its way to the worker.
 */
import { MARK } from "./respond.mjs";

const ENTRYPOINT_ROUTE = /^\/entrypoint\/([A-Za-z_$][\w$]*)(\/.*)$/;

export const pathOf = (url) => url.split("?")[0];

function withoutMarks(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(MARK)) out[name] = value;
  return out;
}

/** A request on visitors' port: the `default` entrypoint's, keyed by its path and query. */
export function visitorCall(req) {
  const headers = withoutMarks(req.headers);
  return { entrypoint: "default", method: req.method, url: req.url, keyUrl: req.url, headers, req };
}

/**
 * `<control>/entrypoint/<Name><path and query>`: what `ctx.exports.<Name>.fetch` asks.
 * `known(name)`: whether the entrypoint is configured. Answers `{ call }`, or
 * `{ status, error }` when the route or its headers do not name the request.
 */
export function entrypointCall(req, known) {
  const route = ENTRYPOINT_ROUTE.exec(req.url ?? "");
  if (!route || !known(route[1])) return { status: 404, error: `no such entrypoint: ${req.url}` };
  const [, name, pathAndQuery] = route;
  let url;
  try {
    url = new URL(req.headers[`${MARK}url`] ?? "");
  } catch {
    return { status: 400, error: `${MARK}url must be the request's absolute URL` };
  }
  if (url.pathname + url.search !== pathAndQuery)
    return {
      status: 400,
      error: `${MARK}url names ${url.pathname}${url.search}, not ${pathAndQuery}`,
    };
  // cf.cacheKey replaces the path and query in the key; empty: the URL's ("Custom cache keys").
  const cacheKey = req.headers[`${MARK}key`] || pathAndQuery;
  const headers = { ...withoutMarks(req.headers), host: url.host };
  return {
    call: {
      entrypoint: name,
      method: req.method,
      url: pathAndQuery,
      keyUrl: cacheKey,
      headers,
      req,
    },
  };
}
