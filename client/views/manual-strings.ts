/** @module A manual's own texts (locales/<locale>/manual.po): the view's, also on a kept first page (client/islands/manual.tsx). */
import type { Strings } from "../i18n/load-catalog";

export const manualStrings: Strings = {
  en: () => import("../../locales/en/manual.mjs"),
  "en-US": () => import("../../locales/en-US/manual.mjs"),
  nl: () => import("../../locales/nl/manual.mjs"),
  de: () => import("../../locales/de/manual.mjs"),
  es: () => import("../../locales/es/manual.mjs"),
  fr: () => import("../../locales/fr/manual.mjs"),
  it: () => import("../../locales/it/manual.mjs"),
  sv: () => import("../../locales/sv/manual.mjs"),
};
