/**
 * @module The visitor's consent to third parties, decided and kept in the browser
 * only: pages are cached and shared, so the server never knows or bakes in a
 * visitor's choice. Kept in localStorage rather than a cookie: it is read by
 * script alone, never needs to travel with every request, and so cannot split
 * the shared page cache.
 *
 * Two purposes: `analytics` (the tag manager, TAG_MANAGER_ID) and `map` (Mapbox's
 * map and place search, MAPBOX_ACCESS_TOKEN). A purpose without a choice is denied.
 */
import type { Bootstrap } from "../../shared/route-result";

/** Which third parties are configured (the bootstrap's config, the same for every visitor). */
export type ThirdParties = Bootstrap["config"];
export type Purpose = "analytics" | "map";
export type Choice = "granted" | "denied";
export type Consent = Partial<Record<Purpose, Choice>>;

const STORAGE_KEY = "site-consent-v1";
/** Fired on window when the choice changes, so every part that waits for it follows. */
export const CONSENT_CHANGED = "site:consent-changed";

export function readConsent(): Consent {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    if (typeof stored !== "object" || stored === null) return {};
    const consent: Consent = {};
    for (const purpose of ["analytics", "map"] as const) {
      const choice = (stored as Record<string, unknown>)[purpose];
      if (choice === "granted" || choice === "denied") consent[purpose] = choice;
    }
    return consent;
  } catch {
    // Storage blocked (a private window's settings): nothing remembered, nothing granted.
    return {};
  }
}

export function writeConsent(update: Consent): Consent {
  const next = { ...readConsent(), ...update };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not remembered: it still holds for this page.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED, { detail: next }));
  return next;
}
