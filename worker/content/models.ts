/**
 * @module Every model of the content service the site knows, declared once: its
 * model name (the one webhooks and Strapi's permissions use), the GraphQL field
 * it is read through, and whether it is a collection or a single type. The cache
 * tags (tags.ts), the webhook's purge plan (purge-for-webhook.ts), what the site
 * search reindexes (search/webhook.ts) and the Strapi kits' permission lists
 * (`cms/site-kit/content-models.json`, written by `npm run codegen`)
 * are read from this table, so a model added here is known to all of them.
 *
 * The kinds of record with a page of their own (pages, products, …) are declared
 * with their model in shared/record-kinds.ts and joined to this table here; their
 * kind's module (worker/pages/) says how the sitemaps and the not-found check
 * list them (record-pages.ts).
 */
import { RECORD_CONTENT, type RecordPageKind } from "../../shared/record-kinds";
import { RECORD_PAGE_KINDS } from "../../shared/routes";

/** How the site reads a model. */
export type ModelShape =
  /** One record per slug and locale: a page, a product, a sale location. */
  | "collection"
  /** One record per locale (the menu), or one in all (`localised: false`). */
  | "single"
  /** Stored by the content service, never read back: a contact request. */
  | "stored";

export interface ContentModel {
  /** The model's name in webhooks and in Strapi's `api::<name>.<name>` uid. */
  model: string;
  shape: ModelShape;
  /** The GraphQL field the site reads it through; null when the site never reads it. */
  field: string | null;
  /** A single type kept per locale. */
  localised?: boolean;
  /**
   * What the site search indexes of it (worker/search/collections.ts): its
   * `records`, each a document; or its `names`, which other records' documents
   * carry (an FAQ category's name in its articles' hits).
   */
  searched?: "records" | "names";
  /** Its records are found by a slug, unique within a locale (the kits check it). */
  slugged?: boolean;
  /** Strapi's permission to read it, when it is not a content type of the kit's own. */
  readAction?: string;
}

/**
 * A kind of record with a page of its own (shared/record-kinds.ts): a collection
 * found by slug, whose records are search documents.
 */
export function recordModel(kind: RecordPageKind): ContentModel & { field: string } {
  const { model, field } = RECORD_CONTENT[kind];
  return { model, field, shape: "collection", searched: "records", slugged: true };
}

/** The models that are no kind of record with a page. */
export const CONTENT_MODELS = {
  download: { model: "download", shape: "collection", field: "downloads", searched: "records" },
  faqCategory: {
    model: "faq-category",
    shape: "collection",
    field: "faqCategories",
    searched: "names",
    slugged: true,
  },
  saleLocation: { model: "sale-location", shape: "collection", field: "saleLocations" },
  /** Redirects editors manage (worker/redirects/managed.ts); not localised. */
  redirect: { model: "redirect", shape: "collection", field: "redirects" },
  /**
   * Sellers: Strapi's users, shown by the finder through their sale locations.
   * Strapi 4 and 5 name them `user` in webhooks (checked on 4.26.2 and 5.54.0).
   */
  seller: {
    model: "user",
    shape: "collection",
    field: null,
    readAction: "plugin::users-permissions.user.find",
  },
  menu: { model: "menu", shape: "single", field: "menu", localised: true },
  setting: { model: "setting", shape: "single", field: "setting", localised: true },
  homeSections: {
    model: "settings-content-section",
    shape: "single",
    field: "settingsContentSection",
    localised: true,
  },
  saleLocationSettings: {
    model: "setting-sale-locations",
    shape: "single",
    field: "settingSaleLocations",
    localised: false,
  },
  /**
   * Strapi's webhooks fire for every model, so each contact request the site
   * forwards comes back as an `entry.create`, which must not empty the cache.
   */
  contactRequest: { model: "contact-request", shape: "stored", field: null },
} as const satisfies Record<string, ContentModel>;

const ALL: readonly ContentModel[] = [
  ...RECORD_PAGE_KINDS.map(recordModel),
  ...Object.values(CONTENT_MODELS),
];

/** The model names of one shape (and, for single types, kept per locale or not). */
export function modelsOf(shape: ModelShape, localised?: boolean): ReadonlySet<string> {
  return new Set(
    ALL.filter(
      (each) =>
        each.shape === shape && (localised === undefined || Boolean(each.localised) === localised),
    ).map((each) => each.model),
  );
}

/** GraphQL root fields → the model read through each, and whether it is a single type. */
export const ROOT_FIELDS: ReadonlyMap<string, { model: string; single: boolean }> = new Map(
  ALL.flatMap((each) =>
    each.field === null
      ? []
      : [[each.field, { model: each.model, single: each.shape === "single" }]],
  ),
);

/** The models whose records the site search indexes. */
export const SEARCHED_MODELS: ReadonlySet<string> = new Set(
  ALL.filter((each) => each.searched).map((each) => each.model),
);

/** A model's uid in Strapi: `api::<name>.<name>`. */
export const uid = (model: string): string => `api::${model}.${model}`;

/**
 * What the Strapi kits read of this table (`cms/site-kit/content-models.json`,
 * written by `npm run codegen`): the site's token and the public role get `find`
 * on every model the site reads (it filters collections by slug and never asks for
 * one record by id, so `findOne` is not needed) and `create` on what it stores;
 * the slugged models' slugs are checked unique per locale.
 */
export function kitModels(): { read: string[]; write: string[]; slugged: string[] } {
  return {
    read: ALL.filter((each) => each.shape !== "stored").map(
      (each) => each.readAction ?? `${uid(each.model)}.find`,
    ),
    write: ALL.filter((each) => each.shape === "stored").map((each) => `${uid(each.model)}.create`),
    slugged: ALL.filter((each) => each.slugged).map((each) => uid(each.model)),
  };
}
