/**
 * @module Which records' addresses move when their slug is renamed, and what a
 * record's address is: a CMS page (`/de/fruehling`) or a record under its
 * kind's segment (`/de/produkte/taubenspikes`), as the route table builds it.
 * An FAQ article's address also names its category, which a webhook does not
 * carry, so its renames are not followed (its category page still lists it).
 */
import { isLocale, type Locale } from "../../shared/locales";
import { RECORD_CONTENT, type RecordPageKind } from "../../shared/record-kinds";
import { buildPath, isSlug, RECORD_PAGE_KINDS } from "../../shared/routes";

/** The kinds whose address is their locale, their segment (if any) and their slug. */
export type FollowedKind = Exclude<RecordPageKind, "faqArticle">;

export const FOLLOWED_KINDS: readonly FollowedKind[] = RECORD_PAGE_KINDS.filter(
  (kind): kind is FollowedKind => kind !== "faqArticle",
);

const KIND_OF_MODEL: ReadonlyMap<string, FollowedKind> = new Map(
  FOLLOWED_KINDS.map((kind) => [RECORD_CONTENT[kind].model, kind]),
);

/** A record's address in one locale, as the content service last said it. */
export interface SeenPath {
  /** The model as webhooks name it (`product`, `for-who`). */
  model: string;
  /** Its id there: the documentId on Strapi 5 (shared by its locales), else the row id. */
  record: string;
  locale: Locale;
  path: string;
}

/** The address of a record of `model` with `slug` in `locale`; null when the site follows none. */
export function recordPath(model: string, locale: string, slug: string): string | null {
  const kind = KIND_OF_MODEL.get(model);
  if (!kind || !isLocale(locale) || !isSlug(slug)) return null;
  return kind === "page"
    ? buildPath({ kind: "page", locale, slug })
    : buildPath({ kind, locale, slug });
}

/** The model of a followed kind. */
export function modelOf(kind: FollowedKind): string {
  return RECORD_CONTENT[kind].model;
}
