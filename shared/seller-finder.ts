/**
 * @module The seller finder's vocabulary, shared by the worker's API and the
 * browser: visitor kinds, location types, which location types each visitor kind
 * is offered under "looking for", the finder's query (validated with valibot)
 * and the shapes of its answers.
 */
import * as v from "valibot";
import { LOCALES, type Locale } from "./locales";

/** Who the visitor is ("I am"). These kinds exist only as finder filters (spec 1, 6). */
export const VISITOR_KINDS = [
  "consumer",
  "installer",
  "distributor",
  "wholesale",
  "webshop_professional",
  "webshop_consumer",
] as const;
export type VisitorKind = (typeof VISITOR_KINDS)[number];

/** What a sale location is (the content service's `location_types`). */
export const LOCATION_TYPES = [
  "installer",
  "consumer",
  "webshop_consumer",
  "webshop_professional",
  "wholesale",
  "distributor",
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/**
 * "looking for": the location types offered to each visitor kind, defined here
 * once. It follows the product's supply chain — we supply distributors, they
 * supply wholesalers, wholesalers supply installers and shops — so each visitor
 * is offered the places they would actually buy from:
 *
 * - a consumer (private customer) has it installed by an `installer`, or buys it
 *   in a shop (location type `consumer`: garden centres, DIY stores) or from a
 *   `webshop_consumer`;
 * - an installer buys for their jobs from a `wholesale`r, a `distributor` or a
 *   `webshop_professional` (trade-only web shop);
 * - a web shop, consumer or professional, stocks up from a `wholesale`r or a
 *   `distributor`;
 * - a wholesaler buys from a `distributor`;
 * - a distributor is supplied by us directly; the finder shows them the other
 *   `distributor`s, for the regions next to their own.
 *
 * The first type of each list is the one a visitor most likely means; the
 * finder does not preselect it, though: no choice means all of the list.
 */
export const LOOKING_FOR: Record<VisitorKind, readonly LocationType[]> = {
  consumer: ["installer", "consumer", "webshop_consumer"],
  installer: ["wholesale", "distributor", "webshop_professional"],
  webshop_consumer: ["wholesale", "distributor"],
  webshop_professional: ["wholesale", "distributor"],
  wholesale: ["distributor"],
  distributor: ["distributor"],
};

/** Companies per "Load more" page. */
export const FINDER_PAGE_SIZE = 6;
/** The API's own ceiling per page, so that one request stays cheap. */
const FINDER_MAX_PAGE_SIZE = 50;

/** The API's path; the finder page's filters use the same query parameters. */
export const FINDER_API_PATH = "/api/seller-finder";

/** The filters, as they live in the finder page's URL and the API's query. */
export interface FinderFilters {
  /** "I am". */
  visitor?: VisitorKind;
  /** "looking for": one of `LOOKING_FOR[visitor]`. */
  type?: LocationType;
  /** The company's home country, ISO 3166-1 alpha-2. */
  country?: string;
}

/** A position the visitor shared ("near me"); results then come nearest first. */
export interface Position {
  lat: number;
  lng: number;
}

export interface FinderQuery extends FinderFilters {
  /** Whose alphabet orders the companies (the page's locale); the default locale's otherwise. */
  locale?: Locale;
  page: number;
  pageSize: number;
  near?: Position;
}

const COUNTRY = /^[A-Z]{2}$/;

/** A whole number in a query string: digits only, so "1e3", " 2" and "3.0" are refused. */
const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const coordinate = (name: string, limit: number) =>
  v.pipe(
    v.string(),
    v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${name} must be a decimal number`),
    v.transform(Number),
    v.minValue(-limit, `${name} must be between -${limit} and ${limit}`),
    v.maxValue(limit, `${name} must be between -${limit} and ${limit}`),
  );

/** The API's query: every parameter a string as URLSearchParams gives it; unknown ones are refused. */
const FinderQuerySchema = v.pipe(
  v.strictObject(
    {
      visitor: v.optional(
        v.picklist(VISITOR_KINDS, `visitor must be one of: ${VISITOR_KINDS.join(", ")}`),
      ),
      type: v.optional(
        v.picklist(LOCATION_TYPES, `type must be one of: ${LOCATION_TYPES.join(", ")}`),
      ),
      country: v.optional(
        v.pipe(
          v.string(),
          v.regex(COUNTRY, "country must be an ISO 3166-1 alpha-2 code in capitals, e.g. NL"),
        ),
      ),
      locale: v.optional(v.picklist(LOCALES, `locale must be one of: ${LOCALES.join(", ")}`)),
      page: v.optional(wholeNumber("page", 1, 1000), "1"),
      pageSize: v.optional(
        wholeNumber("pageSize", 1, FINDER_MAX_PAGE_SIZE),
        String(FINDER_PAGE_SIZE),
      ),
      lat: v.optional(coordinate("lat", 90)),
      lng: v.optional(coordinate("lng", 180)),
    },
    "Unknown query parameter",
  ),
  v.check(
    (q) => (q.lat === undefined) === (q.lng === undefined),
    "lat and lng must be given together",
  ),
  v.check(
    (q) => !q.type || !q.visitor || LOOKING_FOR[q.visitor].includes(q.type),
    "type must be one of the location types offered to that visitor",
  ),
  v.transform(({ lat, lng, ...rest }): FinderQuery => {
    const query: FinderQuery = { ...rest };
    if (lat !== undefined && lng !== undefined) query.near = { lat, lng };
    return query;
  }),
);

export type FinderQueryResult = { ok: true; query: FinderQuery } | { ok: false; message: string };

/** Validates an API query; the message names every problem, for a 400 answer. */
export function parseFinderQuery(params: URLSearchParams): FinderQueryResult {
  const input: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in input) return { ok: false, message: `Query parameter ${key} is given twice` };
    input[key] = value;
  }
  const result = v.safeParse(FinderQuerySchema, input);
  if (result.success) return { ok: true, query: result.output };
  return { ok: false, message: result.issues.map(describeIssue).join("; ") };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.map((item) => String(item.key)).join(".");
  if (issue.type === "strict_object" && key) return `Unknown query parameter: ${key}`;
  return issue.message;
}

/**
 * The filters of the finder page's URL, read leniently: a page is never refused
 * for its query, so a value that is not valid is dropped (and a type that does not
 * fit the visitor kind with it).
 */
export function filtersFromSearch(params: URLSearchParams): FinderFilters {
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
  const country = params.get("country");
  if (country && COUNTRY.test(country)) filters.country = country;
  return filters;
}

/** The results page of the finder page's URL (`?page=`, "Load more" without JavaScript), read leniently. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = params.get("page") ?? "";
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

/** A place the visitor chose in the place search; the results come nearest to it first. */
export interface ChosenPlace extends Position {
  /** What the visitor chose, e.g. "Utrecht, Netherlands". */
  label: string;
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

/** The query string of a set of filters, in a fixed order, without the `?`. */
export function searchOf(filters: FinderFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.visitor) params.set("visitor", filters.visitor);
  if (filters.type) params.set("type", filters.type);
  if (filters.country) params.set("country", filters.country);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** The location types a set of filters asks for; an empty list means any type. */
export function typesFor(filters: FinderFilters): readonly LocationType[] {
  if (filters.type) return [filters.type];
  if (filters.visitor) return LOOKING_FOR[filters.visitor];
  return [];
}

// ---------------------------------------------------------------- answers

export interface FinderLocation {
  id: string;
  street_address: string | null;
  address_suffix: string | null;
  zip_code: string | null;
  city: string | null;
  country_iso: string;
  latitude: number | null;
  longitude: number | null;
  location_types: LocationType[];
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Kilometres from the visitor's shared position, when there is one. */
  distanceKm?: number;
}

/** A company: the locations of one user, the one in its home country first. */
export interface FinderCompany {
  /** The user id its locations are grouped by. */
  id: string;
  name: string;
  country_iso: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  primary: FinderLocation;
  related: FinderLocation[];
  /** Kilometres to its nearest location, when the visitor shared a position. */
  distanceKm?: number;
}

/** A location on the map: every location of the filtered set, not just the loaded pages. */
export interface FinderPoint {
  /** Sale location id. */
  id: string;
  companyId: string;
  lat: number;
  lng: number;
  /** "Company, City", the marker's title. */
  label: string;
  /** Its town and postcode: the place search's own places when Mapbox cannot answer. */
  city: string | null;
  zip: string | null;
  country: string;
  /** The results page its company is listed on, so a marker can load its entry. */
  page: number;
}

/** One page of the API's answer. */
export interface FinderPage {
  companies: FinderCompany[];
  /** On the first page only: every located location of the filtered set, for the map. */
  points?: FinderPoint[];
  page: number;
  pageSize: number;
  /** Companies matching the filters, over all pages. */
  total: number;
  pageCount: number;
  hasMore: boolean;
}

/** What the finder page embeds: its first page, the country list and the map's token. */
export interface SellerFinderData {
  /** The page's locale: later pages from the API must come in the same order. */
  locale: Locale;
  filters: FinderFilters;
  /** ISO codes from settingSaleLocations.used_countries. */
  countries: string[];
  /** Null when the locations could not be loaded: the page still renders. */
  results: FinderPage | null;
  /** The public Mapbox token; null: no map, the list alone. */
  mapboxToken: string | null;
  /** The place of the URL (`?near=…&place=…`): the results come nearest to it first. */
  place: ChosenPlace | null;
}
