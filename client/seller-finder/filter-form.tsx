/**
 * @module The finder's filters: "I am", "looking for" and country. Without
 * JavaScript a plain GET form to the finder page (with the chosen place kept in
 * hidden fields); with it, each change applies at once and "Near me" takes the
 * submit button's place.
 */
import { useLingui } from "@lingui/react/macro";
import type { ChangeEvent, FormEvent } from "react";
import { placeParams } from "../../shared/finder-url";
import {
  type ChosenPlace,
  type FinderFilters,
  LOCATION_TYPES,
  LOOKING_FOR,
  type LocationType,
  VISITOR_KINDS,
  type VisitorKind,
} from "../../shared/seller-finder";
import { LOCATION_TYPE_LABELS, VISITOR_KIND_LABELS } from "./labels";

interface Props {
  /** The finder page's path; the form submits to it. */
  path: string;
  filters: FinderFilters;
  /** ISO codes of the countries with sale locations, in the order of their names (the worker sorts them). */
  countries: string[];
  countryName: (code: string) => string;
  place: ChosenPlace | null;
  /** Hydrated: filters apply on change, and "Near me" is offered. */
  enhanced: boolean;
  /** Results are sorted by the visitor's own position. */
  nearMeOn: boolean;
  onFilters: (next: FinderFilters) => void;
  onNearMe: () => void;
}

export function FilterForm({
  path,
  filters,
  countries,
  countryName,
  place,
  enhanced,
  nearMeOn,
  onFilters,
  onNearMe,
}: Props) {
  const { t, i18n } = useLingui();
  const offeredTypes: readonly LocationType[] = filters.visitor
    ? LOOKING_FOR[filters.visitor]
    : LOCATION_TYPES;

  function onChange(event: ChangeEvent<HTMLSelectElement>): void {
    const { name, value } = event.target;
    const next: FinderFilters = { ...filters, [name]: value || undefined };
    // "looking for" depends on "I am": a type the new visitor kind is not offered goes.
    if (
      name === "visitor" &&
      next.type &&
      next.visitor &&
      !LOOKING_FOR[next.visitor].includes(next.type)
    )
      next.type = undefined;
    onFilters(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
  }

  return (
    <form className="finder-filters" method="get" action={path} onSubmit={onSubmit}>
      <label className="finder-filters__field">
        <span>{t`I am`}</span>
        <select name="visitor" value={filters.visitor ?? ""} onChange={onChange}>
          <option value="">{t`Anyone`}</option>
          {VISITOR_KINDS.map((kind: VisitorKind) => (
            <option key={kind} value={kind}>
              {i18n._(VISITOR_KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </label>
      <label className="finder-filters__field">
        <span>{t`looking for`}</span>
        <select name="type" value={filters.type ?? ""} onChange={onChange}>
          <option value="">{t`Any kind`}</option>
          {offeredTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(LOCATION_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <label className="finder-filters__field">
        <span>{t`Country`}</span>
        <select name="country" value={filters.country ?? ""} onChange={onChange}>
          <option value="">{t`All countries`}</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </label>
      {!enhanced &&
        Object.entries(placeParams(place)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {!enhanced && (
        <button type="submit" className="button button--green finder-filters__submit">
          {t`Show results`}
        </button>
      )}
      {enhanced && (
        <button
          type="button"
          className="button button--white finder-filters__near"
          aria-pressed={nearMeOn}
          onClick={onNearMe}
        >
          {nearMeOn ? t`Stop sorting by distance` : t`Near me`}
        </button>
      )}
    </form>
  );
}
