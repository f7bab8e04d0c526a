/**
 * @module A product's page (`/products/{slug}`): the product with its images,
 * specifications, related solutions, manuals and downloads, and its own
 * datasheet; not found when the locale publishes no product with that slug. Its
 * actions lead to the pages settings name "Where to buy" and contact. Structured
 * data: Product and breadcrumbs.
 */

import * as v from "valibot";
import type { Product, ProductCard } from "../../shared/content";
import { buildPath } from "../../shared/routes";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { DOWNLOAD_CARD, LOCALIZATIONS, MEDIA, SEO, SOLUTION_CARD } from "../content/fragments";
import { operation } from "../content/graphql-client";
import { PRODUCTS } from "../content/list-queries";
import { BELOW_TITLE, markdownToHtml } from "../content/markdown";
import { recordModel } from "../content/models";
import { publishedRecords } from "../content/record-pages";
import { ofView, plainText } from "../render/json-ld";
import { searched } from "../search/collections";
import { Text } from "../search/content";
import { searchableText } from "../search/plain-text";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { ListedKindPage, RouteOf } from "./kind";
import { nextStepLinks } from "./layout";
import { overview } from "./overviews";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

/** The GraphQL document that reads one product. */
const PRODUCT = operation(
  "product",
  `query product($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    products(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug subtitle short_description description
        images { ${MEDIA} } image_alts
        specifications { label value }
        solutions { data { __typename id attributes { ${SOLUTION_CARD} } } }
        manuals { data { __typename id attributes { title slug intro } } }
        downloads { data { __typename id attributes { ${DOWNLOAD_CARD} } } }
        datasheet { data { __typename id attributes { ${DOWNLOAD_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

/** What the site search indexes of a product: its subtitle, descriptions and specifications. */
const searchDocuments = searched(
  recordModel("product"),
  "searchProducts",
  "title slug subtitle short_description description specifications { label value }",
  {
    title: v.string(),
    slug: v.string(),
    subtitle: Text,
    short_description: Text,
    description: Text,
    specifications: v.optional(v.nullable(v.array(v.object({ label: Text, value: Text }))), null),
  },
  (records, { locale }) =>
    records.map(({ id, attributes: a }) => ({
      id: `product:${id}`,
      kind: "product",
      title: a.title,
      path: buildPath({ kind: "product", locale, slug: a.slug }),
      text: searchableText(
        a.subtitle,
        a.short_description,
        a.description,
        ...(a.specifications ?? []).map((s) => `${s.label ?? ""} ${s.value ?? ""}`),
      ),
    })),
);

const published = publishedRecords(
  recordModel("product"),
  "products",
  "sitemapProducts",
  (answer) => answer.products,
);

export const product: ListedKindPage<RouteOf<"product">> = {
  published,
  // The page settings name `products`: its page, then the products' cards.
  overview: overview<ProductCard>(
    async ({ content, flat }, locale) =>
      flat((await content.query(PRODUCTS, { locale })).products) ?? [],
    (page, products, pagination) => ({ view: VIEWS.productsOverview, page, products, pagination }),
  ),
  query: PRODUCT,
  search: searchDocuments,
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, PRODUCT, "products", route, published.list));
    if (!record) return null;
    const full: Product = derived(record, "product", (raw) => ({
      ...raw,
      description: markdownToHtml(raw.description, BELOW_TITLE),
      images: raw.images ?? [],
      specifications: raw.specifications ?? [],
      solutions: raw.solutions ?? [],
      manuals: raw.manuals ?? [],
      downloads: raw.downloads ?? [],
      datasheet: raw.datasheet ?? null,
      localizations: raw.localizations ?? [],
    }));
    return recordPage(
      route,
      {
        view: "product",
        product: full,
        pageLinks: nextStepLinks(page.layout.settings),
        trail: overviewTrail(page.layout.settings, "product"),
      },
      record,
      record.title,
      record.short_description,
    );
  },
  structuredData: ofView("product", ({ product, trail }, { trailTo, image, url }) => [
    trailTo(trail, product.title),
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      description: product.short_description ?? plainText(product.description),
      image: product.images.map((media) => image(media.url)),
      url,
      additionalProperty: product.specifications.map((spec) => ({
        "@type": "PropertyValue",
        name: spec.label,
        value: spec.value,
      })),
    },
  ]),
};
