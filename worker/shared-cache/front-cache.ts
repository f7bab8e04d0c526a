/**
 * @module The gateway's own cache: one copy of each shared page for requests
 * without any cookie (crawlers, link previews, monitors, a visitor's first view),
 * answered by Workers Cache in front of the default entrypoint without running
 * the worker at all. Every other request misses it, because its copies say
 * `Vary: Cookie` and the cache compares that header byte for byte: a visitor with
 * cookies of their own goes through the gateway to `SharedPages`, whose one copy
 * serves them all, and an editor's request is answered by the app, uncached.
 *
 * The cache in front of `SharedPages` consumes the edge lifetime and the tags of
 * what it passes on ("Configuration → Header precedence", "Cache-Tag"), so the
 * shared entrypoint relays both under headers of its own (`relayEdgeHeaders`), and
 * the gateway turns them back into the edge headers of its copy, its lifetime
 * shortened by the age of the shared copy, so a page is never kept longer in the
 * two caches together than its preset says. A purge asks both caches (purge.ts).
 */
import { EDGE_CACHE_CONTROL } from "./presets";

/** The shared entrypoint's edge lifetime and tags, as the gateway reads them past its cache. */
export const RELAYED_EDGE_CACHE_CONTROL = "x-shared-cdn-cache-control";
export const RELAYED_CACHE_TAG = "x-shared-cache-tag";

/** What the shared entrypoint's cache says of an answer it had fresh, or has just asked for. */
const FRESH = new Set(["HIT", "MISS", "EXPIRED", "REVALIDATED"]);

/** The shared entrypoint's answer with its edge lifetime and tags also under the relayed names. */
export function relayEdgeHeaders(response: Response): Response {
  const edge = response.headers.get(EDGE_CACHE_CONTROL);
  const tags = response.headers.get("cache-tag");
  if (!edge && !tags) return response;
  const relayed = new Response(response.body, response);
  if (edge) relayed.headers.set(RELAYED_EDGE_CACHE_CONTROL, edge);
  if (tags) relayed.headers.set(RELAYED_CACHE_TAG, tags);
  return relayed;
}

/**
 * Writes what the gateway's own cache may keep of an answer, in place: the shared
 * copy's lifetime less its age, its tags and `Vary: Cookie` when the request had
 * no cookie for the URL of the shared copy's key (`mayKeep`) and the shared cache
 * had the answer fresh; `no-store` otherwise (a stale or uncached answer, an
 * app's answer, a request with a cookie, a file asked with a query).
 * `sharedStatus`: the shared cache's `cf-cache-status`, null for the app's answers.
 */
export function writeFrontCaching(
  headers: Headers,
  sharedStatus: string | null,
  mayKeep: boolean,
): void {
  const edge = headers.get(RELAYED_EDGE_CACHE_CONTROL);
  const tags = headers.get(RELAYED_CACHE_TAG);
  headers.delete(RELAYED_EDGE_CACHE_CONTROL);
  headers.delete(RELAYED_CACHE_TAG);
  headers.delete("cache-tag");
  const fresh = mayKeep && sharedStatus !== null && FRESH.has(sharedStatus);
  const lifetime = fresh && edge ? lifetimeLeft(edge, Number(headers.get("age") ?? "0")) : null;
  if (!lifetime) {
    headers.set(EDGE_CACHE_CONTROL, "no-store");
    return;
  }
  headers.set(EDGE_CACHE_CONTROL, lifetime);
  if (tags) headers.set("cache-tag", tags);
  headers.append("vary", "Cookie");
  // The copy's age is in its lifetime now; the front cache counts its own from here.
  headers.delete("age");
}

/**
 * The edge directives with `max-age` less `age` seconds; null when nothing of the
 * lifetime is left or the directives do not allow keeping it.
 */
export function lifetimeLeft(edge: string, age: number): string | null {
  if (/(?:^|,)\s*(?:no-store|private|no-cache)\b/i.test(edge)) return null;
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(edge);
  if (!maxAge?.[1]) return null;
  const left = Number(maxAge[1]) - (Number.isFinite(age) && age > 0 ? Math.floor(age) : 0);
  if (left <= 0) return null;
  return edge.replace(/max-age=\d+/i, `max-age=${left}`);
}
