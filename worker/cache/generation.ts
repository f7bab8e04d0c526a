/**
 * @module This isolate's purge count. Work that began under an older count (a
 * content-service call, a page render, a KV read) may carry content from before a
 * change: it still answers its own request, but nothing may keep it, so it cannot
 * put back what the purge just removed. A purge also empties this isolate's
 * memory tiers and in-flight calls (each registers what to forget).
 */

let purgeGeneration = 0;
const forgetters: (() => void)[] = [];

/** This isolate's purge count: work that began under an older one must not be stored. */
export function currentPurgeGeneration(): number {
  return purgeGeneration;
}

/** Called by purges: later requests must not join, or store, work that began before. */
export function forgetInFlight(): void {
  purgeGeneration++;
  for (const forget of forgetters) forget();
}

/** What a module of this isolate drops when a purge runs here (its memory, its calls). */
export function onPurge(forget: () => void): void {
  forgetters.push(forget);
}
