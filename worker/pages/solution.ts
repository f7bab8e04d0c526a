/**
 * @module A solution's page (`/solutions/{slug}`): the solution and the products
 * that make it; not found when the locale publishes no solution with that slug.
 * Structured data: breadcrumbs.
 */

import type { Solution, SolutionCard } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { LOCALIZATIONS, PRODUCT_CARD, SEO, SOLUTION_CARD } from "../content/fragments";
import { operation } from "../content/graphql-client";
import { SOLUTIONS } from "../content/list-queries";
import { BELOW_TITLE, markdownToHtml } from "../content/markdown";
import { recordModel } from "../content/models";
import { publishedRecords } from "../content/record-pages";
import { ofView } from "../render/json-ld";
import { describedRecords } from "../search/collections";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { ListedKindPage, RouteOf } from "./kind";
import { nextStepLinks } from "./layout";
import { overview } from "./overviews";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

/** The GraphQL document that reads one solution. */
const SOLUTION = operation(
  "solution",
  `query solution($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    solutions(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        ${SOLUTION_CARD} description
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

/** What the site search indexes of a solution: its intro and description. */
const searchDocuments = describedRecords("solution", "searchSolutions");

const published = publishedRecords(
  recordModel("solution"),
  "solutions",
  "sitemapSolutions",
  (answer) => answer.solutions,
);

export const solution: ListedKindPage<RouteOf<"solution">> = {
  published,
  // The page settings name `solutions`: its page, then the solutions' cards.
  overview: overview<SolutionCard>(
    async ({ content, flat }, locale) =>
      flat((await content.query(SOLUTIONS, { locale })).solutions) ?? [],
    (page, solutions, pagination) => ({
      view: VIEWS.solutionsOverview,
      page,
      solutions,
      pagination,
    }),
  ),
  query: SOLUTION,
  search: searchDocuments,
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, SOLUTION, "solutions", route, published.list));
    if (!record) return null;
    const full: Solution = derived(record, "solution", (raw) => ({
      ...raw,
      description: markdownToHtml(raw.description, BELOW_TITLE),
      products: raw.products ?? [],
      localizations: raw.localizations ?? [],
    }));
    return recordPage(
      route,
      {
        view: "solution",
        solution: full,
        trail: overviewTrail(page.layout.settings, "solution"),
        nextStep: nextStepLinks(page.layout.settings),
      },
      record,
      record.title,
      record.intro,
    );
  },
  structuredData: ofView("solution", ({ solution, trail }, { trailTo }) => [
    trailTo(trail, solution.title),
  ]),
};
