/**
 * @module One Lingui instance per locale, made from that locale's compiled catalog.
 * The worker registers every catalog at start; the browser registers the page's
 * locale before hydration and loads others when the visitor switches language.
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "../../shared/locales";

const catalogs = new Map<Locale, Messages>();
const instances = new Map<Locale, I18n>();

export function registerCatalog(locale: Locale, messages: Messages): void {
  catalogs.set(locale, messages);
}

export function hasCatalog(locale: Locale): boolean {
  return catalogs.has(locale);
}

/** The i18n instance for a locale whose catalog is registered. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages = catalogs.get(locale);
    if (!messages) {
      console.warn(JSON.stringify({ level: "warn", event: "i18n.catalog_missing", locale }));
    }
    i18n = setupI18n({ locale, messages: { [locale]: messages ?? {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const added = new Set<string>();

/**
 * Adds a page kind's own texts (`name`, its catalog) to the locale's instance,
 * once: loading them again would re-render every part of the page that reads it.
 */
export function addStrings(locale: Locale, name: string, messages: Messages): void {
  const key = `${locale}/${name}`;
  if (added.has(key)) return;
  added.add(key);
  i18nFor(locale).load(locale, messages);
}

/**
 * A new instance with the locale's strings and more, for a part that brings its
 * own strings after the page is on screen (the search dialog): adding them to the
 * page's instance would re-render every part of the page that reads it.
 */
export function i18nWith(locale: Locale, messages: Messages): I18n {
  return setupI18n({
    locale,
    messages: { [locale]: { ...i18nFor(locale).messages, ...messages } },
  });
}
