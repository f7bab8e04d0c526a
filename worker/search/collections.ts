/**
 * @module How a collection becomes search documents: the fields its list query
 * reads, their shape (checked with valibot when the index is built) and how its
 * records become documents, with the path a hit leads to. Each kind of record
 * states its own (worker/pages/, `search`); the downloads, which have no page of
 * their own, are here. The table of kinds (worker/pages/records.ts) hands them
 * all to the index (store.ts).
 */
import * as v from "valibot";
import type { Locale } from "../../shared/locales";
import type { RecordSearchKind, SegmentKind } from "../../shared/record-kinds";
import { buildPath } from "../../shared/routes";
import type { Operation, OperationName } from "../content/graphql-client";
import { CONTENT_MODELS, recordModel } from "../content/models";
import type { Settings } from "../env";
import { type CollectionRecord, listOperation, readCollection, Text } from "./content";

import type { SearchDocument } from "./engine";
import { searchableText, sitePath } from "./plain-text";

/** A searched collection: its list query and its records as documents. */
export interface SearchedCollection {
  list: Operation<unknown>;
  /** Every searchable record of a locale as search documents, read from the content service. */
  documents(settings: Settings, locale: Locale): Promise<SearchDocument[]>;
}

/**
 * A searched collection of `model`: `operation` reads `fields` of its records,
 * `attributes` is their shape, `toDocuments` turns them into documents.
 */
export function searched<T extends v.ObjectEntries>(
  model: { field: string },
  operation: OperationName,
  fields: string,
  attributes: T,
  toDocuments: (
    records: CollectionRecord<T>[],
    at: { locale: Locale; settings: Settings },
  ) => SearchDocument[],
): SearchedCollection {
  const collection = { name: model.field, operation, fields, attributes };
  const list = listOperation(collection);
  return {
    list,
    async documents(settings, locale) {
      const records = await readCollection(settings, collection, list, locale);
      return toDocuments(records, { locale, settings });
    },
  };
}

/**
 * A kind whose records are a title, a slug, an intro and a description (a
 * solution, an audience): a document each, its hit leading to the record's page.
 */
export function describedRecords(
  kind: SegmentKind & RecordSearchKind,
  operation: OperationName,
): SearchedCollection {
  return searched(
    recordModel(kind),
    operation,
    "title slug intro description",
    { title: v.string(), slug: v.string(), intro: Text, description: Text },
    (records, { locale }) =>
      records.map(({ id, attributes: a }) => ({
        id: `${kind}:${id}`,
        kind,
        title: a.title,
        path: buildPath({ kind, locale, slug: a.slug }),
        text: searchableText(a.intro, a.description),
      })),
  );
}

/** Every download with a file: a hit opens the file. */
export const DOWNLOADS: SearchedCollection = searched(
  CONTENT_MODELS.download,
  "searchDownloads",
  "title description category file { data { attributes { url } } }",
  {
    title: v.string(),
    description: Text,
    category: Text,
    file: v.optional(
      v.nullable(
        v.object({ data: v.nullable(v.object({ attributes: v.object({ url: v.string() }) })) }),
      ),
      null,
    ),
  },
  (records, { settings }) =>
    records.flatMap(({ id, attributes: a }): SearchDocument[] => {
      const url = a.file?.data?.attributes.url;
      if (!url) return [];
      return [
        {
          id: `download:${id}`,
          kind: "download",
          title: a.title,
          path: sitePath(url, settings.mediaOrigin),
          context: a.category ?? undefined,
          text: searchableText(a.description),
        },
      ];
    }),
);
