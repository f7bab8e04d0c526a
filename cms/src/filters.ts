/**
 * Strapi v4 collection arguments over rows: `filters` (operators, and/or/not,
 * nested relation filters), `sort` ("field:dir", dotted relation paths) and
 * `pagination` (page/pageSize or start/limit). What a filter key means is read
 * off the attributes type: a relation field takes a nested filter of the
 * related type, anything else takes operators.
 */

import { type GraphQLObjectType, getNamedType } from "graphql";
import { type Content, isPlainObject, type PublicationState, type Row } from "./content";
import { documentIdOf } from "./document-id";
import { paginationError, validationError } from "./errors";
import { isRelationType, relationTarget } from "./schema";

// ---------------------------------------------------------------- filters

export function matchesFilter(
  content: Content,
  type: GraphQLObjectType,
  row: Row,
  filter: unknown,
  state: PublicationState,
): boolean {
  if (!isPlainObject(filter)) return true;
  for (const [key, operand] of Object.entries(filter)) {
    if (operand == null) continue;
    switch (key) {
      case "and":
        if (!asList(operand).every((f) => matchesFilter(content, type, row, f, state)))
          return false;
        continue;
      case "or": {
        const alternatives = asList(operand).filter(isPlainObject);
        if (
          alternatives.length &&
          !alternatives.some((f) => matchesFilter(content, type, row, f, state))
        )
          return false;
        continue;
      }
      case "not":
        if (
          isPlainObject(operand) &&
          Object.keys(operand).length &&
          matchesFilter(content, type, row, operand, state)
        )
          return false;
        continue;
      case "id":
        if (!matchesOperators(String(row.id), operand, false)) return false;
        continue;
      case "documentId": // Strapi 5's filter by record
        if (!matchesOperators(documentIdOf(row.type, row.key), operand, false)) return false;
        continue;
    }
    const field = type.getFields()[key];
    if (!field) throw validationError(`Invalid key ${key}`);
    const named = getNamedType(field.type);
    if (isRelationType(named)) {
      // A nested filter matches when one of the related records (same locale) matches it.
      const target = relationTarget(named);
      const related = content.resolveKeys(target.name, row.data[key], row.locale, state);
      if (!related.some((r) => matchesFilter(content, target, r, operand, state))) return false;
      continue;
    }
    if (!matchesOperators(row.data[key], operand, named.name === "JSON")) return false;
  }
  return true;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function matchesOperators(value: unknown, operators: unknown, json: boolean): boolean {
  if (!isPlainObject(operators)) return true;
  for (const [op, operand] of Object.entries(operators)) {
    if (operand === undefined) continue;
    let ok: boolean;
    switch (op) {
      case "eq":
        ok = operand === null ? value == null : equals(value, operand);
        break;
      case "eqi":
        ok = operand === null ? value == null : lower(value) === lower(operand);
        break;
      case "ne":
        ok = operand === null ? value != null : !equals(value, operand);
        break;
      case "in":
        ok = asList(operand).some((o) => equals(value, o));
        break;
      case "notIn":
        ok = !asList(operand).some((o) => equals(value, o));
        break;
      case "contains":
      case "containsi":
        if (json) throw jsonContainsError(op);
        ok = contains(value, operand, op === "containsi");
        break;
      case "startsWith":
        ok = typeof value === "string" && operand != null && value.startsWith(String(operand));
        break;
      case "null":
        ok = operand === null ? true : operand ? value == null : value != null;
        break;
      default:
        throw validationError(`Invalid operator ${op}`);
    }
    if (!ok) return false;
  }
  return true;
}

function lower(value: unknown): string | null {
  return value == null ? null : String(value).toLowerCase();
}

function equals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return false;
  if (typeof a === "object" || typeof b === "object")
    return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
  // GraphQL hands ids and numbers over as strings now and then: compare as text.
  return String(a) === String(b);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys(value[k])]),
    );
  return value;
}

/**
 * What Strapi on PostgreSQL answers for `contains` on a JSON field: the database
 * has no `LIKE` for `jsonb`, and the error reaches the client as an internal
 * server error. (`containsi` runs there, as a substring match over the JSON's
 * text, where "consumer" also finds "webshop_consumer": never what a filter on a
 * JSON field means, so it is refused here too, and a client that relies on
 * either fails its tests, not in production.)
 */
function jsonContainsError(op: string): Error {
  return new Error(`operator does not exist: jsonb ${op === "containsi" ? "~~*" : "~~"} unknown`);
}

/** Text fields: a substring. */
function contains(value: unknown, operand: unknown, insensitive: boolean): boolean {
  if (operand == null || value == null) return false;
  const haystack = typeof value === "string" ? value : JSON.stringify(value);
  const needle = typeof operand === "string" ? operand : JSON.stringify(operand);
  return insensitive
    ? haystack.toLowerCase().includes(needle.toLowerCase())
    : haystack.includes(needle);
}

