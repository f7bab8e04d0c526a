/**
 * @module What search-button.tsx loads when a visitor first asks for search: the
 * dialog's host. It opens the dialog on each ask (`asks` counts them), once
 * search's strings in the page's locale are there (catalog.ts), and gives focus
 * back where it was when the dialog closes (search-dialog.tsx).
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { addSearchCatalog } from "./catalog";
import { SearchDialog } from "./search-dialog";

export interface DialogHostProps {
  layout: LayoutData | null;
  locale: Locale;
  /** How often search was asked for: each ask opens the dialog. */
  asks: number;
}

export function DialogHost({ layout, locale, asks }: DialogHostProps) {
  const { i18n } = useLingui();
  // What had focus when search was asked for; undefined while the dialog is closed.
  const [returnTo, setReturnTo] = useState<Element | null>();
  const [ready, setReady] = useState<Locale>();
  const open = returnTo !== undefined;

  useEffect(() => {
    if (asks) setReturnTo(document.activeElement);
  }, [asks]);

  useEffect(() => {
    if (!open) return;
    addSearchCatalog(i18n, locale).then(
      () => setReady(locale),
      // The strings could not load (offline, a new deploy): the search page instead.
      () => window.location.assign(buildPath({ kind: "search", locale })),
    );
  }, [open, i18n, locale]);

  if (!open || ready !== locale) return null;
  return (
    <SearchDialog
      layout={layout}
      locale={locale}
      returnTo={returnTo}
      onClose={() => setReturnTo(undefined)}
    />
  );
}
