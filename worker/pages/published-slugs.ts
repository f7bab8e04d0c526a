/**
 * @module Whether a record page's slug can exist, decided from the locale's list of
 * published slugs of that kind instead of asking the content service: an address a
 * visitor (or a scanner) makes up is a 404 without a content-service call.
 *
 * The list is the sitemap's list of that kind and locale (each kind's `published`
 * list, content/record-pages.ts): one cached answer per locale and kind, shared with the
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
import type { RecordPageKind } from "../../shared/record-kinds";
import type { Route } from "../../shared/routes";
import type { ContentLayer } from "../content/content-layer";
import { isOutage } from "../content/graphql-client";
import type { ListedRecord, PublishedList } from "../content/record-pages";

export type SluggedKind = RecordPageKind;
export type SluggedRoute<K extends SluggedKind = SluggedKind> = Route & { kind: K };

/** The route keys of one list answer, once per answer (answers are shared, frozen objects). */
const keysOfAnswer = new WeakMap<object, ReadonlySet<string>>();

/** `slug` or, for an FAQ article, `category/slug`: what a listed record's route names. */
function listedKey(kind: SluggedKind, record: ListedRecord): string | null {
  const attributes = record.attributes;
  if (!attributes?.slug) return null;
  return kind === "faqArticle"
    ? `${attributes.faq_category?.data?.attributes?.slug ?? ""}/${attributes.slug}`
    : attributes.slug;
}

/** The route keys the locale's published list of a kind names. */
async function readKeys(
  content: ContentLayer,
  kind: SluggedKind,
  published: PublishedList,
  locale: Locale,
): Promise<ReadonlySet<string>> {
  const records = await published.read(content, locale);
  const known = keysOfAnswer.get(records);
  if (known) return known;
  const keys = new Set<string>();
  for (const record of records) {
    const key = listedKey(kind, record);
    if (key) keys.add(key);
  }
  keysOfAnswer.set(records, keys);
  return keys;
}

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
  published: PublishedList,
  cached: () => Promise<CachedRecord>,
): Promise<boolean> {
  if (content.preview) return true;
  const known = await cached();
  if (known === "found") return true;
  let keys: ReadonlySet<string>;
  try {
    keys = await readKeys(content, route.kind, published, route.locale);
  } catch (error) {
    if (known === "nothing" && isOutage(error)) throw error;
    // No list to decide from: the record's own answer settles it (or stands in).
    return true;
  }
  return keys.has(routeKey(route));
}
