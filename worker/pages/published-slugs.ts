/**
 * @module Whether a record page's slug can exist, decided from the locale's list of
 * published slugs of that kind instead of asking the content service: an address a
 * visitor (or a scanner) makes up is a 404 without a content-service call.
 *
 * The list is the sitemap's list of that kind and locale (list-queries.ts,
 * `SITEMAP_LISTS`): one cached answer per locale and kind, shared with the
 * sitemaps, tagged `list:<model>`, which every webhook about a record of the model
 * (create, publish, unpublish, delete, update) purges, so a record published a
 * moment ago is in it on the very next request after its webhook.
 *
 * The list is consulted only when the record's own answer is not cached as found:
 * a page visitors actually read is answered from its own answer, without reading
 * a list of thousands of records. When the list cannot be loaded (an outage with
 * nothing cached), the record is asked for as before.
 */
import type { Locale } from "../../shared/locales";
import type { Route } from "../../shared/routes";
import type { ContentLayer } from "../content/content-layer";
import { isOutage } from "../content/graphql-client";
import { SITEMAP_LISTS } from "../content/list-queries";

/** A record as the sitemap lists give it, as far as a slug check needs. */
interface Listed {
  attributes?: { slug?: string | null } | null;
}

type ListField = keyof typeof SITEMAP_LISTS;

/** The kinds of record page, and the list of published records that knows their slugs. */
export const SLUG_LISTS = {
  page: "pages",
  product: "products",
  solution: "solutions",
  forWho: "forWhos",
  blog: "blogs",
  manual: "manuals",
  faqArticle: "faqArticles",
} as const satisfies Record<string, ListField>;

export type SluggedKind = keyof typeof SLUG_LISTS;
export type SluggedRoute<K extends SluggedKind = SluggedKind> = Route & { kind: K };

/** The route keys of one list answer, once per answer (answers are shared, frozen objects). */
const keysOfAnswer = new WeakMap<object, ReadonlySet<string>>();

function routeKeys<R extends Listed>(
  records: readonly R[] | null | undefined,
  keyOf: (record: R, slug: string) => string = (_, slug) => slug,
): ReadonlySet<string> {
  const list = records ?? [];
  const known = keysOfAnswer.get(list);
  if (known) return known;
  const keys = new Set<string>();
  for (const record of list) {
    const slug = record.attributes?.slug;
    if (slug) keys.add(keyOf(record, slug));
  }
  if (records) keysOfAnswer.set(records, keys);
  return keys;
}

/** Each list read with its own operation, as the route keys it names (each answer has a type of its own). */
const READ_KEYS: Record<
  ListField,
  (content: ContentLayer, locale: Locale) => Promise<ReadonlySet<string>>
> = {
  pages: async (content, locale) =>
    routeKeys((await content.query(SITEMAP_LISTS.pages, { locale })).pages?.data),
  products: async (content, locale) =>
    routeKeys((await content.query(SITEMAP_LISTS.products, { locale })).products?.data),
  solutions: async (content, locale) =>
    routeKeys((await content.query(SITEMAP_LISTS.solutions, { locale })).solutions?.data),
  forWhos: async (content, locale) =>
    routeKeys((await content.query(SITEMAP_LISTS.forWhos, { locale })).forWhos?.data),
  blogs: async (content, locale) =>
    routeKeys((await content.query(SITEMAP_LISTS.blogs, { locale })).blogs?.data),
  manuals: async (content, locale) =>
    routeKeys((await content.query(SITEMAP_LISTS.manuals, { locale })).manuals?.data),
  // An FAQ article's route names its category too.
  faqArticles: async (content, locale) =>
    routeKeys(
      (await content.query(SITEMAP_LISTS.faqArticles, { locale })).faqArticles?.data,
      (record, slug) => `${record.attributes?.faq_category?.data?.attributes?.slug ?? ""}/${slug}`,
    ),
};

/** `slug` or, for an FAQ article, `category/slug`: what its route names. */
function routeKey(route: SluggedRoute): string {
  return route.kind === "faqArticle" ? `${route.category}/${route.slug}` : route.slug;
}

/** What the cache holds of a record's own answer. */
export type CachedRecord = "found" | "not found" | "purged" | "nothing";

/** What a peek at a record's own answer says, given whether its data holds the record. */
export function cachedRecord(peeked: { purged: boolean } | null, hasRecord: boolean): CachedRecord {
  if (!peeked) return "nothing";
  if (peeked.purged) return "purged";
  return hasRecord ? "found" : "not found";
}

/**
 * False when the route's record surely does not exist: its locale's published list
 * of that kind does not name its slug. True when it may (listed, or the list could
 * not be read, or an editor's preview, which shows drafts the list does not have).
 *
 * `cached` says what the cache holds of the record's own answer: found, the page
 * exists as far as the cache knows and the list is not read. When the list cannot
 * be read because the content service is unreachable and nothing of the record is
 * cached to stand in, that outage is the answer (thrown): asking for the record
 * would only wait for a second timeout.
 */
export async function mayExist(
  content: ContentLayer,
  route: SluggedRoute,
  cached: () => Promise<CachedRecord>,
): Promise<boolean> {
  if (content.preview) return true;
  const known = await cached();
  if (known === "found") return true;
  let keys: ReadonlySet<string>;
  try {
    keys = await READ_KEYS[SLUG_LISTS[route.kind]](content, route.locale);
  } catch (error) {
    if (known === "nothing" && isOutage(error)) throw error;
    // No list to decide from: the record's own answer settles it (or stands in).
    return true;
  }
  return keys.has(routeKey(route));
}
