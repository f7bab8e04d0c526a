/**
 * @module Reading records through the content layer, flattened into the shapes
 * of shared/content.ts: the reads every page kind shares (a single type of a
 * locale, a record by its slug).
 */
import type { Locale } from "../../shared/locales";
import type { Route } from "../../shared/routes";
import type { ContentLayer } from "../content/content-layer";
import type { Operation } from "../content/graphql-client";
import { resolveIcon } from "../content/icons";
import { normalize } from "../content/normalize";

export interface ContentReader {
  content: ContentLayer;
  /** A content answer flattened: media on the site's own paths, icons resolved. */
  flat<T>(raw: unknown): T;
}

export function contentReader(
  content: ContentLayer,
  mediaOrigin: string | undefined,
): ContentReader {
  return { content, flat: (raw) => normalize(raw, { mediaOrigin, resolveIcon }) };
}

/** A single type (menu, settings, home content) of a locale; null when it has none. */
export async function single<T>(
  { content, flat }: ContentReader,
  op: Operation<Record<string, unknown>>,
  field: string,
  locale: Locale,
): Promise<T | null> {
  const answer = await content.query(op, { locale });
  return flat<T | null>(answer[field] ?? null);
}

/** The record with this slug in this locale, or null: an empty list means not found. */
export async function bySlug<T>(
  { content, flat }: ContentReader,
  op: Operation<Record<string, unknown>>,
  field: string,
  route: Route & { slug: string },
): Promise<T | null> {
  const answer = await content.query(op, { locale: route.locale, slug: route.slug });
  const list = flat<T[] | null>(answer[field] ?? null);
  return list?.[0] ?? null;
}
