/**
 * The one table that ties seed files to GraphQL types and to the short model
 * names of webhooks. Everything else (which field is a relation, a media key, a
 * component, …) is read off the schema, so new fields need no change here.
 */
import type { CollectionFile, SingleFile } from "./seed-types";

export interface CollectionModel {
  kind: "collection";
  file: CollectionFile;
  /** The GraphQL type of a record's attributes, e.g. `Product`. */
  type: string;
  /** The short model name used in webhooks, e.g. `product`. */
  model: string;
  /**
   * false: one record in all locales (Strapi's i18n off for it), kept in the
   * seed and by the admin stand-in under the locale key `-`, as a single type
   * that is not localised.
   */
  localized?: false;
}

export interface SingleModel {
  kind: "single";
  file: SingleFile;
  type: string;
  model: string;
  localized: boolean;
}

export const COLLECTION_MODELS: readonly CollectionModel[] = [
  { kind: "collection", file: "pages", type: "Page", model: "page" },
  { kind: "collection", file: "products", type: "Product", model: "product" },
  { kind: "collection", file: "solutions", type: "Solution", model: "solution" },
  { kind: "collection", file: "for-whos", type: "ForWho", model: "for-who" },
  { kind: "collection", file: "blogs", type: "Blog", model: "blog" },
  { kind: "collection", file: "manuals", type: "Manual", model: "manual" },
  { kind: "collection", file: "downloads", type: "Download", model: "download" },
  { kind: "collection", file: "faq-categories", type: "FaqCategory", model: "faq-category" },
  { kind: "collection", file: "faq-articles", type: "FaqArticle", model: "faq-article" },
  { kind: "collection", file: "redirects", type: "Redirect", model: "redirect", localized: false },
];

export const SINGLE_MODELS: readonly SingleModel[] = [
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
];

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
