/**
 * @module The contact form's strings are a catalog of their own per locale
 * (locales/<locale>/contact.po), loaded with the contact page and added to the
 * locale's messages, so that no other page carries them.
 */
import type { I18n, Messages } from "@lingui/core";
import type { Locale } from "../../shared/locales";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/contact.mjs"),
  "en-US": () => import("../../locales/en-US/contact.mjs"),
  nl: () => import("../../locales/nl/contact.mjs"),
  de: () => import("../../locales/de/contact.mjs"),
  es: () => import("../../locales/es/contact.mjs"),
  fr: () => import("../../locales/fr/contact.mjs"),
  it: () => import("../../locales/it/contact.mjs"),
  sv: () => import("../../locales/sv/contact.mjs"),
};

const added = new Set<Locale>();

/**
 * Adds contact's strings to the locale's i18n (whose own catalog is loaded). The
 * caller hands it over, so that this chunk does not share Lingui's code with the
 * page's entry.
 */
export async function addContactCatalog(i18n: I18n, locale: Locale): Promise<void> {
  if (added.has(locale)) return;
  const { messages } = await loaders[locale]();
  i18n.load(locale, messages);
  added.add(locale);
}
