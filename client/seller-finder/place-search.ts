/**
 * @module The place search's two sources of places: Mapbox's geocoding service
 * (the map's own provider, with the public token), called from the browser only
 * after the visitor types; and, without a token or when the service fails, the
 * towns and postcodes of the finder's own sale locations.
 */
import type { ChosenPlace, FinderPoint } from "../../shared/seller-finder";

/** The one endpoint the place search calls (on api.mapbox.com, allowed by the map page's CSP). */
export const GEOCODING_URL = "https://api.mapbox.com/search/geocode/v6/forward";

/** Suggestions shown at most. */
const SUGGESTION_LIMIT = 5;

export interface PlaceSuggestion extends ChosenPlace {
  id: string;
  /** A second line: the region and country of a geocoded place, the country of a known one. */
  detail: string;
}

export interface GeocodeOptions {
  token: string;
  /** The country filter (ISO alpha-2): results are limited to it. */
  country?: string;
  /** The visitor's language (BCP 47); Mapbox names places in it. */
  language: string;
  signal: AbortSignal;
}

/** The service's URL for a query: autocomplete, towns, postcodes and addresses. */
export function geocodingUrl(query: string, options: Omit<GeocodeOptions, "signal">): string {
  const params = new URLSearchParams({
    q: query,
    access_token: options.token,
    autocomplete: "true",
    limit: String(SUGGESTION_LIMIT),
    types: "postcode,place,locality,neighborhood,street,address",
    language: (options.language.split("-")[0] ?? "en").toLowerCase(),
  });
  if (options.country) params.set("country", options.country.toLowerCase());
  return `${GEOCODING_URL}?${params}`;
}

interface GeocodeFeature {
  id?: unknown;
  geometry?: { coordinates?: unknown };
  properties?: {
    mapbox_id?: unknown;
    name?: unknown;
    full_address?: unknown;
    place_formatted?: unknown;
    coordinates?: { latitude?: unknown; longitude?: unknown };
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const finite = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Asks the geocoding service; rejects when it cannot answer (network, status, shape). */
export async function geocode(query: string, options: GeocodeOptions): Promise<PlaceSuggestion[]> {
  const response = await fetch(geocodingUrl(query, options), {
    signal: options.signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`geocoding: status ${response.status}`);
  const body = (await response.json()) as { features?: unknown };
  if (!Array.isArray(body.features)) throw new Error("geocoding: no features");
  const suggestions: PlaceSuggestion[] = [];
  for (const feature of body.features as GeocodeFeature[]) {
    const props = feature.properties ?? {};
    const [lng, lat] = Array.isArray(feature.geometry?.coordinates)
      ? (feature.geometry.coordinates as unknown[])
      : [props.coordinates?.longitude, props.coordinates?.latitude];
    if (!finite(lat) || !finite(lng)) continue;
    const name = text(props.name);
    const detail = text(props.place_formatted);
    const label = text(props.full_address) || [name, detail].filter(Boolean).join(", ");
    if (!label) continue;
    suggestions.push({
      id: text(props.mapbox_id) || text(feature.id) || `${lat},${lng}`,
      label,
      detail,
      lat,
      lng,
    });
  }
  return suggestions.slice(0, SUGGESTION_LIMIT);
}

/** Lower case without accents, so "sodertalje" finds "Södertälje". */
function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * The towns and postcodes of the known sale locations that match a query: a town
 * by the start of its name (or of a word in it), a postcode by its start, spaces
 * ignored ("3511" and "3511 AB" both find "3511AB"). Towns come before postcodes,
 * each place once, at the position of its first location.
 */
export function matchKnownPlaces(
  query: string,
  points: readonly FinderPoint[],
  countryName: (code: string) => string,
): PlaceSuggestion[] {
  const wanted = fold(query);
  if (wanted.length < 2) return [];
  const compact = wanted.replace(/\s+/g, "");
  const towns = new Map<string, PlaceSuggestion>();
  const postcodes = new Map<string, PlaceSuggestion>();
  for (const point of points) {
    const country = countryName(point.country);
    if (point.city) {
      const town = fold(point.city);
      const key = `${point.country}:${town}`;
      const matches =
        town.startsWith(wanted) || town.split(/[\s\-'/]+/).some((word) => word.startsWith(wanted));
      if (matches && !towns.has(key))
        towns.set(key, {
          id: `town:${key}`,
          label: point.city,
          detail: country,
          lat: point.lat,
          lng: point.lng,
        });
    }
    if (point.zip) {
      const zip = fold(point.zip).replace(/\s+/g, "");
      const key = `${point.country}:${zip}`;
      if (zip.startsWith(compact) && !postcodes.has(key))
        postcodes.set(key, {
          id: `postcode:${key}`,
          label: [point.zip, point.city].filter(Boolean).join(" "),
          detail: country,
          lat: point.lat,
          lng: point.lng,
        });
    }
  }
  const collator = new Intl.Collator(undefined, { sensitivity: "base" });
  return [
    ...[...towns.values()].sort((a, b) => collator.compare(a.label, b.label)),
    ...postcodes.values(),
  ].slice(0, SUGGESTION_LIMIT);
}
