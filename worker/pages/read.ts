/**
 * @module Reading records through the content layer, flattened into the shapes
 * of shared/content.ts: the reads every page kind shares (a single type of a
 * locale, a record by its slug).
 */
import type { Flattened } from "../../shared/flattened";
import type { Locale } from "../../shared/locales";
import type { Route } from "../../shared/routes";
import type { ContentLayer } from "../content/content-layer";
import type { Operation } from "../content/graphql-client";
import { resolveIcon } from "../content/icons";
import { normalize } from "../content/normalize";

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

/** The records with this slug in this locale: an empty list means not found. */
export async function bySlug<TData, F extends keyof TData>(
  { content, flat }: ContentReader,
  op: Operation<TData, { locale?: string | null; slug: string }>,
  field: F,
  route: Route & { slug: string },
) {
  const answer = await content.query(op, { locale: route.locale, slug: route.slug });
  return flat(answer[field] ?? null);
}

/** The first record of a list that holds at most one (a query by slug), or null. */
export function first<T>(list: readonly T[] | null): T | null {
  return list?.[0] ?? null;
}
