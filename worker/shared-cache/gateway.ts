/**
 * @module The gateway: the worker's default entrypoint, which runs for every
 * request its own cache does not answer (front-cache.ts: a copy of a shared page
 * for requests without any cookie), and the one place that decides what the
 * shared cache may see.
 *
 * Workers Cache compares a `Vary`-listed header byte for byte, and Cloudflare
 * itself puts cookies on the site's host (`__cf_bm`, `cf_clearance`, `_cfuvid`),
 * as does analytics after consent (`_ga`, `_ga_<id>`): a cache in front of the
 * worker that varied on `Cookie` would keep a copy per visitor. So, as
 * Cloudflare's "Workers Cache → Examples" page shows, the gateway hands a
 * request that may be answered from the shared cache to the cached entrypoint
 * {@link SHARED_ENTRYPOINT} (`ctx.exports.SharedPages.fetch`) without anything of
 * the visitor's own (cookies, credentials, the headers the cache keys against
 * poisoning) and under its one canonical key; a request with an editor's preview
 * cookie, and any other that must see the visitor's own request, is answered by
 * the app right here, and nothing of those is stored (`no-store` at the edge).
 *
 * Locally, where workerd has no Workers Cache, the stand-in
 * (scripts/workers-cache.mjs) plays the cached entrypoint's cache: the gateway
 * sends it the request, and on a miss it asks this worker again, marked with its
 * secret, as the cached entrypoint.
 */
import type { Env } from "../env";
import { writeFrontCaching } from "./front-cache";

/** The cached entrypoint's name: `export class SharedPages` in worker/index.ts, wrangler.toml. */
export const SHARED_ENTRYPOINT = "SharedPages";
/** The gateway's own name as an entrypoint: the default export. */
export const GATEWAY_ENTRYPOINT = "default";
/** The stand-in's marks on a request it sends as the cached entrypoint (development only). */
export const STANDIN_ENTRYPOINT_HEADER = "x-workers-cache-entrypoint";
export const STANDIN_SECRET_HEADER = "x-workers-cache-secret";

/** The editor's session cookie (api/preview-cookie.ts), read here without Hono. */
const PREVIEW_COOKIE = "editor_preview";

/**
 * Request headers that never reach the shared entrypoint: the visitor's own
 * (cookies, credentials; `Authorization` would also make the cache bypass), and
 * those Cloudflare puts into the cache key against poisoning ("Cache keys"), which
 * the site never reads and a visitor could otherwise vary to store copies at will.
 */
const VISITORS_OWN = [
  "cookie",
  "authorization",
  "x-http-method-override",
  "x-http-method",
  "x-method-override",
  "x-forwarded-host",
  "x-host",
  "x-forwarded-scheme",
  "x-original-url",
  "x-rewrite-url",
  "forwarded",
  "cloudflare-workers-version-key",
];

