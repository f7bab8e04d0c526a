/**
 * @module What this isolate last learnt about the content service: whether it
 * answered, from `/healthz`'s own probe or from any content call a page made. Uptime
 * checks then get the truth without one content-service call per check.
 */

interface Observation {
  up: boolean;
  at: number;
}

let last: Observation | null = null;

/** Records that the content service answered (`up`) or was unreachable (an outage). */
export function observeContentService(up: boolean): void {
  last = { up, at: Date.now() };
}

/** The latest observation, when it is at most `maxAgeMs` old. */
export function observedWithin(maxAgeMs: number): Observation | null {
  return last && Date.now() - last.at <= maxAgeMs ? last : null;
}
