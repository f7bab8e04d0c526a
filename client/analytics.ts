/**
 * @module The analytics layer (spec section 7): events made of module, event,
 * trigger and parameters, pushed to `window.dataLayer`. The tag manager is off by
 * default; only when one is configured (`TAG_MANAGER_ID`) is its script loaded, so
 * without it the site makes no third-party request at all.
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

let loaded = false;

/** Loads the tag manager once, when configured. */
export function startTagManager(id: string | undefined, nonce: string | undefined): void {
  if (!id || loaded || !/^GTM-[A-Z0-9]+$/.test(id)) return;
  loaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
