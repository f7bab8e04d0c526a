/**
 * @module How the search reads a searched collection from the content service:
 * every record in one locale, page by page (content/paged.ts), straight from the
 * service (the index itself is the cache). Answers are checked with valibot, so a
 * change of shape fails the build of the index, never a visitor's request. What
 * each collection is read for is declared with it (collections.ts).
 */
import * as v from "valibot";
import type { Locale } from "../../shared/locales";
import { type Operation, type OperationName, requestContent } from "../content/graphql-client";
import { pagedOperation, readAllPages } from "../content/paged";
import type { Settings } from "../env";

/** A text field the content service may leave empty. */
export const Text = v.optional(v.nullable(v.string()), null);

/** What the search reads of one collection. */
export interface Collection<T extends v.ObjectEntries> {
  /** Its GraphQL field. */
  name: string;
  /** The name of its list query. */
  operation: OperationName;
  fields: string;
  attributes: T;
}

/** A Strapi collection answer: `{ data: [{ id, attributes }], meta }`. */
function answerOf<T extends v.ObjectEntries>(attributes: T) {
  return v.object({
    data: v.array(v.object({ id: v.string(), attributes: v.looseObject(attributes) })),
    meta: v.object({ pagination: v.object({ pageCount: v.number() }) }),
  });
}

/** One record as the search reads it. */
export type CollectionRecord<T extends v.ObjectEntries> = v.InferOutput<
  ReturnType<typeof answerOf<T>>
>["data"][number];

/**
 * A collection's list query: every page of it is read. Its answer is checked
 * here, not trusted to its type.
 */
export function listOperation(collection: Collection<v.ObjectEntries>): Operation<unknown> {
  const { name, operation, fields } = collection;
  return pagedOperation(
    operation,
    // Indented as in operations.graphql, which the codegen test compares with these documents.
    `query ${operation}($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
        ${name}(locale: $locale, sort: ["id:asc"], pagination: { page: $page, pageSize: $pageSize }) {
          data { id attributes { ${fields} } }
          meta { pagination { page pageSize pageCount total } }
        }
      }`,
  );
}

/** Every published record of a collection in a locale, read with its list query. */
export async function readCollection<T extends v.ObjectEntries>(
  settings: Settings,
  collection: Collection<T>,
  list: Operation<unknown>,
  locale: Locale,
): Promise<CollectionRecord<T>[]> {
  const answer = await readAllPages(list, { locale }, (variables) =>
    requestContent(settings, list, variables),
  );
  return v.parse(answerOf(collection.attributes), fieldOf(answer, collection.name)).data;
}

/** A field of an answer that is checked, not trusted to its type. */
function fieldOf(answer: unknown, field: string): unknown {
  return typeof answer === "object" && answer !== null ? Reflect.get(answer, field) : undefined;
}
