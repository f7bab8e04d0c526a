/**
 * @module One FAQ article's page (`/{faq}/{category}/{article}`): the article of
 * that category and slug; not found when the locale has none there. Its path in
 * another locale needs the category's slug there too (worker/pages/head.ts).
 * Structured data: FAQPage with its one question.
 */

import * as v from "valibot";
import type { FaqArticle } from "../../shared/content";
import { buildPath } from "../../shared/routes";
import { SEO } from "../content/fragments";
import { operation } from "../content/graphql-client";
import { markdownToHtml } from "../content/markdown";
import { recordModel } from "../content/models";
import { publishedRecords } from "../content/record-pages";
import { ofView, plainText } from "../render/json-ld";
import { searched } from "../search/collections";
import { Text } from "../search/content";
import type { SearchDocument } from "../search/engine";
import { searchableText } from "../search/plain-text";
import { CacheLong } from "../shared-cache/presets";
import { faq } from "./faq";
import { recordPage } from "./head";
import type { ListedKindPage, RouteOf } from "./kind";
import { nextStepLinks } from "./layout";
import { cachedRecord, mayExist } from "./published-slugs";
import { first, hasRecord } from "./read";
import { overviewTrail } from "./trail";

/** An article's address names its category, in each of its translations too. */
const CATEGORY = "faq_category { data { __typename id attributes { slug } } }";

/** The GraphQL document that reads one FAQ article, by its slug and its category's. */
const FAQ_ARTICLE = operation(
  "faqArticle",
  `query faqArticle($locale: I18NLocaleCode, $slug: String!, $category: String!) {
    faqArticles(locale: $locale, filters: { slug: { eq: $slug }, faq_category: { slug: { eq: $category } } },
                pagination: { limit: 1 }) {
      data { id attributes {
        question slug answer
        faq_category { data { id attributes { name slug } } }
        ${SEO}
        localizations { data { attributes { locale slug faq_category { data { attributes { slug } } } } } }
      } }
    }
  }`,
);

/**
 * What the site search indexes of an FAQ article: its answer, under its
 * category's name (an article without a category has no page).
 */
const searchDocuments = searched(
  recordModel("faqArticle"),
  "searchFaqArticles",
  "question slug answer faq_category { data { attributes { name slug } } }",
  {
    question: v.string(),
    slug: v.string(),
    answer: Text,
    faq_category: v.optional(
      v.nullable(
        v.object({
          data: v.nullable(
            v.object({ attributes: v.object({ name: v.string(), slug: v.string() }) }),
          ),
        }),
      ),
      null,
    ),
  },
  (records, { locale }) =>
    records.flatMap(({ id, attributes: a }): SearchDocument[] => {
      const category = a.faq_category?.data?.attributes;
      if (!category) return [];
      return [
        {
          id: `faq:${id}`,
          kind: "faq",
          title: a.question,
          path: buildPath({ kind: "faqArticle", locale, category: category.slug, slug: a.slug }),
          context: category.name,
          text: searchableText(a.answer),
        },
      ];
    }),
);

const published = publishedRecords(
  recordModel("faqArticle"),
  "faq",
  "sitemapFaqArticles",
  (answer) => answer.faqArticles,
  `slug updatedAt seo { no_index }
      ${CATEGORY}
      localizations { data { __typename id attributes { locale slug ${CATEGORY} } } }`,
);

export const faqArticle: ListedKindPage<RouteOf<"faqArticle">> = {
  published,
  // The FAQ: every article by category.
  overview: faq,
  query: FAQ_ARTICLE,
  search: searchDocuments,
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, { content, flat, layout }) {
    const variables = { locale: route.locale, slug: route.slug, category: route.category };
    const cached = async () => {
      const peeked = await content.peek(FAQ_ARTICLE, variables);
      return cachedRecord(peeked, hasRecord(peeked?.data.faqArticles ?? null));
    };
    if (!(await mayExist(content, route, published.list, cached))) return null;
    const answer = await content.query(FAQ_ARTICLE, variables);
    const article = first(flat(answer.faqArticles));
    if (!article) return null;
    const full: FaqArticle = {
      id: article.id,
      question: article.question,
      slug: article.slug,
      answer: markdownToHtml(article.answer),
      category: article.faq_category
        ? { name: article.faq_category.name, slug: article.faq_category.slug }
        : null,
      seo: article.seo ?? null,
    };
    const faqSlug = layout.settings.page_links.faq;
    return recordPage(
      route,
      {
        view: "faqArticle",
        article: full,
        faqPage: faqSlug ? { slug: faqSlug } : null,
        trail: overviewTrail(layout.settings, "faqArticle"),
        nextStep: nextStepLinks(layout.settings),
      },
      article,
      article.question,
      article.answer,
    );
  },
  structuredData: ofView("faqArticle", ({ article, trail }, { trailTo, lang }) => [
    trailTo(trail, article.question),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: lang,
      mainEntity: [
        {
          "@type": "Question",
          name: article.question,
          acceptedAnswer: { "@type": "Answer", text: plainText(article.answer) },
        },
      ],
    },
  ]),
};