// ---------------------------------------------------------------- sort

/** Fields every record has even where the schema does not expose them. */
const SYSTEM_FIELDS = new Set(["id", "createdAt", "updatedAt", "publishedAt"]);

const collator = new Intl.Collator("en", { sensitivity: "variant", numeric: false });

interface SortKey {
  path: string[];
  desc: boolean;
}

export function parseSort(type: GraphQLObjectType, sort: unknown): SortKey[] {
  const keys: SortKey[] = [];
  for (const item of asList(sort ?? [])) {
    if (typeof item !== "string" || !item.trim()) continue;
    // "title", "title:asc", "date:DESC", "faq_category.position:asc", also "a:asc,b:desc".
    for (const part of item.split(",")) {
      const [field = "", direction = "asc"] = part.trim().split(":");
      const dir = direction.toLowerCase();
      if (dir !== "asc" && dir !== "desc")
        throw validationError(`Invalid order. order can only be one of asc|desc|ASC|DESC`);
      const path = field.split(".");
      checkSortPath(type, path, field);
      keys.push({ path, desc: dir === "desc" });
    }
  }
  return keys;
}

function checkSortPath(type: GraphQLObjectType, path: string[], original: string): void {
  let current = type;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    if (last && SYSTEM_FIELDS.has(segment)) return;
    const field = current.getFields()[segment];
    const named = field ? getNamedType(field.type) : undefined;
    if (!named || segment === "localizations") throw validationError(`Invalid key ${original}`);
    if (isRelationType(named)) {
      if (last) throw validationError(`Invalid key ${original}`);
      current = relationTarget(named);
    } else if (!last) throw validationError(`Invalid key ${original}`);
  });
}

export function sortRows(
  content: Content,
  type: GraphQLObjectType,
  rows: Row[],
  sort: unknown,
  state: PublicationState,
): Row[] {
  const keys = parseSort(type, sort);
  const decorated = rows.map((row) => ({
    row,
    values: keys.map((k) => sortValue(content, type, row, k.path, state)),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareValues(a.values[i], b.values[i], keys[i]?.desc ?? false);
      if (c) return c;
    }
    return a.row.id - b.row.id; // Strapi's stable default order
  });
  return decorated.map((d) => d.row);
}

function sortValue(
  content: Content,
  type: GraphQLObjectType,
  row: Row,
  path: string[],
  state: PublicationState,
): unknown {
  let current: Row | undefined = row;
  let currentType = type;
  for (let i = 0; i < path.length && current; i++) {
    const segment = path[i] as string;
    if (i === path.length - 1) return segment === "id" ? current.id : current.data[segment];
    const named = getNamedType(currentType.getFields()[segment]?.type);
    if (!named || !isRelationType(named)) return undefined;
    currentType = relationTarget(named);
    current = content.resolveKeys(
      currentType.name,
      current.data[segment],
      current.locale,
      state,
    )[0];
  }
  return undefined;
}

/** Nulls sort last ascending and first descending, as in PostgreSQL. */
function compareValues(a: unknown, b: unknown, desc: boolean): number {
  const aNull = a == null;
  const bNull = b == null;
  let c: number;
  if (aNull || bNull) c = aNull === bNull ? 0 : aNull ? 1 : -1;
  else if (typeof a === "number" && typeof b === "number") c = a - b;
  else if (typeof a === "boolean" && typeof b === "boolean") c = Number(a) - Number(b);
  else c = collator.compare(String(a), String(b));
  return desc ? -c : c;
}

// ---------------------------------------------------------------- pagination

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface PaginationMeta {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface PaginationArgs {
  page?: number | null;
  pageSize?: number | null;
  start?: number | null;
  limit?: number | null;
}

/** Strapi v4: page/pageSize or start/limit (not both); limit -1 means the maximum. */
export function paginate<T>(
  items: T[],
  args: PaginationArgs | null | undefined,
): { items: T[]; pagination: PaginationMeta } {
  const a = args ?? {};
  const byPage = a.page != null || a.pageSize != null;
  const byOffset = a.start != null || a.limit != null;
  if (byPage && byOffset)
    throw paginationError("Cannot use both page & offset pagination in the same query");
  const total = items.length;
  if (byOffset) {
    const start = Math.max(0, a.start ?? 0);
    const rawLimit = a.limit ?? DEFAULT_PAGE_SIZE;
    const limit = rawLimit === -1 ? MAX_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, Math.max(1, rawLimit));
    return {
      items: items.slice(start, start + limit),
      pagination: {
        total,
        page: Math.floor(start / limit) + 1,
        pageSize: limit,
        pageCount: Math.ceil(total / limit),
      },
    };
  }
  const page = Math.max(1, a.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, a.pageSize ?? DEFAULT_PAGE_SIZE));
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    pagination: { total, page, pageSize, pageCount: Math.ceil(total / pageSize) },
  };
}
