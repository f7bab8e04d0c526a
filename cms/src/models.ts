/**
 * The content service's collections and single types, each declared once: its
 * seed file, its GraphQL type and its short model name (webhooks, the kits'
 * content types). The bundled service, the seed's check and loading
 * (cms/seed/files.generated.ts, written by `npm run codegen`), the bulk records
 * and the import into a real Strapi all read this table. Everything else
 * (which field is a relation, a media key, a component, …) is read off the
 * schema, so new fields need no change here.
 */

interface ModelDeclaration {
  /** The seed's file name without `.json` (singles under `single/`). */
  file: string;
  /** The GraphQL type of a record's attributes, e.g. `Product`. */
  type: string;
  /** The short model name used in webhooks and by the kits, e.g. `product`. */
  model: string;
}

interface CollectionDeclaration extends ModelDeclaration {
  kind: "collection";
  /**
   * false: one record in all locales (Strapi's i18n off for it), kept in the
   * seed and by the admin stand-in under the locale key `-`, as a single type
   * that is not localised.
   */
  localized?: false;
  /** The field that names a record, for collections that take bulk records (bulk.ts). */
  bulkName?: string;
}

interface SingleDeclaration extends ModelDeclaration {
  kind: "single";
  localized: boolean;
}

/** In an order where most relations point backwards, which the import follows. */
const COLLECTIONS = [
  { kind: "collection", file: "faq-categories", type: "FaqCategory", model: "faq-category" },
  { kind: "collection", file: "pages", type: "Page", model: "page" },
  { kind: "collection", file: "solutions", type: "Solution", model: "solution", bulkName: "title" },
  { kind: "collection", file: "products", type: "Product", model: "product", bulkName: "title" },
  { kind: "collection", file: "for-whos", type: "ForWho", model: "for-who", bulkName: "title" },
  { kind: "collection", file: "manuals", type: "Manual", model: "manual", bulkName: "title" },
  { kind: "collection", file: "downloads", type: "Download", model: "download", bulkName: "title" },
  { kind: "collection", file: "blogs", type: "Blog", model: "blog", bulkName: "title" },
  {
    kind: "collection",
    file: "faq-articles",
    type: "FaqArticle",
    model: "faq-article",
    bulkName: "question",
  },
  { kind: "collection", file: "redirects", type: "Redirect", model: "redirect", localized: false },
] as const satisfies readonly CollectionDeclaration[];

const SINGLES = [
  { kind: "single", file: "menu", type: "Menu", model: "menu", localized: true },
  { kind: "single", file: "setting", type: "Setting", model: "setting", localized: true },
  {
    kind: "single",
    file: "settings-content-section",
    type: "SettingsContentSection",
    model: "settings-content-section",
    localized: true,
  },
  {
    kind: "single",
    file: "setting-sale-locations",
    type: "SettingSaleLocations",
    model: "setting-sale-locations",
    localized: false,
  },
] as const satisfies readonly SingleDeclaration[];

/** Collection files, by file name without `.json`. */
export type CollectionFile = (typeof COLLECTIONS)[number]["file"];
/** Single type files under `single/`, by file name without `.json`. */
export type SingleFile = (typeof SINGLES)[number]["file"];

export interface CollectionModel extends CollectionDeclaration {
  file: CollectionFile;
}

export interface SingleModel extends SingleDeclaration {
  file: SingleFile;
}

export const COLLECTION_MODELS: readonly CollectionModel[] = COLLECTIONS;
export const SINGLE_MODELS: readonly SingleModel[] = SINGLES;
export const COLLECTION_FILES: readonly CollectionFile[] = COLLECTIONS.map((m) => m.file);
export const SINGLE_FILES: readonly SingleFile[] = SINGLES.map((m) => m.file);

/** Types backed by something other than a seed collection or single. */
export const MEDIA_TYPE = "UploadFile";
export const USER_TYPE = "UsersPermissionsUser";
export const SALE_LOCATION_TYPE = "SaleLocation";
export const CONTACT_REQUEST_TYPE = "ContactRequest";

export function collectionByType(type: string): CollectionModel | undefined {
  return COLLECTION_MODELS.find((m) => m.type === type);
}

export function singleByType(type: string): SingleModel | undefined {
  return SINGLE_MODELS.find((m) => m.type === type);
}

/** Resolves the collection part of an admin path: `products`, `menu`, `single/menu`. */
export function modelByFile(file: string): CollectionModel | SingleModel | undefined {
  const name = file.startsWith("single/") ? file.slice("single/".length) : file;
  return (
    COLLECTION_MODELS.find((m) => m.file === name) ?? SINGLE_MODELS.find((m) => m.file === name)
  );
}
