/**
 * @module The way into search: the navbar's search button (at every width), the
 * mobile sidebar's (sidebar-search-button.tsx, with the sidebar's late code), and
 * the `/` key anywhere outside a text field. This is all a page carries at first:
 * the dialog, its host, its results and its strings are chunks fetched once the
 * page is idle after its load, or sooner when a visitor points at, touches or
 * focuses a search button, so that the first ask opens the dialog without
 * waiting for the network and without a chain of requests (dialog-host.tsx).
 */
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { reloadForChunkError } from "../chunk-reload";
import { i18nWith } from "../i18n";
import type { SearchDialogProps } from "./search-dialog";

/** The sidebar's button asks the navbar's search to open with this window event. */
const OPEN_SEARCH_EVENT = "site:open-search";
/** Where a pointer or the focus says a visitor may ask for search next. */
const INTENT_TARGETS = ".search-button, .navbar__hamburger";

/** The dialog's code, and an i18n with the page's strings and search's. */
interface LoadedSearch {
  Dialog: ComponentType<SearchDialogProps>;
  i18n: I18n;
}

const loaded = new Map<Locale, Promise<LoadedSearch>>();

/** Search in the locale, fetched once: the dialog's chunk and its strings. */
function loadSearch(locale: Locale): Promise<LoadedSearch> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = import("./dialog-host").then(async (chunk) => ({
      Dialog: chunk.SearchDialog,
      i18n: i18nWith(locale, await chunk.searchStrings(locale)),
    }));
    // A failed fetch is tried again on the next ask.
    loading.catch(() => loaded.delete(locale));
    loaded.set(locale, loading);
  }
  return loading;
}

interface HostProps {
  layout: LayoutData | null;
  locale: Locale;
}

/** The navbar's button; it asks for the dialog on a click, on `/` and on the sidebar's button. */
export function SearchHost({ layout, locale }: HostProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState<LoadedSearch>();
  // What had focus when search was asked for; undefined while the dialog is closed.
  const [returnTo, setReturnTo] = useState<Element | null>();

  // Registered once per locale.
  useEffect(() => {
    const ask = () => {
      setReturnTo(document.activeElement);
      loadSearch(locale).then(setSearch, (error: unknown) => {
        // A chunk a new deploy replaced reloads the page, as everywhere; else the search page.
        if (!reloadForChunkError(error))
          window.location.assign(buildPath({ kind: "search", locale }));
      });
    };
    // Early, so that an ask waits for no request; a failure here is tried again on the ask.
    const warm = () => void loadSearch(locale).then(setSearch, () => undefined);
    const onIntent = (event: Event) => {
      // The phone menu's button too: the menu it opens has a search button.
      if (event.target instanceof Element && event.target.closest(INTENT_TARGETS)) warm();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextField(event.target) || document.body.classList.contains("sidebar-open")) return;
      event.preventDefault();
      ask();
    };
    const intents = ["pointerover", "pointerdown", "focusin"] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    document.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, ask);
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, ask);
    };
  }, [locale]);

  const open = returnTo !== undefined && search?.i18n.locale === locale;
  return (
    <>
      {/* A form to the search page, so that search works before and without script;
          with script the button opens the dialog instead. */}
      <form className="navbar__search" action={buildPath({ kind: "search", locale })} method="get">
        <button
          type="submit"
          className="search-button search-button--navbar"
          aria-haspopup="dialog"
          aria-keyshortcuts="/"
          aria-label={t`Search`}
          onClick={(event) => {
            event.preventDefault();
            window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
          }}
        />
      </form>
      {open && (
        <I18nProvider i18n={search.i18n}>
          <search.Dialog
            layout={layout}
            locale={locale}
            returnTo={returnTo}
            onClose={() => setReturnTo(undefined)}
          />
        </I18nProvider>
      )}
    </>
  );
}

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.matches(
        "textarea,select,input:not([type=checkbox],[type=radio],[type=button],[type=submit])",
      ))
  );
}
