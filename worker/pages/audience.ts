/**
 * @module One audience's page (route kind `audience`, `/for-whom/{slug}`: farmers,
 * home owners, …) with its solutions and products; not found when the locale
 * publishes no audience with that slug. The audiences overview, a CMS page in
 * the role `for_who`, is its `overview` below. Structured data: breadcrumbs.
 */

import type { Audience, AudienceCard } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { LOCALIZATIONS, MEDIA, PRODUCT_CARD, SEO, SOLUTION_CARD } from "../content/fragments";
import { operation } from "../content/graphql-client";
import { AUDIENCES } from "../content/list-queries";
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

/** One audience's page: the content service calls its records ForWho. */
const AUDIENCE = operation(
  "forWho",
  `query forWho($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    forWhos(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug intro description image { ${MEDIA} } image_alt
        solutions { data { __typename id attributes { ${SOLUTION_CARD} } } }
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

/** What the site search indexes of an audience's page: its intro and description. */
const searchDocuments = describedRecords("audience", "searchForWhos");

const published = publishedRecords(
  recordModel("audience"),
  "audiences",
  "sitemapForWhos",
  (answer) => answer.forWhos,
);

export const audience: ListedKindPage<RouteOf<"audience">> = {
  published,
  // The page settings name `for_who`: its page, then the audiences' cards.
  overview: overview<AudienceCard>(
    async ({ content, flat }, locale) =>
      flat((await content.query(AUDIENCES, { locale })).forWhos) ?? [],
    (page, audiences, pagination) => ({
      view: VIEWS.audiencesOverview,
      page,
      audiences,
      pagination,
    }),
  ),
  query: AUDIENCE,
  search: searchDocuments,
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, AUDIENCE, "forWhos", route, published.list));
    if (!record) return null;
    const full: Audience = derived(record, "audience", (raw) => ({
      ...raw,
      description: markdownToHtml(raw.description, BELOW_TITLE),
      solutions: raw.solutions ?? [],
      products: raw.products ?? [],
      localizations: raw.localizations ?? [],
    }));
    const trail = overviewTrail(page.layout.settings, "audience");
    return recordPage(
      route,
      { view: "audience", audience: full, trail, nextStep: nextStepLinks(page.layout.settings) },
      record,
      record.title,
      record.intro,
    );
  },
  structuredData: ofView("audience", ({ audience, trail }, { trailTo }) => [
    trailTo(trail, audience.title),
  ]),
};
