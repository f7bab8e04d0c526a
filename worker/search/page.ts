/**
 * @module The search page (`/search?q=…`, `/de/suche?q=…`): its results rendered
 * on the server, so the plain GET form works without JavaScript. Never indexed;
 * the query is in the title. An over-long query is shortened, not refused: the
 * page still answers what it can.
 */
import { msg } from "@lingui/core/macro";
import type { Context } from "hono";
import { i18nFor } from "../../client/i18n";
import type { LayoutData } from "../../shared/content";
import { LOCALES } from "../../shared/locales";
import { buildPath, type Route } from "../../shared/routes";
import { cleanQuery, DEFAULT_LIMIT, MAX_QUERY_LENGTH } from "../../shared/search";
import type { LoadedRoute } from "../content/loaded-route";
import type { SiteApp } from "../env";
import { search, storeContext } from "./service";

/** The search page lists more than the dialog: it is where "all results" lead. */
export const PAGE_LIMIT = DEFAULT_LIMIT * 2;

export async function loadSearchPage(
  route: Extract<Route, { kind: "search" }>,
  params: URLSearchParams,
  c: Context<SiteApp>,
  layout: LayoutData,
): Promise<LoadedRoute> {
  const asked = cleanQuery(params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const answer = await search(route.locale, asked, PAGE_LIMIT, storeContext(c));
  c.var.log.set({ queryLength: answer.query.length, results: answer.total });
  const i18n = i18nFor(route.locale);
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
