/**
 * What the stand-in for Workers Cache keeps: one cache per entrypoint, each a map
 * from the key (version, path or `cf.cacheKey`, the headers keyed against cache
 * poisoning) to the variants its `Vary` tells apart, and how old and how fresh each
 * copy is. Kept apart from answering requests so lookup, storing, a 304's refresh
 * and purging all read the same key and the same clock.
 */
import { pathOf } from "./calls.mjs";
import { cachePolicy, storedTags } from "./policy.mjs";
import { HOP_BY_HOP } from "./respond.mjs";

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

/**
 * `live`: `{ version, crossVersionCache }` as deployed now (read at every lookup);
 * `clock()`: ms.
 */
export function entrypointStore({ live, clock }) {
  /** entrypoint name → cache on or off */
  const enabled = new Map();
  /** entrypoint name → key → variants: { vary, varyValues, status, headers, body, storedAt, fresh, swr, staleIfError, tags, etag, path, staleAt? } */
  const caches = new Map();

  /** Sets each named entrypoint's cache on or off; a new one starts empty. */
  function configure(settings) {
    for (const [name, setting] of Object.entries(settings)) {
      enabled.set(name, setting?.enabled === true);
      if (!caches.has(name)) caches.set(name, new Map());
    }
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

  /** Every variant of a URL goes together ("Content negotiation with Vary"). */
  function matchingLists(name, selector) {
    const tags = new Set(selector.tags);
    const found = [];
    for (const [key, list] of caches.get(name))
      if (
        selector.everything ||
        list.some(
          (v) =>
            v.tags.some((t) => tags.has(t)) ||
            selector.pathPrefixes.some((p) => v.path.startsWith(p)),
        )
      )
        found.push([key, list]);
    return found;
  }

  const age = (variant) => (clock() - variant.storedAt) / 1000;
  /** Seconds since the copy went stale (its lifetime ran out, or it was invalidated). */
  const staleFor = (variant) =>
    (clock() - (variant.staleAt ?? variant.storedAt + variant.fresh * 1000)) / 1000;

  return {
    /** Whether the entrypoint is configured at all (its cache on or off). */
    has: (name) => caches.has(name),
    /** Whether the entrypoint's cache is on. */
    isEnabled: (name) => enabled.get(name),
    names: () => [...enabled.keys()],
    settings: () => Object.fromEntries(enabled),
    configure,
    /** The stored variant this request selects, if any. */
    find: (call) => listOf(call).find((v) => selects(v, call)),
    store,
    refresh,
    /** Forgets one variant (the worker could not be reached and it may no longer be served). */
    drop: (call, variant) =>
      setList(
        call,
        listOf(call).filter((v) => v !== variant),
      ),
    /**
     * `purge` removes what `selector` (`{ tags, pathPrefixes, everything }`, as
     * purge-limits.mjs checks them) matches in one entrypoint's cache; `invalidate`
     * makes it stale at once.
     */
    sweep(name, action, selector) {
      const cache = caches.get(name);
      for (const [key, list] of matchingLists(name, selector))
        if (action === "purge") cache.delete(key);
        else for (const v of list) v.staleAt = clock();
    },
    age,
    isFresh: (variant) => variant.staleAt === undefined && age(variant) < variant.fresh,
    withinSwr: (variant) => variant.swr > 0 && staleFor(variant) < variant.swr,
    withinStaleIfError: (variant) => staleFor(variant) < variant.staleIfError,
  };
}
