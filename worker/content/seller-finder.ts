/**
 * @module The seller finder's loader: every sale location, read whole into one
 * answer of the KV-cached content layer, then filtered, grouped into companies,
 * ordered and paged here in the worker. So every combination of filters is served
 * from that one answer, and the content service is never asked to filter a JSON
 * field (`location_types`), which Strapi on PostgreSQL cannot do.
 */

import type { SaleLocationsQuery } from "../../shared/content-operations.generated";
import { byDistance, distanceKm } from "../../shared/distance";
import {
  filtersFromSearch,
  pageFromSearch,
  placeFromSearch,
  preselectedCountry,
} from "../../shared/finder-url";
import type { RecordOf } from "../../shared/flattened";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "../../shared/locales";
import {
  FINDER_PAGE_SIZE,
  type FinderCompany,
  type FinderLocation,
  type FinderPage,
  type FinderPoint,
  type FinderQuery,
  LOCATION_TYPES,
  type LocationType,
  type Position,
  type SellerFinderData,
  typesFor,
} from "../../shared/seller-finder";
import type { ContentLayer } from "./content-layer";
import { nameCountries } from "./finder-countries";
import { SALE_LOCATION_COUNTRIES, SALE_LOCATIONS } from "./list-queries";
import { normalize } from "./normalize";

export interface SellerFinder {
  /** The finder's country list: settingSaleLocations.used_countries. */
  countries(): Promise<string[]>;
  /** `withPoints`: add every located location of the set for the map (default: on page 1). */
  find(query: FinderQuery, withPoints?: boolean): Promise<FinderPage>;
}

export function createSellerFinder(content: ContentLayer): SellerFinder {
  return {
    async countries() {
      const answer = await content.query(SALE_LOCATION_COUNTRIES);
      const used = normalize(answer.settingSaleLocations, {
        mediaOrigin: undefined,
      })?.used_countries;
      return Array.isArray(used)
        ? [...new Set(used.filter((code): code is string => typeof code === "string"))]
        : [];
    },

    async find(query, withPoints = query.page === 1) {
      const answer = await content.query(SALE_LOCATIONS);
      const rows = normalize(answer.saleLocations, {
        mediaOrigin: undefined,
      });
      const companies = groupCompanies(rows ?? [], query);
      const page = pageOf(companies, query);
      return withPoints ? { ...page, points: pointsOf(companies, query.pageSize) } : page;
    },
  };
}

/**
 * The finder's part of its page: countries and a page of results (the first, or
 * the one `?page=` asks for: without JavaScript "Load more" is a link to it), with
 * the map's points. It is secondary data: when the content service fails here the
 * page still renders (its content and a note in place of the results).
 */
export async function loadSellerFinder(
  finder: SellerFinder,
  locale: Locale,
  search: URLSearchParams,
  mapboxToken: string | undefined,
): Promise<SellerFinderData> {
  // The country list first: a URL without a country stands for the locale's own.
  const countries = await finder.countries().catch(() => []);
  const preselected = preselectedCountry(locale, countries);
  const filters = filtersFromSearch(search, preselected);
  const place = placeFromSearch(search);
  const page = pageFromSearch(search);
  const query: FinderQuery = { ...filters, locale, page, pageSize: FINDER_PAGE_SIZE };
  if (place) query.near = { lat: place.lat, lng: place.lng };
  const results = await finder.find(query, true).catch(() => null);
  return {
    locale,
    filters,
    ...nameCountries(locale, countries, results),
    preselected,
    results,
    mapboxToken: mapboxToken || null,
    place,
  };
}

/** A sale location as the content service gives it, flattened. */
export type SaleLocationRow = RecordOf<SaleLocationsQuery["saleLocations"]>;
type Company = NonNullable<SaleLocationRow["user"]> & { id: string };

/**
 * Groups locations into companies by user id. The primary location is the first
 * (lowest id) in the company's own country, or its first location when none of
 * the matching ones is at home; the others are its related locations.
 *
 * Rows are checked again against the wanted types: Strapi's JSON `contains` is a
 * text match on some databases, where "consumer" also finds "webshop_consumer".
 */
