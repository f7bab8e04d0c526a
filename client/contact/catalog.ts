/**
 * @module The contact form's strings are a catalog of their own per locale
 * (locales/<locale>/contact.po), loaded with the contact page (client/views/index.ts),
 * so that no other page carries them.
 */
import type { Strings } from "../i18n/load-catalog";

export const contactStrings: Strings = {
  en: () => import("../../locales/en/contact.mjs"),
  "en-US": () => import("../../locales/en-US/contact.mjs"),
  nl: () => import("../../locales/nl/contact.mjs"),
  de: () => import("../../locales/de/contact.mjs"),
  es: () => import("../../locales/es/contact.mjs"),
  fr: () => import("../../locales/fr/contact.mjs"),
  it: () => import("../../locales/it/contact.mjs"),
  sv: () => import("../../locales/sv/contact.mjs"),
};
