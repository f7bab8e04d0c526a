/**
 * @module The paths every locale's pages share, which need no segment of the
 * route table (./routes.ts builds the rest): the locale's prefix, and an editor's
 * page by its slug. A call to action links to them, also from a kept page's
 * islands, which therefore carry no copy of the table.
 */
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** The locale's prefix: none for the default locale. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** Builds a path for a page slug, or the home page when the slug is missing. */
export function pagePath(locale: Locale, slug: string | null | undefined): string {
  return slug ? `${localePrefix(locale)}/${slug}` : localePrefix(locale) || "/";
}
