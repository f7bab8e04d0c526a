/**
 * @module A CMS page (`/{slug}`): its blocks, with breadcrumbs from its parents;
 * not found when the locale publishes no page with that slug. A page that
 * settings' page links name plays that role, and the role adds what it shows:
 * an overview, the library, the FAQ, the contact form, the seller finder
 * (roles.ts). An overview's later pages link their neighbours and are not
 * indexed. Structured data: breadcrumbs, and the FAQ's questions on the FAQ.
 */

import * as v from "valibot";
import type { Page } from "../../shared/content";
import type { PageQuery } from "../../shared/content-operations.generated";
import type { RecordOf } from "../../shared/flattened";
import { listingPageHref } from "../../shared/listing-pages";
import { buildPath } from "../../shared/routes";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { CTA, LOCALIZATIONS, MEDIA, SEO } from "../content/fragments";
import { operation } from "../content/graphql-client";
import { markdownToHtml } from "../content/markdown";
import { recordModel } from "../content/models";
import { publishedRecords } from "../content/record-pages";
import { pageTrail } from "../render/json-ld";
import { searched } from "../search/collections";
import { Text } from "../search/content";
import { searchableText } from "../search/plain-text";
import { CacheShort } from "../shared-cache/presets";
import { faqStructuredData } from "./faq";
import { recordPage } from "./head";
import type { RecordKindPage, RouteOf } from "./kind";
import { bySlug, first } from "./read";
import { movedOverview, type Overviews, roleOf } from "./roles";

/** A page's parents, three deep, for its breadcrumbs. */
const PARENT_CHAIN = `parent { data { __typename id attributes { title slug
  parent { data { __typename id attributes { title slug
    parent { data { __typename id attributes { title slug } } }
  } } }
} } }`;

/** The GraphQL document that reads one page. */
const PAGE = operation(
  "page",
  `query page($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    pages(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug
        jumbotron { heading subheading image { ${MEDIA} } image_alt }
        content {
          __typename
          ... on ComponentContentText { id body }
          ... on ComponentContentImage { id caption image { ${MEDIA} } image_alt }
          ... on ComponentContentTextImage { id heading text image_position image { ${MEDIA} } image_alt }
          ... on ComponentContentCallToAction { id heading text cta { ${CTA} } }
          ... on ComponentContentProductList { id heading products { data { __typename id attributes {
            title slug subtitle short_description images { ${MEDIA} } image_alts
          } } } }
          ... on Error { code message }
        }
        ${PARENT_CHAIN}
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

/** The words of a page's content blocks. */
const Block = v.looseObject({ body: Text, heading: Text, text: Text, caption: Text });

/** What the site search indexes of a page: its jumbotron and the words of its content blocks. */
const searchDocuments = searched(
  recordModel("page"),
  "searchPages",
  `title slug jumbotron { heading subheading } content { __typename
      ... on ComponentContentText { body }
      ... on ComponentContentTextImage { heading text }
      ... on ComponentContentCallToAction { heading text }
      ... on ComponentContentImage { caption } }`,
  {
    title: v.string(),
    slug: v.string(),
    jumbotron: v.optional(v.nullable(v.object({ heading: Text, subheading: Text })), null),
    content: v.optional(v.nullable(v.array(Block)), null),
  },
  (records, { locale }) =>
    records.map(({ id, attributes: a }) => ({
      id: `page:${id}`,
      kind: "page",
      title: a.title,
      path: buildPath({ kind: "page", locale, slug: a.slug }),
      text: searchableText(
        a.jumbotron?.heading,
        a.jumbotron?.subheading,
        ...(a.content ?? []).flatMap((block) => [
          block.heading,
          block.body,
          block.text,
          block.caption,
        ]),
      ),
    })),
);

const published = publishedRecords(
  recordModel("page"),
  "pages",
  "sitemapPages",
  (answer) => answer.pages,
);

/** `overviews`: the roles of the kinds' overviews, from their modules (records.ts). */
export const cmsPage = (overviews: Overviews): RecordKindPage<RouteOf<"page">> => ({
  published,
  query: PAGE,
  search: searchDocuments,
  // CMS pages and the overviews, FAQ and finder they hold list other records: kept briefly.
  cache: CacheShort(),
  timing: "cms",
  async load(route, context) {
    const record = first(await bySlug(context, PAGE, "pages", route, published.list));
    if (!record) return movedOverview(route, context.layout.settings);
    const role = roleOf(record.slug, context.layout.settings, overviews);
    const answer = await role(derived(record, "page", toPage), route, context);
    if (!answer) return null;
    const loaded = recordPage(
      route,
      answer.data,
      record,
      record.title,
      record.jumbotron?.subheading,
    );
    if (answer.pager) {
      const { page: current, pageCount, params } = answer.pager;
      const href = (number: number) => listingPageHref(buildPath(route), number, params);
      loaded.meta.pages = {
        canonical: href(current),
        prev: current > 1 ? href(current - 1) : null,
        next: current < pageCount ? href(current + 1) : null,
      };
      // Later pages are reachable (their links are followed) but not indexed.
      if (current > 1) loaded.meta.noIndex = true;
    }
    return { ...loaded, policy: answer.policy };
  },
  // A page in any role states its breadcrumbs; the FAQ states its questions instead.
  structuredData: (data, context) => {
    if (data.view === VIEWS.faq) return faqStructuredData(data.categories, context);
    return "page" in data ? pageTrail(data, context) : [];
  },
});

type PageRecord = RecordOf<PageQuery["pages"]>;

/** A link of a page's parent chain (the query asks for three). */
interface Parent {
  title: string;
  slug: string;
  parent?: Parent | null;
}

function toPage(raw: PageRecord): Page {
  const ancestors: Page["ancestors"] = [];
  for (let parent: Parent | null = raw.parent; parent; parent = parent.parent ?? null) {
    ancestors.unshift({ title: parent.title, slug: parent.slug });
  }
  const { parent: _parent, ...rest } = raw;
  const content = (raw.content ?? []).map(blockWithHtml);
  return { ...rest, content, ancestors, localizations: raw.localizations ?? [] };
}

/** Markdown fields of the page's dynamic zone, rendered to safe HTML. */
function blockWithHtml(block: Page["content"][number]): Page["content"][number] {
  switch (block.__typename) {
    case "ComponentContentText":
      return { ...block, body: markdownToHtml(block.body) };
    case "ComponentContentTextImage":
    case "ComponentContentCallToAction":
      return { ...block, text: markdownToHtml(block.text) };
    default:
      return block;
  }
}
