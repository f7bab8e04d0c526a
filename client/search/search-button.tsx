/**
 * @module The way into search: the navbar's search button (from 1320px), the
 * mobile sidebar's (sidebar-search-button.tsx), and the `/` key anywhere outside a
 * text field. The dialog's
 * code (client/search/search-dialog.tsx) is its own chunk, loaded when the dialog
 * first opens; until then a page carries only this button.
 */
import { useLingui } from "@lingui/react/macro";
import { type ComponentType, useCallback, useEffect, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { Icon } from "../components/icon";
import { searchIcon } from "../components/ui-icons";
import type { SearchDialogProps } from "./search-dialog";

import { OPEN_SEARCH_EVENT } from "./sidebar-search-button";

interface HostProps {
  layout: LayoutData | null;
  locale: Locale;
}

/** The navbar's button; it owns the dialog and listens for `/` and the sidebar's button. */
export function SearchHost({ layout, locale }: HostProps) {
  const { t } = useLingui();
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    import("./search-dialog").then(
      (module) => {
        setDialog(() => module.SearchDialog);
        setReturnTo(opener);
        setOpen(true);
      },
      // Its code could not load (offline, a new deploy): the search page instead.
      () => window.location.assign(buildPath({ kind: "search", locale })),
    );
  }, [locale]);

  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Focus goes back where it was (the sidebar's button is gone by now: the hamburger).
    const target =
      returnTo?.isConnected && !returnTo.closest("[inert]")
        ? returnTo
        : document.querySelector<HTMLElement>(".navbar__hamburger");
    target?.focus();
  }, [returnTo]);

  useEffect(() => {
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
  }, [show]);

  return (
    <>
      <button
        type="button"
        className="search-button search-button--navbar"
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={show}
      >
        <Icon icon={searchIcon} />
        <span className="visually-hidden">{t`Search`}</span>
      </button>
      {open && Dialog && <Dialog layout={layout} locale={locale} onClose={close} />}
    </>
  );
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !["checkbox", "radio", "button", "submit"].includes(target.type))
  );
}
