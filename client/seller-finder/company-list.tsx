/**
 * @module The finder's results: one compact row per company (its name, the town
 * of its nearest or main location, the distance when a place is chosen, the kinds
 * of seller it is, and one action), so a phone shows several at once. The row's
 * action opens the company's locations with their addresses and contact details;
 * wide screens show those always. This list is the finder's primary interface;
 * every location with a position has a "Show on map" button when the map is there.
 */
import { useLingui } from "@lingui/react/macro";
import { type MutableRefObject, memo, useEffect, useRef, useState } from "react";
import {
  type FinderCompany,
  type FinderLocation,
  type LocationType,
  locationsInOrder,
} from "../../shared/seller-finder";
import { Icon } from "../components/icon";
import { chevronDownIcon } from "../components/more-icons";
import { LOCATION_TYPE_LABELS } from "./labels";
import { formatKm, LocationEntry } from "./location-entry";

interface Props {
  companies: FinderCompany[];
  localeTag: string;
  countryName: (code: string) => string;
  selected: string | null;
  /** Null when there is no map to show a location on. */
  onShowOnMap: ((locationId: string) => void) | null;
  /** Set by "Load more": the first new company takes the focus, so keyboard users read on. */
  focusFrom: MutableRefObject<number | null>;
}

/**
 * Memoised: the finder re-renders as it hydrates (its place search, "Near me",
 * the map's consent), and a phone should not render every row again for that.
 */
export const CompanyList = memo(function CompanyList({
  companies,
  localeTag,
  countryName,
  selected,
  onShowOnMap,
  focusFrom,
}: Props) {
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || companies.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(".finder-company__name")[from]?.focus();
  }, [companies, focusFrom]);

  const count = companies.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` re-runs this when the entry arrives later, loaded for a marker further down the list.
  useEffect(() => {
    if (!selected) return;
    const entry = list.current?.querySelector(`[data-location-id="${CSS.escape(selected)}"]`);
    entry?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [selected, count]);

  return (
    <ol className="finder-companies" ref={list}>
      {companies.map((company) => (
        <CompanyRow
          key={company.id}
          company={company}
          localeTag={localeTag}
          countryName={countryName}
          selected={selected}
          onShowOnMap={onShowOnMap}
        />
      ))}
    </ol>
  );
});

function CompanyRow({
  company,
  localeTag,
  countryName,
  selected,
  onShowOnMap,
}: Omit<Props, "companies" | "focusFrom"> & { company: FinderCompany }) {
  const { t, i18n } = useLingui();
  // The location that earned the row its place comes first, named and detailed.
  const [shown, ...others] = locationsInOrder(company);
  const locations = [shown, ...others];
  // A location picked on the map opens its company.
  const holdsSelected = locations.some((location) => location.id === selected);
  const [expanded, setExpanded] = useState(false);
  // …and the fold of its other locations, when the pick is one of them; only
  // ever opened here, so a fold the visitor opened stays open.
  const fold = useRef<HTMLDetailsElement>(null);
  const othersHoldSelected = others.some((location) => location.id === selected);
  useEffect(() => {
    if (holdsSelected) setExpanded(true);
    if (othersHoldSelected && fold.current) fold.current.open = true;
  }, [holdsSelected, othersHoldSelected]);
  const town = [shown.city, countryName(shown.country_iso)].filter(Boolean).join(", ");
  const detailsId = `finder-company-${company.id}`;
  const name = company.name;
  return (
    <li
      className={expanded ? "finder-company finder-company--open" : "finder-company"}
      data-company-id={company.id}
    >
      <div className="finder-company__row">
        <h3 className="finder-company__name" tabIndex={-1}>
          {company.name}
        </h3>
        <p className="finder-company__where">
          <span>{town}</span>
          {company.distanceKm !== undefined && (
            <RowDistance km={company.distanceKm} localeTag={localeTag} />
          )}
        </p>
        <ul className="finder-company__types" aria-label={t`Kind of location`}>
          {kindsOf(locations).map((type) => (
            <li key={type} className="badge">
              {i18n._(LOCATION_TYPE_LABELS[type])}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="finder-company__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          <span>{expanded ? t`Hide details` : t`Details`}</span>
          <span className="visually-hidden"> {name}</span>
          <Icon icon={chevronDownIcon} />
        </button>
      </div>
      <div className="finder-company__details" id={detailsId}>
        <LocationEntry
          location={shown}
          localeTag={localeTag}
          countryName={countryName}
          selected={selected === shown.id}
          onShowOnMap={onShowOnMap}
        />
        {/* Folded: a chain's other branches would make its card several times
            as tall as its neighbours'. */}
        {others.length > 0 && (
          <details className="finder-company__others" ref={fold}>
            <RelatedHeading company={company.name} count={others.length} />
            <ul className="finder-company__related">
              {others.map((location) => (
                <li key={location.id}>
                  <LocationEntry
                    location={location}
                    localeTag={localeTag}
                    countryName={countryName}
                    selected={selected === location.id}
                    onShowOnMap={onShowOnMap}
                  />
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </li>
  );
}

/** Every kind of seller the company is, at any of its locations, once each. */
function kindsOf(locations: FinderLocation[]): LocationType[] {
  return [...new Set(locations.flatMap((location) => location.location_types))];
}

function RowDistance({ km, localeTag }: { km: number; localeTag: string }) {
  const { t } = useLingui();
  const distance = formatKm(km, localeTag);
  return <span className="finder-company__distance">{t`Distance: ${distance}`}</span>;
}

function RelatedHeading({ company, count }: { company: string; count: number }) {
  const { t } = useLingui();
  return (
    <summary className="finder-company__related-heading">
      <h4>{t`Other locations of ${company}`}</h4>
      <span className="finder-company__related-count">{count}</span>
    </summary>
  );
}
