/**
 * @module The seller finder's vocabulary, shared by the worker's API and the
 * browser: visitor kinds, location types, which location types each visitor kind
 * is offered under "looking for", the filters and the query they make, and the
 * shapes of the finder's answers. Reading them from a URL lives in
 * `finder-url.ts`, validating the API's query in `finder-query.ts`.
 */
import type { Locale } from "./locales";

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

/** A country as the filters name it: ISO 3166-1 alpha-2, in capitals. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** A place the visitor chose in the place search; the results come nearest to it first. */
export interface ChosenPlace extends Position {
  /** What the visitor chose, e.g. "Utrecht, Netherlands". */
  label: string;
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
  /** ISO codes from settingSaleLocations.used_countries, in the order of their names. */
  countries: string[];
  /**
   * Country names in the page's language: the listed countries', and those of
   * the first page's locations and the map's points (worker/content/finder-countries.ts).
   */
  countryNames: Record<string, string>;
  /** The country a URL without `country` stands for: the locale's, when listed (finder-url.ts). */
  preselected: string | null;
  /** Null when the locations could not be loaded: the page still renders. */
  results: FinderPage | null;
  /** The public Mapbox token; null: no map, the list alone. */
  mapboxToken: string | null;
  /** The place of the URL (`?near=…&place=…`): the results come nearest to it first. */
  place: ChosenPlace | null;
}

/**
 * A company's locations as its row shows them: first the one that earned it its
 * place (the nearest, when a place or position is known; else the primary), then
 * the others, nearest first. The row names the first and its details start there.
 */
export function locationsInOrder(company: FinderCompany): [FinderLocation, ...FinderLocation[]] {
  if (company.distanceKm === undefined) return [company.primary, ...company.related];
  const far = Number.POSITIVE_INFINITY;
  const [first = company.primary, ...rest] = [company.primary, ...company.related].sort(
    (a, b) => (a.distanceKm ?? far) - (b.distanceKm ?? far),
  );
  return [first, ...rest];
}
