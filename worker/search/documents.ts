/**
 * @module The records of one locale as search documents: title, plain text, kind
 * and the path a hit leads to, from every searched collection (collections.ts).
 */
import type { Locale } from "../../shared/locales";
import type { Operation } from "../content/graphql-client";
import type { Settings } from "../env";
import { SEARCHED } from "./collections";
import type { SearchDocument } from "./engine";

/** Every searchable record of a locale, read from the content service. */
export async function readDocuments(settings: Settings, locale: Locale): Promise<SearchDocument[]> {
  const lists = await Promise.all(
    Object.values(SEARCHED).map((collection) => collection.documents(settings, locale)),
  );
  return lists.flat();
}

/** The search's list queries, one per searched collection (for the contract and the types). */
export const SEARCH_LISTS: readonly Operation<unknown>[] = Object.values(SEARCHED).map(
  (collection) => collection.list,
);
