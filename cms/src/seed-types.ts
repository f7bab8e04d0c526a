/**
 * The shape of the seed content (see cms/seed/FORMAT.md, which is authoritative).
 *
 * Seed values are plain JSON whose meaning (plain data, media key, relation key)
 * is decided by the GraphQL schema at resolution time, so record fields are kept
 * loosely typed here on purpose.
 */
import type { CollectionFile, SingleFile } from "./models";

/** Locales of the site, in the order used to number records (nl is the default). */
export const LOCALES = ["nl", "en", "en-US", "de", "es", "fr", "it", "sv"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "nl";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A record's fields as written in the seed (plain JSON). */
export type Fields = Record<string, unknown>;

/** One logical record of a collection, in up to eight locales. */
export interface SeedEntry {
  key: string;
  shared?: Fields;
  /** Per locale fields; `draft: true` makes that locale's record a draft. */
  locales: Record<string, Fields>;
}

export interface SeedImage {
  key: string;
  kind: "image";
  name: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number;
  height?: number;
  subject?: string;
}

export interface SeedPdf {
  key: string;
  kind: "pdf";
  name: string;
  alternativeText?: string | null;
  caption?: string | null;
  title?: string;
  /** Pages of lines; every line is a paragraph that gets wrapped. */
  pages?: string[][];
}

export type SeedMedia = SeedImage | SeedPdf;

export interface SeedUser extends Fields {
  id: number;
  username: string;
}

export interface SeedSaleLocation extends Fields {
  id: number;
  /** The id of the selling company (a user). */
  user?: number | null;
}

export interface Seed {
  /** By collection file; a collection that is not localised keeps each record under the locale key `-`. */
  collections: Record<CollectionFile, SeedEntry[]>;
  /** Localised singles are keyed by locale; `setting-sale-locations` is a plain object. */
  single: Record<SingleFile, Fields>;
  saleLocations: { users: SeedUser[]; locations: SeedSaleLocation[] };
  /** All `media-*.json` files, concatenated in a fixed file order. */
  media: SeedMedia[];
}
