/**
 * @module Reading the seed's files as the {@link Seed} they must be: its outer
 * structure is checked (valibot), so that a broken file fails loudly with the
 * file's name instead of as an obscure resolver error later on, and the JSON
 * becomes typed without a cast. Record fields stay loose: the GraphQL schema
 * decides their meaning when they are resolved (seed-types.ts).
 */
import * as v from "valibot";
import { COLLECTION_FILES, type CollectionFile, SINGLE_FILES, type SingleFile } from "./models";
import type { Seed } from "./seed-types";

const Fields = v.record(v.string(), v.unknown());

const Entry = v.looseObject({
  key: v.string(),
  shared: v.optional(Fields),
  locales: v.record(v.string(), Fields),
});

const Text = v.optional(v.nullable(v.string()));

const Media = v.variant("kind", [
  v.looseObject({
    key: v.string(),
    kind: v.literal("image"),
    name: v.string(),
    alternativeText: Text,
    caption: Text,
    width: v.optional(v.number()),
    height: v.optional(v.number()),
    subject: v.optional(v.string()),
  }),
  v.looseObject({
    key: v.string(),
    kind: v.literal("pdf"),
    name: v.string(),
    alternativeText: Text,
    caption: Text,
    title: v.optional(v.string()),
    pages: v.optional(v.array(v.array(v.string()))),
  }),
]);

const Entries = v.array(Entry);
/** A single type's file: an object (by locale, or plain), never a list. */
function isSingle(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const Single = v.custom<Record<string, unknown>>(isSingle, "expected an object");

/** Every declared file is there (cms/src/models.ts); a file not declared is refused by the key's picklist. */
function hasEvery<K extends string, T>(files: readonly K[]) {
  return (value: Partial<Record<K, T>>): value is Record<K, T> =>
    files.every((file) => value[file] !== undefined);
}
const missing = (files: readonly string[], value: object, folder = "") =>
  `missing ${files
    .filter((file) => !(file in value))
    .map((file) => `${folder}${file}.json`)
    .join(", ")}`;

const Collections = v.pipe(
  v.record(v.picklist(COLLECTION_FILES), Entries),
  v.guard(hasEvery<CollectionFile, v.InferOutput<typeof Entries>>(COLLECTION_FILES), (issue) =>
    missing(COLLECTION_FILES, issue.input),
  ),
);
const Singles = v.pipe(
  v.record(v.picklist(SINGLE_FILES), Single),
  v.guard(hasEvery<SingleFile, v.InferOutput<typeof Single>>(SINGLE_FILES), (issue) =>
    missing(SINGLE_FILES, issue.input),
  ),
);

const SeedSchema = v.object({
  collections: Collections,
  single: Singles,
  saleLocations: v.object({
    users: v.array(v.looseObject({ id: v.number(), username: v.string() })),
    locations: v.array(v.looseObject({ id: v.number(), user: v.optional(v.nullable(v.number())) })),
  }),
  media: v.array(Media),
});

/** Where in the seed's files an issue is: `products.json[3].locales`, `media entry #12.kind`. */
function placeOf(issue: v.BaseIssue<unknown>): string {
  const [top, ...rest] = (issue.path ?? []).map((item) => String(item.key));
  const field = (keys: string[]) => keys.map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`));
  if (top === "collections" && rest[0]) return `${rest[0]}.json${field(rest.slice(1)).join("")}`;
  if (top === "single" && rest[0]) return `single/${rest[0]}.json${field(rest.slice(1)).join("")}`;
  if (top === "saleLocations") return `sale-locations.json${field(rest).join("")}`;
  if (top === "media") return `media entry #${rest[0] ?? "?"}${field(rest.slice(1)).join("")}`;
  return top ?? "the seed";
}

/** The seed's files as one {@link Seed}; throws naming every file and field that is wrong. */
export function parseSeed(files: unknown): Seed {
  const result = v.safeParse(SeedSchema, files);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${placeOf(issue)}: ${issue.message}`);
  throw new Error(`Invalid seed content:\n- ${problems.join("\n- ")}`);
}
