/**
 * @module Reading records through the content layer, flattened into the shapes
 * of shared/content.ts: the reads every page kind shares (a single type of a
 * locale, a record by its slug).
 */
import type { Flattened } from "../../shared/flattened";
import type { Locale } from "../../shared/locales";
import type { ContentLayer } from "../content/content-layer";
import type { Operation } from "../content/graphql-client";
import { resolveIcon } from "../content/icons";
import { normalize } from "../content/normalize";
import type { PublishedList } from "../content/record-pages";
import { cachedRecord, mayExist, type SluggedKind, type SluggedRoute } from "./published-slugs";

export interface ContentReader {
  content: ContentLayer;
  /** A content answer flattened: media on the site's own paths, icons resolved. */
  flat<Answer>(raw: Answer): Flattened<Answer>;
}

export function contentReader(
  content: ContentLayer,
  mediaOrigin: string | undefined,
): ContentReader {
  return { content, flat: (raw) => normalize(raw, { mediaOrigin, resolveIcon }) };
}

/** A single type (menu, settings, home content) of a locale; null when it has none. */
export async function single<TData, F extends keyof TData>(
  { content, flat }: ContentReader,
  op: Operation<TData, { locale?: string | null }>,
  field: F,
  locale: Locale,
) {
  const answer = await content.query(op, { locale });
  return flat(answer[field] ?? null);
}

/**
 * The records with this slug in this locale: null or an empty list means not
 * found. A slug the locale's published list of the kind (`published`) does not
 * name is not found without asking the content service (published-slugs.ts).
 */
export async function bySlug<TData, F extends keyof TData>(
  { content, flat }: ContentReader,
  op: Operation<TData, { locale?: string | null; slug: string }>,
  field: F,
  route: SluggedRoute<Exclude<SluggedKind, "faqArticle">>,
  published: PublishedList,
) {
  const variables = { locale: route.locale, slug: route.slug };
  const cached = async () => {
    const peeked = await content.peek(op, variables);
    return cachedRecord(peeked, hasRecord(peeked?.data[field] ?? null));
  };
  if (!(await mayExist(content, route, published, cached))) return null;
  const answer = await content.query(op, variables);
  return flat(answer[field] ?? null);
}

/** Whether a raw answer's field (`{ data }`) holds at least one entity. */
export function hasRecord(response: unknown): boolean {
  if (typeof response !== "object" || response === null || !("data" in response)) return false;
  const { data } = response;
  return Array.isArray(data) ? data.length > 0 : Boolean(data);
}

/** The first record of a list that holds at most one (a query by slug), or null. */
export function first<T>(list: readonly T[] | null): T | null {
  return list?.[0] ?? null;
}
