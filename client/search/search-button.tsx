/**
 * @module The way into search: the navbar's search button (from 1320px), the
 * mobile sidebar's (sidebar-search-button.tsx, with the sidebar's late code), and
 * the `/` key anywhere outside a text field. This is all a page carries at first:
 * the dialog, its results, its focus handling and its strings are a chunk
 * (search-dialog.tsx) loaded when it first opens.
 */
import { useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { Icon } from "../components/icon";
import { searchIcon } from "../components/ui-icons";
import type { SearchDialogProps } from "./search-dialog";

/** The sidebar's button asks the navbar's search to open with this window event. */
export const OPEN_SEARCH_EVENT = "site:open-search";

interface HostProps {
  layout: LayoutData | null;
  locale: Locale;
}

interface Shown {
  Dialog: ComponentType<SearchDialogProps>;
  returnTo: Element | null;
}

/** The navbar's button; it owns the dialog and listens for `/` and the sidebar's button. */
export function SearchHost({ layout, locale }: HostProps) {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState<Shown | null>(null);
  const here = useRef({ locale, i18n });
  here.current = { locale, i18n };

  // Registered once: the locale is read when the dialog opens.
  useEffect(() => {
    const show = () => {
      const returnTo = document.activeElement;
      import("./search-dialog")
        .then((dialog) => dialog.prepareDialog(here.current.i18n, here.current.locale))
        .then(
          (Dialog) => setShown({ Dialog, returnTo }),
          // Its code could not load (offline, a new deploy): the search page instead.
          () => window.location.assign(buildPath({ kind: "search", locale: here.current.locale })),
        );
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextField(event.target) || document.body.classList.contains("sidebar-open")) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className="search-button search-button--navbar"
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={() => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT))}
      >
        <Icon icon={searchIcon} />
        <span className="visually-hidden">{t`Search`}</span>
      </button>
      {shown && (
        <shown.Dialog
          layout={layout}
          locale={locale}
          returnTo={shown.returnTo}
          onClose={() => setShown(null)}
        />
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
