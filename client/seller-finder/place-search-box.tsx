/**
 * @module The finder's place search: a WAI-ARIA 1.2 combobox (an input with a
 * listbox popup). Typing asks for suggestions after a short pause — from Mapbox's
 * geocoding service when a token is configured, else (or when the service fails)
 * from the towns and postcodes of the finder's own locations. Arrow keys move
 * through the suggestions, Enter chooses one, Escape closes the list (and clears
 * the box when it is already closed). The two sources load with the first focus
 * or keystroke, not with the page: most visitors of the finder never type a place.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { DOM_IDS } from "../../shared/constants";
import type { ChosenPlace, FinderPoint } from "../../shared/seller-finder";
import type { PlaceSuggestion } from "./place-search";

/** The sources, loaded once on demand (prefetched on focus). */
let sources: Promise<typeof import("./place-search")> | undefined;
const loadSources = () => {
  sources ??= import("./place-search");
  return sources;
};

/** The pause after the last keystroke before suggestions are asked for. */
const PLACE_SEARCH_DEBOUNCE_MS = 250;

interface Props {
  token: string | null;
  /** The country filter: geocoding is limited to it. */
  country?: string;
  /** The visitor's language tag. */
  language: string;
  /** The finder's located locations: the places known without the service. */
  points: readonly FinderPoint[];
  countryName: (code: string) => string;
  place: ChosenPlace | null;
  onChoose: (place: ChosenPlace | null) => void;
}

export function PlaceSearchBox({
  token,
  country,
  language,
  points,
  countryName,
  place,
  onChoose,
}: Props) {
  const { t } = useLingui();
  const id = DOM_IDS.placeSearch;
  const listId = `${id}-places`;
  const [value, setValue] = useState(place?.label ?? "");
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState("");
  /** Set once the service failed: the rest of the visit uses the known places. */
  const serviceDown = useRef(false);
  const typed = useRef(false);
  const known = useRef(points);
  known.current = points;

  // Back/forward or a cleared place: the box shows what the URL holds.
  useEffect(() => {
    typed.current = false;
    setValue(place?.label ?? "");
    setOpen(false);
  }, [place?.label]);

  useEffect(() => {
    // Only what the visitor typed is searched for: nothing leaves the page before.
    if (!typed.current) return;
    const query = value.trim();
    if (query.length < 2) {
      setSuggestions([]);
      setSearched("");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let source: Awaited<ReturnType<typeof loadSources>>;
      try {
        source = await loadSources();
      } catch {
        // Gone with a deploy or the connection: no suggestions this time, a new try
        // with the next keystroke. Like the map's chunk, no reload: it would lose
        // what the visitor typed, and the list and the country filter still work.
        sources = undefined;
        return;
      }
      const { geocode, matchKnownPlaces } = source;
      const local = () => matchKnownPlaces(query, known.current, countryName);
      let found: PlaceSuggestion[];
      if (token && !serviceDown.current) {
        try {
          found = await geocode(query, { token, country, language, signal: controller.signal });
        } catch {
          if (controller.signal.aborted) return;
          serviceDown.current = true;
          found = local();
        }
      } else {
        found = local();
      }
      if (controller.signal.aborted) return;
      setSuggestions(found);
      setSearched(query);
      setActive(-1);
      setOpen(true);
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, token, country, language, countryName]);

  function choose(suggestion: PlaceSuggestion): void {
    typed.current = false;
    setValue(suggestion.label);
    setOpen(false);
    setActive(-1);
    onChoose({ lat: suggestion.lat, lng: suggestion.lng, label: suggestion.label });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(count > 0);
        if (count) setActive((index) => (index + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(count > 0);
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case "Enter": {
        const chosen = open ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      case "Escape":
        event.preventDefault();
        if (open) setOpen(false);
        else if (value) {
          typed.current = true;
          setValue("");
        }
        break;
    }
  }

  const expanded = open && searched !== "";
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  const count = suggestions.length;

  return (
    <div className="place-search">
      <label className="place-search__label" htmlFor={`${id}-input`}>
        {t`Town, postcode or address`}
      </label>
      <div className="place-search__row">
        <input
          id={`${id}-input`}
          className="place-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={value}
          onChange={(event) => {
            typed.current = true;
            setValue(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => {
            void loadSources().catch(() => {});
            if (searched && suggestions.length) setOpen(true);
          }}
        />
        {place && (
          <button
            type="button"
            className="button button--white place-search__clear"
            onClick={() => onChoose(null)}
          >
            {t`Clear place`}
          </button>
        )}
      </div>
      <div
        id={listId}
        className="place-search__list"
        role="listbox"
        aria-label={t`Places`}
        hidden={!expanded || count === 0}
      >
        {suggestions.map((suggestion, index) => (
          // The focus stays in the box (aria-activedescendant): the box's keys choose.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choosing is on the combobox input.
          <div
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={
              index === active
                ? "place-search__option place-search__option--active"
                : "place-search__option"
            }
            // Keep the focus in the box: choosing must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span className="place-search__name">{suggestion.label}</span>
            {suggestion.detail && suggestion.detail !== suggestion.label && (
              <span className="place-search__detail">{suggestion.detail}</span>
            )}
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {expanded
          ? count
            ? t({ message: plural(count, { one: "# place found", other: "# places found" }) })
            : t`No place found`
          : ""}
      </p>
      {expanded && count === 0 && (
        <p className="place-search__none" aria-hidden="true">
          {t`No place found`}
        </p>
      )}
    </div>
  );
}
