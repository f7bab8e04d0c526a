/**
 * @module What this isolate's memory tiers hand to many requests at once is
 * frozen, so no request can change what the others see; whatever is frozen can
 * therefore be treated as shared (and what is derived from it kept beside it).
 */

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
