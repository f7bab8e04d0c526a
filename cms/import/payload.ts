/**
 * From a seed record to the data Strapi's REST API takes: media keys become
 * file ids, relation keys the target's reference in the same locale (an id on
 * Strapi 4, a documentId on Strapi 5), components lose the seed's ids, and
 * dynamic-zone entries say their component (`__component`) instead of their
 * GraphQL type (`__typename`).
 */
import type { Fields } from "../src/seed-types";
import { type Attribute, componentTypeName, type KitModel } from "./kit-model";

export type Ref = number | string;

export interface Refs {
  /** The file id of a media key. */
  media(key: string): number | undefined;
  /** The reference of the record with this seed key in this locale, if loaded. */
  record(type: string, key: string, locale: string | null): Ref | undefined;
  /** The Strapi id of a seller (a user) by the seed's id. */
  user(seedId: number): number | undefined;
}

export interface MapOptions {
  model: KitModel;
  refs: Refs;
  locale: string | null;
  /** First pass: leave relations out, as their targets may not exist yet. */
  withRelations: boolean;
  /** Collects what could not be mapped (unknown fields, missing media). */
  problems: string[];
}

/** Seed fields that steer the import rather than hold content. */
const SEED_ONLY = new Set(["draft", "id", "localizations"]);

export function toPayload(
  attributes: Record<string, Attribute>,
  fields: Fields,
  options: MapOptions,
  path = "",
): Fields {
  const out: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (SEED_ONLY.has(name) || name === "__typename") continue;
    const attribute = attributes[name];
    const at = path ? `${path}.${name}` : name;
    if (!attribute) {
      options.problems.push(`${at}: no such field in the kit`);
      continue;
    }
    const mapped = mapValue(attribute, value, options, at);
    if (mapped !== SKIP) out[name] = mapped;
  }
  return out;
}

const SKIP = Symbol("skip");

function mapValue(
  attribute: Attribute,
  value: unknown,
  options: MapOptions,
  at: string,
): unknown | typeof SKIP {
  switch (attribute.kind) {
    case "scalar":
      return value;
    case "media":
      return attribute.multiple
        ? asArray(value).flatMap((key) => mediaId(key, options, at) ?? [])
        : value == null
          ? null
          : (mediaId(value, options, at) ?? null);
    case "relation": {
      if (!options.withRelations) return SKIP;
      const ref = (key: unknown) => relationRef(attribute.target, key, options);
      return attribute.many
        ? asArray(value).flatMap((key) => ref(key) ?? [])
        : value == null
          ? null
          : (ref(value) ?? null);
    }
    case "component": {
      const attrs = componentAttributes(attribute.component, options, at);
      const one = (item: unknown, i?: number) =>
        isFields(item)
          ? toPayload(attrs, item, options, i === undefined ? at : `${at}[${i}]`)
          : null;
      return attribute.repeatable ? asArray(value).map(one) : value == null ? null : one(value);
    }
    case "dynamiczone":
      return asArray(value).flatMap((item, i) => {
        const where = `${at}[${i}]`;
        const uid = isFields(item)
          ? attribute.components.find((c) => componentTypeName(c) === item.__typename)
          : undefined;
        if (!uid || !isFields(item)) {
          options.problems.push(
            `${where}: no component for ${String(isFields(item) ? item.__typename : item)}`,
          );
          return [];
        }
        const attrs = componentAttributes(uid, options, where);
        return [{ __component: uid, ...toPayload(attrs, item, options, where) }];
      });
  }
}

function componentAttributes(uid: string, options: MapOptions, at: string) {
  const attrs = options.model.components[uid];
  if (!attrs) {
    options.problems.push(`${at}: the kit has no component ${uid}`);
    return {};
  }
  return attrs;
}

function mediaId(key: unknown, options: MapOptions, at: string): number | undefined {
  const id = typeof key === "string" ? options.refs.media(key) : undefined;
  if (id === undefined) options.problems.push(`${at}: media ${String(key)} was not uploaded`);
  return id;
}

/** A relation to a record this locale lacks is left out, as the bundled service does. */
function relationRef(target: string, key: unknown, options: MapOptions): Ref | undefined {
  if (target === "user") return typeof key === "number" ? options.refs.user(key) : undefined;
  return typeof key === "string" ? options.refs.record(target, key, options.locale) : undefined;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value == null ? [] : [value];
}

export function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
