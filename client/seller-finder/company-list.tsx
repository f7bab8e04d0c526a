/**
 * @module The finder's results: companies with their primary location and their
 * related locations. This list is the finder's primary interface; every location
 * with a position has a "Show on map" button when the map is there.
 */
import { useLingui } from "@lingui/react/macro";
import { type MutableRefObject, useEffect, useRef } from "react";
import type { FinderCompany, FinderLocation } from "../../shared/seller-finder";
import { Icon } from "../components/icon";
import { globeIcon } from "../components/more-icons";
import { envelopeIcon, locationIcon, phoneIcon } from "../components/ui-icons";
import { LOCATION_TYPE_LABELS } from "./labels";

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

export function CompanyList({
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
        <li key={company.id} className="finder-company" data-company-id={company.id}>
          <h3 className="finder-company__name" tabIndex={-1}>
            {company.name}
          </h3>
          {company.distanceKm !== undefined && (
            <NearestDistance km={company.distanceKm} localeTag={localeTag} />
          )}
          <LocationEntry
            location={company.primary}
            localeTag={localeTag}
            countryName={countryName}
            selected={selected === company.primary.id}
            onShowOnMap={onShowOnMap}
          />
          {company.related.length > 0 && (
            <>
              <RelatedHeading company={company.name} />
              <ul className="finder-company__related">
                {company.related.map((location) => (
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
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

function LocationEntry({
  location,
  localeTag,
  countryName,
  selected,
  onShowOnMap,
}: {
  location: FinderLocation;
  localeTag: string;
  countryName: (code: string) => string;
  selected: boolean;
  onShowOnMap: ((locationId: string) => void) | null;
}) {
  const { t, i18n } = useLingui();
  const place = [location.zip_code, location.city].filter(Boolean).join(" ");
  const hasPosition = location.latitude !== null && location.longitude !== null;
  return (
    <div
      className={selected ? "finder-location finder-location--selected" : "finder-location"}
      data-location-id={location.id}
      aria-current={selected ? "true" : undefined}
    >
      <address className="finder-location__address" id={`finder-address-${location.id}`}>
        {location.street_address && <span>{location.street_address}</span>}
        {location.address_suffix && <span>{location.address_suffix}</span>}
        {place && <span>{place}</span>}
        <span>{countryName(location.country_iso)}</span>
      </address>
      {location.location_types.length > 0 && (
        <ul className="finder-location__types" aria-label={t`Kind of location`}>
          {location.location_types.map((type) => (
            <li key={type} className="badge">
              {i18n._(LOCATION_TYPE_LABELS[type])}
            </li>
          ))}
        </ul>
      )}
      <ul className="finder-location__contact">
        {location.phone && (
          <li>
            <Icon icon={phoneIcon} />
            <a href={`tel:${location.phone.replace(/[^\d+]/g, "")}`}>{location.phone}</a>
          </li>
        )}
        {location.email && (
          <li>
            <Icon icon={envelopeIcon} />
            <a href={`mailto:${location.email}`}>{location.email}</a>
          </li>
        )}
        {location.website && /^https?:\/\//i.test(location.website) && (
          <li>
            <Icon icon={globeIcon} />
            <a href={location.website} target="_blank" rel="noopener noreferrer">
              {location.website.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "")}
            </a>
          </li>
        )}
      </ul>
      {location.distanceKm !== undefined && (
        <LocationDistance km={location.distanceKm} localeTag={localeTag} />
      )}
      {onShowOnMap && hasPosition && (
        <button
          type="button"
          className="finder-location__show"
          aria-pressed={selected}
          aria-describedby={`finder-address-${location.id}`}
          onClick={() => onShowOnMap(location.id)}
        >
          <Icon icon={locationIcon} />
          {t`Show on map`}
        </button>
      )}
    </div>
  );
}

function NearestDistance({ km, localeTag }: { km: number; localeTag: string }) {
  const { t } = useLingui();
  const distance = formatKm(km, localeTag);
  return <p className="finder-company__distance">{t`Nearest location: ${distance}`}</p>;
}

function LocationDistance({ km, localeTag }: { km: number; localeTag: string }) {
  const { t } = useLingui();
  const distance = formatKm(km, localeTag);
  return <p className="finder-location__distance">{t`Distance: ${distance}`}</p>;
}

function RelatedHeading({ company }: { company: string }) {
  const { t } = useLingui();
  return <h4 className="finder-company__related-heading">{t`Other locations of ${company}`}</h4>;
}

function formatKm(km: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
