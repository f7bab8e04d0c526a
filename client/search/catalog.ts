/**
 * @module The strings only search shows (its dialog and its page) are a catalog
 * of their own per locale (locales/<locale>/search.po), loaded with the dialog or
 * the page and added to the locale's messages, so that no other page carries them.
 */
import type { I18n, Messages } from "@lingui/core";
import type { Locale } from "../../shared/locales";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/search.mjs"),
  "en-US": () => import("../../locales/en-US/search.mjs"),
  nl: () => import("../../locales/nl/search.mjs"),
  de: () => import("../../locales/de/search.mjs"),
  es: () => import("../../locales/es/search.mjs"),
  fr: () => import("../../locales/fr/search.mjs"),
  it: () => import("../../locales/it/search.mjs"),
  sv: () => import("../../locales/sv/search.mjs"),
};

const added = new Set<Locale>();

/** Search's strings in the locale; the module system keeps them once fetched. */
export async function searchStrings(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages;
}

/**
 * Adds search's strings to the locale's i18n (whose own catalog is loaded). The
 * caller hands it over, so that this chunk does not share Lingui's code with the
 * page's entry.
 */
export async function addSearchCatalog(i18n: I18n, locale: Locale): Promise<void> {
  if (added.has(locale)) return;
  i18n.load(locale, await searchStrings(locale));
  added.add(locale);
}
