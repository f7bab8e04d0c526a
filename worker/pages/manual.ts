/**
 * @module A manual (`/manuals/{slug}`): its steps, one at a time at `?step=n` in
 * the browser (the query is the view's own: client/views/index.ts), all of them
 * in print. Not found when the locale publishes no manual with that slug.
 * Structured data: HowTo, breadcrumbs.
 */

import * as v from "valibot";
import type { Manual, ManualCard } from "../../shared/content";
import { buildPath } from "../../shared/routes";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { LOCALIZATIONS, MEDIA, PRODUCT_CARD, SEO } from "../content/fragments";
import { operation } from "../content/graphql-client";
import { MANUALS } from "../content/list-queries";
import { leadOf, markdownToHtml } from "../content/markdown";
import { recordModel } from "../content/models";
import { publishedRecords } from "../content/record-pages";
import { ofView, plainText } from "../render/json-ld";
import { searched } from "../search/collections";
import { Text } from "../search/content";
import type { SearchDocument } from "../search/engine";
import { searchableText } from "../search/plain-text";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { ListedKindPage, RouteOf } from "./kind";
import { nextStepLinks } from "./layout";
import { overview } from "./overviews";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

/** The GraphQL document that reads one manual, with its steps. */
const MANUAL = operation(
  "manual",
  `query manual($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    manuals(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug intro image { ${MEDIA} } image_alt pdf { ${MEDIA} } pdf_language
        steps { id title text image { ${MEDIA} } image_alt }
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

/** A manual's step: a search document of its own. */
const Step = v.object({ title: Text, text: Text });

/**
 * What the site search indexes of a manual: its intro, and each step as a hit
 * that opens the manual at that step.
 */
const searchDocuments = searched(
  recordModel("manual"),
  "searchManuals",
  "title slug intro steps { title text }",
  {
    title: v.string(),
    slug: v.string(),
    intro: Text,
    steps: v.optional(v.nullable(v.array(Step)), null),
  },
  (records, { locale }) =>
    records.flatMap(({ id, attributes: a }) => {
      const path = buildPath({ kind: "manual", locale, slug: a.slug });
      return [
        { id: `manual:${id}`, kind: "manual", title: a.title, path, text: searchableText(a.intro) },
        ...(a.steps ?? []).map(
          (step, index): SearchDocument => ({
            id: `manual:${id}:${index + 1}`,
            kind: "manualStep",
            title: step.title ?? a.title,
            path: `${path}?step=${index + 1}`,
            context: a.title,
            text: searchableText(step.text),
          }),
        ),
      ];
    }),
);

const published = publishedRecords(
  recordModel("manual"),
  "manuals",
  "sitemapManuals",
  (answer) => answer.manuals,
);

export const manual: ListedKindPage<RouteOf<"manual">> = {
  published,
  // The page settings name `manuals`: its page, then the manuals' cards.
  overview: overview<ManualCard>(
    async ({ content, flat }, locale) =>
      flat((await content.query(MANUALS, { locale })).manuals) ?? [],
    (page, manuals, pagination) => ({ view: VIEWS.manualsOverview, page, manuals, pagination }),
  ),
  query: MANUAL,
  search: searchDocuments,
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, MANUAL, "manuals", route, published.list));
    if (!record) return null;
    const full: Manual = derived(record, "manual", (raw) => ({
      ...raw,
      steps: (raw.steps ?? []).map((step) => {
        const text = markdownToHtml(step.text);
        return { ...step, text, lead: leadOf(text) };
      }),
      products: raw.products ?? [],
      localizations: raw.localizations ?? [],
    }));
    const trail = overviewTrail(page.layout.settings, "manual");
    return recordPage(
      route,
      { view: "manual", manual: full, trail, nextStep: nextStepLinks(page.layout.settings) },
      record,
      record.title,
      record.intro,
    );
  },
  structuredData: ofView("manual", ({ manual, trail }, { trailTo, image, url, lang }) => [
    trailTo(trail, manual.title),
    {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: manual.title,
      description: manual.intro ?? undefined,
      inLanguage: lang,
      image: image(manual.image?.url),
      step: manual.steps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.title,
        text: plainText(step.text),
        url: `${url}?step=${index + 1}`,
        image: image(step.image?.url),
      })),
    },
  ]),
};
