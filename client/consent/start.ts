/**
 * @module Consent before third parties, loaded only where one is configured: with
 * a tag manager, on every page at start (client/entry.tsx); with the map alone,
 * when the visitor opens the privacy settings. It applies a remembered choice
 * (Consent Mode v2 `update`, and the tag manager's script only when analytics is
 * granted) or asks with the dialog, whose code loads only then.
 */
import type { Locale } from "../../shared/locales";
import { gtag } from "../analytics";
import { CONSENT_CHANGED, type Consent, readConsent, type ThirdParties } from "./consent-store";

let tagManagerLoaded = false;
let listening = false;

/** Loads the tag manager once: only ever called with analytics granted. */
function loadTagManager(id: string, nonce: string | undefined): void {
  if (tagManagerLoaded || !/^GTM-[A-Z0-9]+$/.test(id)) return;
  tagManagerLoaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** The visitor's analytics choice, told to the tag manager (and its script loaded if granted). */
function applyAnalytics(config: ThirdParties, consent: Consent, nonce: string | undefined): void {
  if (!config.tagManagerId || !consent.analytics) return;
  const analytics = consent.analytics;
  // Agreeing to analytics is not agreeing to advertising: those stay denied.
  gtag("consent", "update", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: analytics,
  });
  if (analytics === "granted") loadTagManager(config.tagManagerId, nonce);
}

/** At start, with a tag manager: the remembered choice, or the dialog. */
export function startConsent(config: ThirdParties, locale: Locale, nonce: string | undefined) {
  const consent = readConsent();
  if (!listening) {
    listening = true;
    window.addEventListener(CONSENT_CHANGED, (event) => {
      if (event instanceof CustomEvent) applyAnalytics(config, event.detail as Consent, nonce);
    });
  }
  if (consent.analytics) applyAnalytics(config, consent, nonce);
  else openConsentDialog(config, locale);
}

/** Shows the dialog (the first visit, or the footer's privacy settings). */
export function openConsentDialog(config: ThirdParties, locale: Locale): void {
  if (!config.tagManagerId && !config.map) return;
  void import("./consent-dialog").then((dialog) => dialog.showConsentDialog(config, locale));
}
