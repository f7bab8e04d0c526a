/** @module The browser's way to fetch a locale's catalog: one lazy chunk per locale. */
import type { Messages } from "@lingui/core";
import type { Locale } from "../../shared/locales";
import { hasCatalog, registerCatalog } from "./index";

/** A catalog's loaders, one lazy chunk per locale. */
export type Strings = Record<Locale, () => Promise<{ messages: Messages }>>;

const loaders: Strings = {
  en: () => import("../../locales/en/messages.mjs"),
  "en-US": () => import("../../locales/en-US/messages.mjs"),
  nl: () => import("../../locales/nl/messages.mjs"),
  de: () => import("../../locales/de/messages.mjs"),
  es: () => import("../../locales/es/messages.mjs"),
  fr: () => import("../../locales/fr/messages.mjs"),
  it: () => import("../../locales/it/messages.mjs"),
  sv: () => import("../../locales/sv/messages.mjs"),
};

export async function loadCatalog(locale: Locale): Promise<void> {
  if (hasCatalog(locale)) return;
  const { messages } = await loaders[locale]();
  registerCatalog(locale, messages);
}
