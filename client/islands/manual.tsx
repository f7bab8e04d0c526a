/**
 * @module A manual's island on a first page kept as the server's HTML
 * (./index.ts): the whole manual, which moves between its steps
 * itself, as the app does (the step is the address's query: `?step=3`), so
 * that Next, Back and the stepper need none of the app's code. A link to
 * another page starts the app, as every link of a kept page does. Each step
 * shown counts as a page view, as in the app.
 */
import { useCallback, useContext } from "react";
import { useSearch } from "wouter";
import { navigate as pushAddress } from "wouter/use-browser-location";
import type { Locale } from "../../shared/locales";
import { SiteNavigation } from "../components/site-link";
import { withSearch } from "../data";
import { pageMessages } from "../i18n/page-strings";
import { usePageViews } from "../page-views";
import { ManualArticle } from "../views/manual";
import { manualStrings } from "../views/manual-strings";
import type { IslandProps } from "./island-props";

export default function ManualIslands({ data, locale, path }: IslandProps) {
  const page = useContext(SiteNavigation);
  const search = useSearch();
  usePageViews(withSearch(path, search), locale);
  // Another step of this manual: only the query changes.
  const navigate = useCallback(
    (to: string) =>
      new URL(to, window.location.href).pathname === path ? pushAddress(to) : page(to),
    [page, path],
  );
  if (data.view !== "manual") return null;
  return (
    <SiteNavigation value={navigate}>
      <ManualArticle data={data} locale={locale} />
    </SiteNavigation>
  );
}

export const strings = async (locale: Locale) => {
  const [pages, manual] = await Promise.all([pageMessages(locale), manualStrings[locale]()]);
  return { ...pages, ...manual.messages };
};
