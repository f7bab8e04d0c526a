/**
 * @module The finder page's URL: its filters, results page and chosen place read
 * leniently (a page is never refused for its query), and the query string written
 * back in a fixed order, shared by the worker's page loader and the browser.
 */
import type { Locale } from "./locales";
import {
  type ChosenPlace,
  COUNTRY_CODE,
  type FinderFilters,
  LOCATION_TYPES,
  LOOKING_FOR,
  type LocationType,
  VISITOR_KINDS,
  type VisitorKind,
} from "./seller-finder";

/**
 * The filters of the finder page's URL, read leniently: a page is never refused
 * for its query, so a value that is not valid is dropped (and a type that does not
 * fit the visitor kind with it). A URL without `country` has the visitor's own
 * (`preselected`, see `preselectedCountry`); `country=` (empty) is "all countries".
 */
export function filtersFromSearch(
  params: URLSearchParams,
  preselected: string | null = null,
): FinderFilters {
  const filters: FinderFilters = {};
  const visitor = params.get("visitor");
  if (visitor && (VISITOR_KINDS as readonly string[]).includes(visitor))
    filters.visitor = visitor as VisitorKind;
  const type = params.get("type");
  if (
    type &&
    (LOCATION_TYPES as readonly string[]).includes(type) &&
    (!filters.visitor || LOOKING_FOR[filters.visitor].includes(type as LocationType))
  )
    filters.type = type as LocationType;
  const country = params.has("country") ? params.get("country") : preselected;
  if (country && COUNTRY_CODE.test(country)) filters.country = country;
  return filters;
}

/** The results page of the finder page's URL (`?page=`, "Load more" without JavaScript), read leniently. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = params.get("page") ?? "";
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

const NEAR = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

/** The chosen place of the finder page's URL (`?near=<lat>,<lng>&place=<label>`), read leniently. */
export function placeFromSearch(params: URLSearchParams): ChosenPlace | null {
  const match = NEAR.exec(params.get("near") ?? "");
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const label = (params.get("place") ?? "").trim().slice(0, 200) || `${lat}, ${lng}`;
  return { lat, lng, label };
}

/** The URL parameters of a chosen place, for `searchOf`'s `extra`. */
export function placeParams(place: ChosenPlace | null): Record<string, string> {
  if (!place) return {};
  return { near: `${place.lat.toFixed(5)},${place.lng.toFixed(5)}`, place: place.label };
}

/**
 * The query string of a set of filters, in a fixed order, without the `?`. For
 * the page's URL, pass its `preselected` country: "all countries" is then written
 * as `country=`, so that the preselection does not come back.
 */
export function searchOf(
  filters: FinderFilters,
  extra: Record<string, string> = {},
  preselected: string | null = null,
): string {
  const params = new URLSearchParams();
  if (filters.visitor) params.set("visitor", filters.visitor);
  if (filters.type) params.set("type", filters.type);
  if (filters.country) params.set("country", filters.country);
  else if (preselected) params.set("country", "");
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/**
 * The country a locale's visitors most likely buy in: the locale's own region.
 * German visitors then start with German sellers. None for `en`: it is the
 * default locale, the site at its root, read by visitors from every country
 * (the spec names it en-GB for its spelling, not its market).
 */
const LOCALE_COUNTRY: Record<Locale, string | null> = {
  nl: "NL",
  en: null,
  "en-US": "US",
  de: "DE",
  es: "ES",
  fr: "FR",
  it: "IT",
  sv: "SE",
};

/**
 * The finder's country before the visitor chooses one: the locale's, when sellers
 * are listed there (`used_countries`); otherwise none, all countries.
 */
export function preselectedCountry(locale: Locale, countries: readonly string[]): string | null {
  const country = LOCALE_COUNTRY[locale];
  return country && countries.includes(country) ? country : null;
}
