/**
 * @module What the site derives from a content answer this isolate shares is
 * derived once per answer, not once per request. A KV entry read lately is kept
 * for a second and shared by every request of the isolate, frozen
 * (cache/content-cache.ts, hot entries); under load a page's menu, settings and
 * record come from the same few frozen answers hundreds of times a second. Their
 * normalized records, rendered markdown and JSON (render/safe-json.ts) are kept
 * beside them, keyed by the answer's identity: a new answer (a purge, the next
 * read of KV) is derived anew, and the old one's results go with it (WeakMap).
 *
 * Results are frozen as well, for the same reason the answers are: every request
 * of the isolate shares them, so none may change them.
 */
import { deepFreeze, isShared } from "../cache/frozen";

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
