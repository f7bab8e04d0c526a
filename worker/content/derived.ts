/**
 * @module What the site derives from a content answer this isolate shares is
 * derived once per answer, not once per request. A KV entry read lately is kept
 * for a second and shared by every request of the isolate, frozen
 * (worker/content/cache.ts, hot entries); under load a page's menu, settings and
 * record come from the same few frozen answers hundreds of times a second. Their
 * normalized records, rendered markdown and JSON (render/safe-json.ts) are kept
 * beside them, keyed by the answer's identity: a new answer (a purge, the next
 * read of KV) is derived anew, and the old one's results go with it (WeakMap).
 *
 * Results are frozen as well, for the same reason the answers are: every request
 * of the isolate shares them, so none may change them.
 */

/** Per frozen source, its results by kind of derivation. */
const derivations = new WeakMap<object, Map<string, unknown>>();

/**
 * `derive(source)`, computed once per frozen `source` and `kind` (a name for what
 * `derive` makes, e.g. "menu"). A source that is not frozen is not shared, so it
 * is derived each time and its result stays as `derive` made it.
 */
export function derived<S, T>(source: S, kind: string, derive: (source: S) => T): T {
  if (!isShared(source)) return derive(source);
  let known = derivations.get(source);
  if (!known) {
    known = new Map();
    derivations.set(source, known);
  }
  if (known.has(kind)) return known.get(kind) as T;
  const value = deepFreeze(derive(source));
  known.set(kind, value);
  return value;
}

/** Whether a value is an object shared by the isolate's requests (frozen). */
export function isShared(value: unknown): value is object {
  return typeof value === "object" && value !== null && Object.isFrozen(value);
}

/** Freezes a value and everything it holds; what is frozen already is left as it is. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
