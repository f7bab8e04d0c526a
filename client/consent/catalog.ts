/**
 * @module The consent dialog's strings: a catalog of their own per locale
 * (locales/<locale>/consent.po), loaded with the dialog, so no page carries them
 * until the dialog is needed.
 */
import type { Messages } from "@lingui/core";
import type { Locale } from "../../shared/locales";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/consent.mjs"),
  "en-US": () => import("../../locales/en-US/consent.mjs"),
  nl: () => import("../../locales/nl/consent.mjs"),
  de: () => import("../../locales/de/consent.mjs"),
  es: () => import("../../locales/es/consent.mjs"),
  fr: () => import("../../locales/fr/consent.mjs"),
  it: () => import("../../locales/it/consent.mjs"),
  sv: () => import("../../locales/sv/consent.mjs"),
};

/** The consent dialog's strings in the locale. */
export async function consentStrings(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages;
}
