/**
 * @module Cache tags: which records a cached content answer was built from, so that
 * a webhook about one record can find every answer (and, later, every HTML page)
 * that shows it.
 *
 * Tags are read off the raw answer: every entity the site asks for carries its
 * `__typename` (`ProductEntity`, `UploadFileEntity`, …) and `id` (see
 * fragments.ts). The vocabulary:
 *
 * | tag | on an answer that … | purged by |
 * |---|---|---|
 * | `product:12` | contains record 12 anywhere (itself, a relation, a localization, a menu link) | any event about record 12 |
 * | `media:7` | shows upload 7 | `media.update` / `media.delete` of upload 7 |
 * | `slug:product:de:taubenspikes` | looked that slug up (also when it found nothing) | any event about a record with that slug and locale |
 * | `kind:product` | lists products or mentions any product | a product appearing or disappearing (create, publish, unpublish, delete) |
 * | `single:menu:de` | is that single type in that locale | any event about that single type in that locale |
 * | `locale:de` | was asked for in that locale | by hand only |
 * | `list:product` | is a whole list (paged.ts) with products in it | any event about a product |
 * | `upload:pigeon_1a2b3c.jpg` | is that media file as `/uploads/` serves it (api/media.ts) | `media.update` / `media.delete` of the upload with that file (or one of its formats) |
 */
import { ROOT_FIELDS } from "./models";

/** Entity type names whose model name is not simply the kebab-cased type. */
const TYPE_MODELS: Record<string, string> = {
  UploadFile: "media",
  UsersPermissionsUser: "user",
};

/** `ProductEntity` → `product`, `ForWhoEntity` → `for-who`, `UploadFileEntity` → `media`. */
export function modelOfEntityType(typename: string): string | null {
  if (!typename.endsWith("Entity")) return null;
  const type = typename.slice(0, -"Entity".length);
  if (!type) return null;
  return TYPE_MODELS[type] ?? type.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

export function recordTag(model: string, id: string | number): string {
  return `${model}:${id}`;
}

export function slugTag(model: string, locale: string, slug: string): string {
  return `slug:${model}:${locale}:${encodeURIComponent(slug)}`;
}

export function kindTag(model: string): string {
  return `kind:${model}`;
}

/** A single type's answer; not localised ones (sale-location settings) have no locale. */
export function singleTag(model: string, locale?: string | null): string {
  return locale ? `single:${model}:${locale}` : `single:${model}`;
}

/** A media file as `/uploads/<name>` serves it; tags match without regard to case. */
export function uploadTag(name: string): string {
  return `upload:${name.toLowerCase()}`;
}

/** A whole list (paged.ts) showing records of this model. */
export function listTag(model: string): string {
  return `list:${model}`;
}

/** Tags that name something other than one record. */
const NOT_RECORDS = new Set(["kind", "locale", "single", "slug", "list"]);

/**
 * The tags of a whole list: `tagsOfAnswer`'s, with the records named by their model
 * (`list:product`) rather than one by one. A list of thousands of records would
 * otherwise need thousands of index keys, each written whenever the list is
 * stored; instead any change to a record of that model purges the list.
 */
export function tagsOfList(data: unknown, variables: Record<string, unknown>): string[] {
  const tags = new Set<string>();
  for (const tag of tagsOfAnswer(data, variables)) {
    const model = tag.slice(0, tag.indexOf(":"));
    tags.add(NOT_RECORDS.has(model) ? tag : listTag(model));
  }
  return [...tags].sort();
}

function localeTag(locale: string): string {
  return `locale:${locale}`;
}

/**
 * Every tag of one content-service answer, sorted. `variables` are the query's:
 * the locale and, for a page lookup, the slug.
 *
 * @example
 * tagsOfAnswer({ products: { data: [{ __typename: "ProductEntity", id: "12", attributes: {…} }] } },
 *   { locale: "de", slug: "taubenspikes" })
 * // ["kind:product", "locale:de", "product:12", "slug:product:de:taubenspikes"]
 */
export function tagsOfAnswer(data: unknown, variables: Record<string, unknown>): string[] {
  const tags = new Set<string>();
  const locale = typeof variables.locale === "string" ? variables.locale : null;
  if (locale) tags.add(localeTag(locale));
  if (data && typeof data === "object") {
    for (const [field, value] of Object.entries(data)) {
      const root = ROOT_FIELDS.get(field);
      if (!root) continue;
      // The root's own records are known by the field, even in a query that
      // forgot `__typename` on them.
      for (const id of rootIds(value)) tags.add(recordTag(root.model, id));
      if (root.single) {
        tags.add(singleTag(root.model, locale));
        continue;
      }
      tags.add(kindTag(root.model));
      if (typeof variables.slug === "string" && locale) {
        tags.add(slugTag(root.model, locale, variables.slug));
      }
    }
  }
  collectEntities(data, tags);
  return [...tags].sort();
}

/**
 * Whether an answer found no record at all: each of its known root fields holds
 * no entity (`data` empty or null). Such answers are what a visitor gets for a
 * slug, a page number or a locale they made up; nothing about them lasts.
 */
export function foundNothing(data: unknown): boolean {
  if (!data || typeof data !== "object") return false;
  const roots = Object.entries(data).filter(([field]) => ROOT_FIELDS.has(field));
  return roots.length > 0 && roots.every(([, value]) => noEntity(value));
}

/** A Strapi answer (`{ data }`) whose `data` holds no entity. */
function noEntity(response: unknown): boolean {
  if (!response || typeof response !== "object" || !("data" in response)) return false;
  const { data } = response;
  return data === null || (Array.isArray(data) && data.length === 0);
}

function rootIds(response: unknown): (string | number)[] {
  const data = isRecord(response) ? response.data : undefined;
  const entities = Array.isArray(data) ? data : data ? [data] : [];
  return entities
    .map((entity) => (isRecord(entity) ? entity.id : undefined))
    .filter((id): id is string | number => typeof id === "string" || typeof id === "number");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function collectEntities(value: unknown, tags: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectEntities(item, tags);
    return;
  }
  if (!isRecord(value)) return;
  const record = value;
  const typename = record.__typename;
  if (
    typeof typename === "string" &&
    (typeof record.id === "string" || typeof record.id === "number")
  ) {
    const model = modelOfEntityType(typename);
    if (model) {
      tags.add(recordTag(model, record.id));
      // A product mentioned in a solution's answer makes that answer one that
      // "mentions products": it must be rebuilt when a product appears or goes.
      if (model !== "media") tags.add(kindTag(model));
    }
  }
  for (const item of Object.values(record)) collectEntities(item, tags);
}
