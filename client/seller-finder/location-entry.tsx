/**
 * @module One location of a company in the finder's results: its address, kinds,
 * contact details, distance and, with a map, "Show on map".
 */
import { useLingui } from "@lingui/react/macro";
import type { FinderLocation } from "../../shared/seller-finder";
import { AddressText } from "../components/address-text";
import { envelopeIcon, phoneIcon } from "../components/contact-icons";
import { Icon } from "../components/icon";
import { globeIcon } from "../components/more-icons";
import { locationIcon } from "../components/ui-icons";
import { LOCATION_TYPE_LABELS } from "./labels";

export function LocationEntry({
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
            <a href={`mailto:${location.email}`}>
              <AddressText address={location.email} />
            </a>
          </li>
        )}
        {location.website && /^https?:\/\//i.test(location.website) && (
          <li>
            <Icon icon={globeIcon} />
            <a href={location.website} target="_blank" rel="noopener noreferrer">
              <AddressText
                address={location.website.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "")}
              />
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

function LocationDistance({ km, localeTag }: { km: number; localeTag: string }) {
  const { t } = useLingui();
  const distance = formatKm(km, localeTag);
  return <p className="finder-location__distance">{t`Distance: ${distance}`}</p>;
}

export function formatKm(km: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
