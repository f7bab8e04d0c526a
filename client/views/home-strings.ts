/** @module The home page's own texts (locales/<locale>/home.po): the view's and its slider island's. */
import type { Strings } from "../i18n/load-catalog";

export const homeStrings: Strings = {
  en: () => import("../../locales/en/home.mjs"),
  "en-US": () => import("../../locales/en-US/home.mjs"),
  nl: () => import("../../locales/nl/home.mjs"),
  de: () => import("../../locales/de/home.mjs"),
  es: () => import("../../locales/es/home.mjs"),
  fr: () => import("../../locales/fr/home.mjs"),
  it: () => import("../../locales/it/home.mjs"),
  sv: () => import("../../locales/sv/home.mjs"),
};
