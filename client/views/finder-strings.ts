/** @module The seller finder's texts (locales/<locale>/finder.po): the view's, also on a kept first page (client/islands/installer-map.tsx). */
import type { Strings } from "../i18n/load-catalog";

export const finderStrings: Strings = {
  en: () => import("../../locales/en/finder.mjs"),
  "en-US": () => import("../../locales/en-US/finder.mjs"),
  nl: () => import("../../locales/nl/finder.mjs"),
  de: () => import("../../locales/de/finder.mjs"),
  es: () => import("../../locales/es/finder.mjs"),
  fr: () => import("../../locales/fr/finder.mjs"),
  it: () => import("../../locales/it/finder.mjs"),
  sv: () => import("../../locales/sv/finder.mjs"),
};
