/**
 * @module The records of one locale as search documents: title, plain text, kind
 * and the path a hit leads to, from every searched collection (collections.ts),
 * in the order they are given.
 */
import type { Locale } from "../../shared/locales";
import type { Settings } from "../env";
import type { SearchedCollection } from "./collections";
import type { SearchDocument } from "./engine";

/** Every searchable record of a locale, read from the content service. */
export async function readDocuments(
  collections: readonly SearchedCollection[],
  settings: Settings,
  locale: Locale,
): Promise<SearchDocument[]> {
  const lists = await Promise.all(
    collections.map((collection) => collection.documents(settings, locale)),
  );
  return lists.flat();
}
