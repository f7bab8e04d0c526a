/**
 * @module The seller finder (spec section 2, "Seller finder and map"): filters
 * "I am" / "looking for" / country kept in the URL query, the companies found with
 * "Load more", an optional "near me", and the map beside the list.
 *
 * Without JavaScript the filters are a plain GET form and the first page of results
 * is server-rendered; with it, a filter change updates the URL (a history entry, so
 * back and reload work) and fetches only the finder's data.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { filtersFromSearch, placeFromSearch, placeParams, searchOf } from "../../shared/finder-url";
import { LOCALE_INFO, type Locale } from "../../shared/locales";
import type {
  ChosenPlace,
  FinderFilters,
  Position,
  SellerFinderData,
} from "../../shared/seller-finder";
import { CompanyList } from "./company-list";
import { FilterForm } from "./filter-form";
import { countryNames } from "./labels";
import { LoadMore } from "./load-more";
import { MapConsent, useMapConsent } from "./map-consent";
import { MapPanel } from "./map-panel";
import { mapState, useMapState } from "./map-state";
import type { MapPoint } from "./mapbox-map";
import { PlaceSearchBox } from "./place-search-box";
import { useFinderResults } from "./use-finder-results";
import { useNearMe } from "./use-near-me";

interface Props {
  data: SellerFinderData;
  locale: Locale;
  /** The finder page's path; the filters' form submits to it. */
  path: string;
}

