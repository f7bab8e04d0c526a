/**
 * @module The analytics layer (spec section 7): events made of module, event,
 * trigger and parameters, pushed to `window.dataLayer`. The tag manager is off by
 * default; only when one is configured (`TAG_MANAGER_ID`) and the visitor agrees
 * (client/consent/) is its script loaded, so without both the site makes no
 * request to it.
 */
export interface AnalyticsEvent {
  module: string;
  event: string;
  trigger: string;
  parameters?: Record<string, string | number | boolean | null>;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event, parameters: event.parameters ?? {} });
}

/**
 * Google's `gtag()`: the tag manager reads consent commands as `arguments` objects
 * in the data layer, not as arrays.
 */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: the tag manager recognises exactly this shape.
  window.dataLayer.push(arguments);
}

/**
 * Consent Mode v2's defaults, before anything else reaches the data layer: every
 * kind of storage denied until the visitor chooses (client/consent/start.ts).
 */
export function denyByDefault(): void {
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
}
