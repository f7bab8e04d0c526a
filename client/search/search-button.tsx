/**
 * @module The way into search: the navbar's search button (at every width), the
 * mobile sidebar's (sidebar-search-button.tsx, with the sidebar's late code), and
 * the `/` key anywhere outside a text field. This is all a page carries at first:
 * the dialog, its host, its results and its strings are chunks loaded when it
 * first opens (dialog-host.tsx).
 */
import { useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { reloadForChunkError } from "../chunk-reload";
import type { DialogHostProps } from "./dialog-host";

/** The sidebar's button asks the navbar's search to open with this window event. */
const OPEN_SEARCH_EVENT = "site:open-search";

interface HostProps {
  layout: LayoutData | null;
  locale: Locale;
}

/** The navbar's button; it asks for the dialog on a click, on `/` and on the sidebar's button. */
export function SearchHost({ layout, locale }: HostProps) {
  const { t } = useLingui();
  const [Host, setHost] = useState<ComponentType<DialogHostProps>>();
  const [asks, setAsks] = useState(0);

  // Registered once.
  useEffect(() => {
    const ask = () => {
      setAsks((count) => count + 1);
      // A chunk that does not load (a new deploy replaced it) reloads the page, as everywhere.
      import("./dialog-host").then(
        (loaded) => setHost(() => loaded.DialogHost),
        reloadForChunkError,
      );
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextField(event.target) || document.body.classList.contains("sidebar-open")) return;
      event.preventDefault();
      ask();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, ask);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, ask);
    };
  }, []);

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
      {Host && <Host layout={layout} locale={locale} asks={asks} />}
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
