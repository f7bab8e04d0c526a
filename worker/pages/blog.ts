/**
 * @module A blog or news article of the library (`/blogs/{slug}`); not found when
 * the locale publishes none with that slug (a draft only in an editor's preview).
 * Structured data: Article or NewsArticle, breadcrumbs.
 */

import * as v from "valibot";
import type { Blog } from "../../shared/content";
import { buildPath } from "../../shared/routes";
import { derived } from "../content/derived";
import { LOCALIZATIONS, MEDIA, SEO } from "../content/fragments";
import { operation } from "../content/graphql-client";
import { BELOW_TITLE, markdownToHtml } from "../content/markdown";
import { recordModel } from "../content/models";
import { publishedRecords } from "../content/record-pages";
import { ofView } from "../render/json-ld";
import { searched } from "../search/collections";
import { Text } from "../search/content";
import { searchableText } from "../search/plain-text";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { ListedKindPage, RouteOf } from "./kind";
import { nextStepLinks } from "./layout";
import { library } from "./library";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

/** The GraphQL document that reads one blog or news article. */
const BLOG = operation(
  "blog",
  `query blog($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    blogs(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug type date author excerpt content image { ${MEDIA} } image_alt
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

/**
 * What the site search indexes of an article: its excerpt and content. News is
 * a kind of hit of its own.
 */
const searchDocuments = searched(
  recordModel("blog"),
  "searchBlogs",
  "title slug type excerpt content",
  {
    title: v.string(),
    slug: v.string(),
    type: v.picklist(["blog", "news"]),
    excerpt: Text,
    content: Text,
  },
  (records, { locale }) =>
    records.map(({ id, attributes: a }) => ({
      id: `blog:${id}`,
      kind: a.type === "news" ? "news" : "blog",
      title: a.title,
      path: buildPath({ kind: "blog", locale, slug: a.slug }),
      text: searchableText(a.excerpt, a.content),
    })),
);

const published = publishedRecords(
  recordModel("blog"),
  "blogs",
  "sitemapBlogs",
  (answer) => answer.blogs,
);

export const blog: ListedKindPage<RouteOf<"blog">> = {
  published,
  // The library: the blogs and the news, filtered by `?type=`.
  overview: library,
  query: BLOG,
  search: searchDocuments,
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, BLOG, "blogs", route, published.list));
    if (!record) return null;
    const full: Blog = derived(record, "blog", (raw) => ({
      ...raw,
      content: markdownToHtml(raw.content, BELOW_TITLE),
      localizations: raw.localizations ?? [],
    }));
    const trail = overviewTrail(page.layout.settings, "blog");
    return recordPage(
      route,
      { view: "blog", blog: full, trail, nextStep: nextStepLinks(page.layout.settings) },
      record,
      record.title,
      record.excerpt,
    );
  },
  structuredData: ofView("blog", ({ blog, trail }, { trailTo, image, url, lang }) => [
    trailTo(trail, blog.title),
    {
      "@context": "https://schema.org",
      "@type": blog.type === "news" ? "NewsArticle" : "Article",
      headline: blog.title,
      datePublished: blog.date,
      inLanguage: lang,
      author: blog.author ? { "@type": "Person", name: blog.author } : undefined,
      image: image(blog.image?.url),
      description: blog.excerpt ?? undefined,
      mainEntityOfPage: url,
    },
  ]),
};
