/**
 * @module The strings only search shows (its dialog and its page) are a catalog
 * of their own per locale (locales/<locale>/search.po), loaded with the dialog or
 * the page, so that no other page carries them.
 */
import type { Messages } from "@lingui/core";
import type { Locale } from "../../shared/locales";
import type { Strings } from "../i18n/load-catalog";

export const searchCatalog: Strings = {
  en: () => import("../../locales/en/search.mjs"),
  "en-US": () => import("../../locales/en-US/search.mjs"),
  nl: () => import("../../locales/nl/search.mjs"),
  de: () => import("../../locales/de/search.mjs"),
  es: () => import("../../locales/es/search.mjs"),
  fr: () => import("../../locales/fr/search.mjs"),
  it: () => import("../../locales/it/search.mjs"),
  sv: () => import("../../locales/sv/search.mjs"),
};

/** Search's strings in the locale; the module system keeps them once fetched. */
export async function searchStrings(locale: Locale): Promise<Messages> {
  return (await searchCatalog[locale]()).messages;
}
