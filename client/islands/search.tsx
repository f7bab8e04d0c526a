/**
 * @module The search page's island on a first page kept as the server's HTML
 * (./index.ts): its form, which navigates in place and reports the
 * search the page shows. The results are links.
 */
import { searchStrings } from "../search/catalog";
import { SearchPageForm } from "../search/page-form";
import type { IslandProps } from "./island-props";

export default function SearchIslands({ data, locale }: IslandProps) {
  return data.view === "search" ? <SearchPageForm data={data} locale={locale} /> : null;
}

export const strings = searchStrings;
