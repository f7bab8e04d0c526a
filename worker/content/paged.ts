/**
 * @module Whole lists from a content service that answers at most a page at a
 * time: a list query (`pagedOperation`) is sent page after page, following
 * `meta.pagination`, and the pages are joined into one answer, so that a list is
 * one cached answer (cache.ts), tagged by the models it shows (tags.ts, `tagsOfList`).
 *
 * The document of a list query takes `$page` and `$pageSize` in each of its
 * collections' `pagination` and asks for `meta { pagination { pageCount } }`; a
 * query may read several collections at once (the FAQ: categories and articles),
 * each is paged as far as it goes.
 */
import { logEvent } from "../log";
import {
  type Operation,
  type OperationName,
  type OperationOf,
  operation,
  type Variables,
} from "./graphql-client";

/** The contract's largest page (Strapi's default `maxLimit`): fewer round trips cannot be had. */
export const CMS_PAGE_SIZE = 100;
/**
 * The most records one list holds. Far above this catalogue's size, so a list is
 * never cut short in practice; it bounds the pages one answer may take (and its
 * size in KV, well under KV's 25 MiB a value) should the content service keep
 * paging. Reaching it is logged as `content.list_truncated`.
 */
export const MAX_LIST_RECORDS = 10_000;
/** Pages asked for at once after the first: below the Workers' six open connections. */
const CONCURRENT_PAGES = 4;

/** A list query: the content layer reads every page of it into one answer. */
export function pagedOperation<N extends OperationName>(name: N, document: string): OperationOf<N> {
  if (!/\$page\b/.test(document) || !/\$pageSize\b/.test(document))
    throw new Error(`List query "${name}" must take $page and $pageSize`);
  return { ...operation(name, document), paged: true };
}

interface Collection {
  data?: unknown;
  meta?: { pagination?: { pageCount?: unknown; total?: unknown } };
}

/**
 * Every page of a list query, joined: each collection's `data` holds all its
 * records (a record on two pages, moved by an edit between two calls, only once)
 * and its `meta.pagination` describes the whole list as a single page.
 */
export async function readAllPages<TData>(
  op: Operation<TData>,
  variables: Variables,
  request: (variables: Variables) => Promise<TData>,
): Promise<TData> {
  const ask = (page: number) => request({ ...variables, page, pageSize: CMS_PAGE_SIZE });
  const first = await ask(1);
  const pageCount = Math.max(1, ...collectionsOf(first).map(pageCountOf));
  const maxPages = Math.ceil(MAX_LIST_RECORDS / CMS_PAGE_SIZE);
  const wanted = Math.min(pageCount, maxPages);
  if (pageCount > maxPages) {
    logEvent("warn", "content.list_truncated", {
      op: op.name,
      pages: pageCount,
      kept: maxPages * CMS_PAGE_SIZE,
    });
  }
  const pages: [TData, ...TData[]] = [first];
  for (let next = 2; next <= wanted; next += CONCURRENT_PAGES) {
    const batch: Promise<TData>[] = [];
    for (let page = next; page < next + CONCURRENT_PAGES && page <= wanted; page++)
      batch.push(ask(page));
    pages.push(...(await Promise.all(batch)));
  }
  return joinPages(pages);
}

function collectionsOf(answer: unknown): Collection[] {
  if (!answer || typeof answer !== "object") return [];
  return Object.values(answer).filter(
    (value): value is Collection => Boolean(value) && typeof value === "object",
  );
}

function pageCountOf(collection: Collection): number {
  const count = collection.meta?.pagination?.pageCount;
  return typeof count === "number" && Number.isFinite(count) ? count : 1;
}

/** The pages' collections joined field by field, in page order. */
function joinPages<TData>(pages: [TData, ...TData[]]): TData {
  const [first] = pages;
  if (typeof first !== "object" || first === null) return first;
  const joined: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(first)) {
    if (!isRecord(value) || !Array.isArray(value.data)) continue;
    const seen = new Set<unknown>();
    const records: unknown[] = [];
    for (const page of pages) {
      const collection = isRecord(page) ? page[field] : undefined;
      const data = isRecord(collection) ? collection.data : undefined;
      for (const record of Array.isArray(data) ? data : []) {
        const id = isRecord(record) ? record.id : undefined;
        if (id !== undefined && id !== null) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        records.push(record);
      }
    }
    joined[field] = {
      ...value,
      data: records,
      meta: {
        pagination: {
          total: records.length,
          page: 1,
          pageSize: Math.max(records.length, 1),
          pageCount: 1,
        },
      },
    };
  }
  // Each collection keeps its shape (its records' type); only its list grows.
  return Object.assign({}, first, joined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
