/**
 * @module The seller finder's country names, in the page's language, named in
 * the worker: the browser then hydrates the finder without loading the names
 * of every region of the world (Intl.DisplayNames costs a phone about 40 ms of
 * its main thread before the first name), and the list of countries comes in
 * the order of those names.
 */
import { LOCALE_INFO, type Locale } from "../../shared/locales";
import type { FinderPage } from "../../shared/seller-finder";

/** `code` → its name in the locale's language; a code without one names itself. */
function namer(locale: Locale): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: "region" });
  } catch {
    names = null;
  }
  return (code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/**
 * The names of the listed countries and of every country the first page's
 * companies and the map's points are in; the listed countries sorted by name.
 */
export function nameCountries(
  locale: Locale,
  countries: string[],
  results: FinderPage | null,
): { countries: string[]; countryNames: Record<string, string> } {
  const name = namer(locale);
  const codes = new Set(countries);
  for (const company of results?.companies ?? [])
    for (const location of [company.primary, ...company.related]) codes.add(location.country_iso);
  for (const point of results?.points ?? []) codes.add(point.country);
  const countryNames = Object.fromEntries([...codes].map((code) => [code, name(code)]));
  const collator = new Intl.Collator(LOCALE_INFO[locale].tag);
  const byName = (a: string, b: string) =>
    collator.compare(countryNames[a] ?? a, countryNames[b] ?? b);
  return { countries: [...countries].sort(byName), countryNames };
}
