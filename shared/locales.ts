/** @module The one list of locales the site speaks, and what each one needs. */

export const LOCALES = ["en", "en-US", "nl", "de", "es", "fr", "it", "sv"] as const;
export type Locale = (typeof LOCALES)[number];

/** English is served without a prefix and is the fallback for missing translations. */
export const DEFAULT_LOCALE: Locale = "en";

interface LocaleInfo {
  /** BCP 47 tag for `<html lang>` and `Intl` formatting. */
  tag: string;
  /** The code the locale switcher shows (the spec shows en-US as "us"). */
  code: string;
  /** The language's own name, for screen readers and the switcher's list. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: "en-GB", code: "en", name: "English" },
  "en-US": { tag: "en-US", code: "us", name: "English (US)" },
  nl: { tag: "nl-NL", code: "nl", name: "Nederlands" },
  de: { tag: "de-DE", code: "de", name: "Deutsch" },
  es: { tag: "es-ES", code: "es", name: "Español" },
  fr: { tag: "fr-FR", code: "fr", name: "Français" },
  it: { tag: "it-IT", code: "it", name: "Italiano" },
  sv: { tag: "sv-SE", code: "sv", name: "Svenska" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Matches a path prefix case-insensitively, so `/DE/…` and `/en-us/…` can be redirected. */
export function localeFromPrefix(segment: string): Locale | undefined {
  const lower = segment.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower);
}