export function SellerFinder({ data, locale, path }: Props) {
  const { t } = useLingui();
  // Mapbox is asked nothing (map, place suggestions) until the visitor agrees.
  const mapToken = useMapConsent() ? data.mapboxToken : null;
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The server renders the filters its loader read; the browser reads the URL (the
  // same query at hydration, and the truth after back/forward).
  const filters = useMemo<FinderFilters>(
    () =>
      typeof window === "undefined"
        ? data.filters
        : filtersFromSearch(new URLSearchParams(search), data.preselected),
    [data.filters, data.preselected, search],
  );
  // The place chosen in the place search lives in the URL (`?near=…&place=…`) with
  // the filters; the server sorted its page by it too.
  const place = useMemo<ChosenPlace | null>(
    () =>
      typeof window === "undefined" ? data.place : placeFromSearch(new URLSearchParams(search)),
    [data.place, search],
  );
  const { geo, off: nearMeOff, ask: askPosition } = useNearMe();
  const near: Position | null = place
    ? { lat: place.lat, lng: place.lng }
    : geo.state === "on"
      ? geo.position
      : null;
  const results = useFinderResults(filters, near, data);
  const { selected } = useMapState();
  const [flyRequest, setFlyRequest] = useState<{ id: string; at: number } | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  /** After "Load more": the index of the first new company, which then gets the focus. */
  const focusFrom = useRef<number | null>(null);
  const localeTag = LOCALE_INFO[locale].tag;
  const countryName = useMemo(
    () => countryNames(localeTag, data.countryNames),
    [localeTag, data.countryNames],
  );

  useEffect(() => setEnhanced(true), []);

  const points = useMemo<MapPoint[]>(
    () => results.points.map(({ id, lat, lng, label }) => ({ id, lat, lng, label })),
    [results.points],
  );

  function applyFilters(next: FinderFilters, nextPlace: ChosenPlace | null = place): void {
    // A chosen place stays with new filters; it goes only when cleared.
    const query = searchOf(next, placeParams(nextPlace), data.preselected);
    mapState.update({ selected: null });
    navigate(query ? `${location}?${query}` : location);
  }

  function onMarkerSelect(id: string): void {
    mapState.update({ selected: id });
    const point = results.points.find((candidate) => candidate.id === id);
    if (!point) return;
    const label = point.label;
    setAnnouncement(t`Selected: ${label}`);
    // A company further down the list: load the pages up to its entry.
    if (!results.companies.some((company) => company.id === point.companyId))
      void results.loadThrough(point.page);
  }

  const onShowOnMap = useCallback((id: string): void => {
    mapState.update({ selected: id });
    setFlyRequest({ id, at: Date.now() });
  }, []);

  function choosePlace(next: ChosenPlace | null): void {
    if (next) nearMeOff();
    const label = next?.label ?? "";
    setAnnouncement(next ? t`Sorted by distance to ${label}` : "");
    applyFilters(filters, next);
  }

  function nearMe(): void {
    if (geo.state === "on") {
      nearMeOff();
      return;
    }
    // The visitor's own position replaces a chosen place.
    if (place) applyFilters(filters, null);
    askPosition();
  }

  const total = results.total;
  const empty = !results.loading && !results.failed && results.total === 0;
  // Without JavaScript each page is its own document: the next is the one after this.
  const nextPage = (data.results?.page ?? 1) + 1;

  return (
    <section className="finder container" aria-labelledby="finder-heading">
      <h2 id="finder-heading" className="visually-hidden">
        {t`Find a seller`}
      </h2>
      <FilterForm
        path={path}
        filters={filters}
        countries={data.countries}
        countryName={countryName}
        place={place}
        enhanced={enhanced}
        nearMeOn={geo.state === "on"}
        onFilters={(next) => applyFilters(next)}
        onNearMe={nearMe}
      />
      {geo.state === "asking" && <p className="finder__note">{t`Finding your position...`}</p>}
      {geo.state === "denied" && (
        <p className="finder__note">{t`Your position is not available. Choose a country instead.`}</p>
      )}

      <div className="finder__body">
        <div className="finder__results" aria-busy={results.loading}>
          {!enhanced && <PlaceSearchSlot />}
          {enhanced && (
            <PlaceSearchBox
              token={mapToken}
              country={filters.country}
              language={localeTag}
              points={results.points}
              countryName={countryName}
              place={place}
              onChoose={choosePlace}
            />
          )}
          {place && <PlaceNote label={place.label} />}
          <p className="finder__count" role="status">
            {results.loading
              ? t`Searching...`
              : results.failed
                ? t`The sellers could not be loaded. Please try again later.`
                : empty
                  ? t`No locations were found...`
                  : t({
                      message: plural(total, {
                        one: "# company found",
                        other: "# companies found",
                      }),
                    })}
          </p>
          <CompanyList
            companies={results.companies}
            localeTag={localeTag}
            countryName={countryName}
            selected={selected}
            onShowOnMap={mapToken ? onShowOnMap : null}
            focusFrom={focusFrom}
          />
          {(results.companies.length > 0 || results.end === "empty-page") && !results.failed && (
            <LoadMore
              end={results.end}
              enhanced={enhanced}
              loading={results.loading}
              nextHref={`${path}?${searchOf(filters, { ...placeParams(place), page: String(nextPage) }, data.preselected)}`}
              onLoadMore={() => {
                focusFrom.current = results.companies.length;
                results.loadMore();
              }}
            />
          )}
        </div>
        {data.mapboxToken && !mapToken ? (
          <MapConsent />
        ) : (
          <MapPanel
            token={mapToken}
            points={points}
            setKey={searchOf(filters)}
            empty={empty}
            onMarkerSelect={onMarkerSelect}
            flyRequest={flyRequest}
            place={place}
          />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function PlaceNote({ label }: { label: string }) {
  const { t } = useLingui();
  return <p className="finder__note finder__place">{t`Nearest to ${label} first`}</p>;
}

/**
 * The place search's room until hydration brings the box itself, so the list below
 * it does not move (layout shift); without scripts it is not shown (main.css).
 */
function PlaceSearchSlot() {
  const { t } = useLingui();
  return (
    <div className="place-search place-search--slot" aria-hidden="true">
      <span className="place-search__label">{t`Town, postcode or address`}</span>
      <div className="place-search__row">
        <input className="place-search__input" type="text" disabled tabIndex={-1} />
      </div>
    </div>
  );
}
