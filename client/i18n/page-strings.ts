/**
 * @module The texts only the pages' views show (locales/<locale>/pages.po,
 * lingui.config.js): loaded with the app (client/app-start.tsx), not by a first
 * page kept as the server's HTML, which hydrates its layout alone.
 */
import type { Messages } from "@lingui/core";
import type { Locale } from "../../shared/locales";
import { addStrings } from "./index";
import { loadCatalog, type Strings } from "./load-catalog";

const pageStrings: Strings = {
  en: () => import("../../locales/en/pages.mjs"),
  "en-US": () => import("../../locales/en-US/pages.mjs"),
  nl: () => import("../../locales/nl/pages.mjs"),
  de: () => import("../../locales/de/pages.mjs"),
  es: () => import("../../locales/es/pages.mjs"),
  fr: () => import("../../locales/fr/pages.mjs"),
  it: () => import("../../locales/it/pages.mjs"),
  sv: () => import("../../locales/sv/pages.mjs"),
};

/** Loads the locale's catalog with the pages' texts in it. */
export async function loadPageStrings(locale: Locale): Promise<void> {
  const [, messages] = await Promise.all([loadCatalog(locale), pageMessages(locale)]);
  addStrings(locale, "pages", messages);
}

/** The pages' texts in a locale, for a kept page's islands (client/islands/). */
export async function pageMessages(locale: Locale): Promise<Messages> {
  return (await pageStrings[locale]()).messages;
}