export function groupCompanies(rows: SaleLocationRow[], query: FinderQuery): FinderCompany[] {
  const wanted = typesFor(query);
  const byUser = new Map<string, { user: Company; rows: FinderLocation[] }>();
  for (const row of rows) {
    const user = row.user;
    // A location without a company (a user, known by its id) has nobody to contact.
    if (!user || user.id === undefined) continue;
    const location = toLocation(row, query.near);
    if (wanted.length && !location.location_types.some((type) => wanted.includes(type))) continue;
    if (query.country && user.country_iso !== query.country) continue;
    const group = byUser.get(user.id) ?? { user: { ...user, id: user.id }, rows: [] };
    group.rows.push(location);
    byUser.set(user.id, group);
  }

  const companies: FinderCompany[] = [];
  for (const { user, rows: locations } of byUser.values()) {
    locations.sort((a, b) => Number(a.id) - Number(b.id));
    const home = locations.find((location) => location.country_iso === user.country_iso);
    const primary = home ?? locations[0];
    if (!primary) continue; // a company is made by its first location: never without one
    const related = locations.filter((location) => location !== primary);
    if (query.near) related.sort(byDistance);
    const company: FinderCompany = {
      id: user.id,
      name: user.company_name || primary.city || "",
      country_iso: user.country_iso,
      website: user.website,
      phone: user.phone,
      email: user.email,
      primary,
      related,
    };
    if (query.near) {
      const nearest = Math.min(...locations.map((l) => l.distanceKm ?? Number.POSITIVE_INFINITY));
      if (Number.isFinite(nearest)) company.distanceKm = nearest;
    }
    companies.push(company);
  }

  const collator = new Intl.Collator(LOCALE_INFO[query.locale ?? DEFAULT_LOCALE].tag, {
    sensitivity: "base",
    numeric: true,
  });
  return companies.sort(
    (a, b) =>
      (query.near ? byDistance(a, b) : 0) ||
      collator.compare(a.name, b.name) ||
      Number(a.id) - Number(b.id),
  );
}

export function pageOf(companies: FinderCompany[], query: FinderQuery): FinderPage {
  const start = (query.page - 1) * query.pageSize;
  const pageCount = Math.ceil(companies.length / query.pageSize);
  return {
    companies: companies.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: companies.length,
    pageCount,
    hasMore: query.page < pageCount,
  };
}

/** Every location with a position, with the results page its company is on. */
export function pointsOf(companies: FinderCompany[], pageSize: number): FinderPoint[] {
  return companies.flatMap((company, index) =>
    [company.primary, ...company.related].flatMap((location) =>
      location.latitude === null || location.longitude === null
        ? []
        : [
            {
              id: location.id,
              companyId: company.id,
              lat: location.latitude,
              lng: location.longitude,
              label: [company.name, location.city].filter(Boolean).join(", "),
              city: location.city,
              zip: location.zip_code,
              country: location.country_iso,
              page: Math.floor(index / pageSize) + 1,
            },
          ],
    ),
  );
}

function toLocation(row: SaleLocationRow, near: Position | undefined): FinderLocation {
  const types = Array.isArray(row.location_types)
    ? row.location_types.filter((type): type is LocationType =>
        LOCATION_TYPES.some((known) => known === type),
      )
    : [];
  const location: FinderLocation = {
    id: String(row.id),
    street_address: row.street_address ?? null,
    address_suffix: row.address_suffix ?? null,
    zip_code: row.zip_code ?? null,
    city: row.city ?? null,
    country_iso: row.country_iso,
    latitude: typeof row.latitude === "number" ? row.latitude : null,
    longitude: typeof row.longitude === "number" ? row.longitude : null,
    location_types: types,
    phone: row.phone ?? null,
    email: row.email ?? null,
    website: row.website ?? null,
  };
  if (near && location.latitude !== null && location.longitude !== null) {
    location.distanceKm = distanceKm(near, { lat: location.latitude, lng: location.longitude });
  }
  return location;
}

/** Kept here for the worker's callers; the code lives in shared/distance.ts. */
export { distanceKm } from "../../shared/distance";
