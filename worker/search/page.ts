/**
 * @module The search page (`/search?q=…`, `/de/suche?q=…`): its results rendered
 * on the server, so the plain GET form works without JavaScript. Never indexed;
 * the query is in the title. An over-long query is shortened, not refused: the
 * page still answers what it can.
 */
import { msg } from "@lingui/core/macro";
import { i18nFor } from "../../client/i18n";
import { messages as de } from "../../locales/de/search.mjs";
import { messages as en } from "../../locales/en/search.mjs";
import { messages as enUS } from "../../locales/en-US/search.mjs";
import { messages as es } from "../../locales/es/search.mjs";
import { messages as fr } from "../../locales/fr/search.mjs";
import { messages as it } from "../../locales/it/search.mjs";
import { messages as nl } from "../../locales/nl/search.mjs";
import { messages as sv } from "../../locales/sv/search.mjs";
import type { LayoutData } from "../../shared/content";
import { LOCALES, type Locale } from "../../shared/locales";
import { buildPath, type Route } from "../../shared/routes";
import { cleanQuery, DEFAULT_LIMIT, MAX_QUERY_LENGTH } from "../../shared/search";
import type { LoadedRoute } from "../content/loaded-route";
import type { RequestLog } from "../log";
import { search } from "./service";
import type { SearchBindings } from "./store";

/** Search's own strings (client/search/catalog.ts), added to each locale's messages once. */
const SEARCH_CATALOGS = { en, "en-US": enUS, nl, de, es, fr, it, sv } satisfies Record<
  Locale,
  unknown
>;
const added = new Set<Locale>();

function withSearchCatalog(locale: Locale) {
  const i18n = i18nFor(locale);
  if (!added.has(locale)) {
    i18n.load(locale, SEARCH_CATALOGS[locale]);
    added.add(locale);
  }
  return i18n;
}

/** The search page lists more than the dialog: it is where "all results" lead. */
const PAGE_LIMIT = DEFAULT_LIMIT * 2;

export async function loadSearchPage(
  route: Extract<Route, { kind: "search" }>,
  params: URLSearchParams,
  {
    searchIndex,
    log,
    layout,
  }: { searchIndex: SearchBindings; log: RequestLog; layout: LayoutData },
): Promise<LoadedRoute> {
  const asked = cleanQuery(params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const answer = await search(route.locale, asked, PAGE_LIMIT, searchIndex);
  log.set({ queryLength: answer.query.length, results: answer.total });
  const i18n = withSearchCatalog(route.locale);
  const query = answer.query;
  return {
    data: {
      view: "search",
      query,
      answer,
      links: { faq: layout.settings.page_links.faq, contact: layout.settings.page_links.contact },
    },
    meta: {
      title: query ? i18n._(msg`Search: ${query}`) : i18n._(msg`Search`),
      description: null,
      noIndex: true,
      image: null,
    },
    alternates: Object.fromEntries(
      LOCALES.map((locale) => [locale, buildPath({ kind: "search", locale })]),
    ),
  };
}