/** Unreserved characters (RFC 3986): their percent-encoded spelling is not canonical. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** A path with unreserved characters unescaped and other escapes in upper case. */
export function canonicalPath(path: string): string {
  return path.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

export type Route =
  | { to: "shared"; url: URL; cacheKey: string }
  | { to: "app"; reason: "method" | "editor" | "credentials" | "path" | "query" | "spelling" };

/**
 * Where a request is answered: from the shared entrypoint under its canonical key,
 * or by the app itself. Shared are GET and HEAD of a page, the route data of one
 * page, a locale's layout, a media file, the sitemaps and robots.txt, spelled the
 * way the site spells them; a page with a query string, the search, the finder's
 * answers, the contact form, preview and the webhook are answered by the app,
 * as is everything asked with an editor's preview cookie.
 */
export function routeOf(request: Request): Route {
  if (request.method !== "GET" && request.method !== "HEAD") return { to: "app", reason: "method" };
  if (request.headers.has("authorization") || request.headers.get("upgrade"))
    return { to: "app", reason: "credentials" };
  if (isEditor(request)) return { to: "app", reason: "editor" };
  const url = new URL(request.url);
  const path = url.pathname;
  if (canonicalPath(path) !== path) return { to: "app", reason: "spelling" };
  if (path.startsWith("/uploads/")) {
    // Any query is the same file: one copy, under the file's path alone.
    const file = new URL(url);
    file.search = "";
    return { to: "shared", url: file, cacheKey: path };
  }
  if (path === "/api/route-data") {
    const target = routeDataTarget(url);
    if (target === null) return { to: "app", reason: "spelling" };
    return { to: "shared", url, cacheKey: `${path}${url.search}` };
  }
  if (path.startsWith("/api/") && !path.startsWith("/api/layout/"))
    return { to: "app", reason: "path" };
  if (path.startsWith("/cdn-cgi/") || path === "/healthz") return { to: "app", reason: "path" };
  if (url.search) return { to: "app", reason: "query" };
  return { to: "shared", url, cacheKey: path };
}

/**
 * The page a route-data request names, when it is spelled as the site's browser
 * code spells it (`?path=` and the page's path, `encodeURIComponent`ed: client/data.ts)
 * and names a page without a query; null for any other spelling, which the app
 * answers uncached, so no invented spelling is ever stored.
 */
export function routeDataTarget(url: URL): string | null {
  const values = url.searchParams.getAll("path");
  const [target] = values;
  if (values.length !== 1 || target === undefined) return null;
  if ([...url.searchParams.keys()].length !== 1) return null;
  if (!target.startsWith("/") || target.includes("?") || canonicalPath(target) !== target)
    return null;
  return url.search === `?path=${encodeURIComponent(target)}` ? target : null;
}

/**
 * A request with the editor's session cookie, open or not: the app answers it,
 * privately, and clears a cookie that is not a session of the site's, so the
 * browser's next request is a visitor's again. Answering it uncached costs what a
 * page with a query string costs, which anyone may ask for too.
 */
function isEditor(request: Request): boolean {
  return cookieValue(request.headers.get("cookie"), PREVIEW_COOKIE) !== null;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The request as the shared entrypoint gets it: the canonical URL, nothing of the visitor's own. */
export function sharedRequest(request: Request, url: URL): Request {
  const headers = new Headers(request.headers);
  for (const name of VISITORS_OWN) headers.delete(name);
  return new Request(url, { method: request.method, headers, redirect: "manual" });
}

/** The header that tells operators (and tests) what the shared cache did for an answer. */
export const SHARED_CACHE_STATUS = "x-shared-cache";

/**
 * What the gateway answers, saying what the shared entrypoint's cache did (`HIT`,
 * `MISS`, `BYPASS`, …, as its `cf-cache-status` said), or `DYNAMIC` when the app
 * answered it here. Its own cache keeps only a fresh shared answer to a request
 * without cookies for its canonical URL (`frontMayKeep`, front-cache.ts);
 * everything else is `no-store` at its edge.
 */
export function gatewayAnswer(response: Response, shared: boolean, frontMayKeep = false): Response {
  const answer = new Response(response.body, response);
  const status = shared ? answer.headers.get("cf-cache-status") : null;
  writeFrontCaching(answer.headers, status, frontMayKeep);
  answer.headers.set(SHARED_CACHE_STATUS, status ?? "DYNAMIC");
  answer.headers.delete("cf-cache-status");
  return answer;
}

/** A request the stand-in sends as the cached entrypoint: its secret, checked (development only). */
export function fromStandIn(request: Request, env: Env): boolean {
  const secret = env.WORKERS_CACHE_STANDIN_SECRET?.trim();
  if (!secret || !env.WORKERS_CACHE_STANDIN_URL) return false;
  return (
    request.headers.get(STANDIN_ENTRYPOINT_HEADER) === SHARED_ENTRYPOINT &&
    request.headers.get(STANDIN_SECRET_HEADER) === secret
  );
}

/** The stand-in's request without its marks, as `ctx.exports` would hand it over. */
export function withoutStandInMarks(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(STANDIN_ENTRYPOINT_HEADER);
  headers.delete(STANDIN_SECRET_HEADER);
  return new Request(request, { headers });
}
