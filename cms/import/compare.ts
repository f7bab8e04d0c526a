/**
 * Whether a record in Strapi already holds what the import would write: the
 * record as Strapi answers it (populated, flattened) is narrowed to the fields
 * of the payload and put in the payload's terms (files and relations as their
 * references, components without ids), then compared. Fields the seed does not
 * give are left as the editors have them.
 */
import type { Fields } from "../src/seed-types";
import type { Attribute, KitModel } from "./kit-model";
import { isFields } from "./payload";

/** Strapi 4's REST answers wrap records: `{ data: { id, attributes } }`. Strapi 5's do not. */
export function flattenV4(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenV4);
  if (!isFields(value)) return value;
  if ("data" in value && Object.keys(value).every((k) => k === "data" || k === "meta")) {
    return flattenV4(value.data);
  }
  if ("attributes" in value && isFields(value.attributes)) {
    return flattenV4({ id: value.id, ...value.attributes });
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flattenV4(v)]));
}

export interface CompareOptions {
  model: KitModel;
  /** How a related record is referred to: `id` (Strapi 4) or `documentId` (Strapi 5). */
  refKey: "id" | "documentId";
}

/** `existing` put in the shape of `wanted` (only wanted's fields). */
export function project(
  attributes: Record<string, Attribute>,
  wanted: Fields,
  existing: Fields,
  options: CompareOptions,
): Fields {
  const out: Fields = {};
  for (const [name, want] of Object.entries(wanted)) {
    const attribute = attributes[name];
    if (!attribute) continue;
    out[name] = projectValue(attribute, want, existing[name], options);
  }
  return out;
}

function projectValue(
  attribute: Attribute,
  want: unknown,
  have: unknown,
  options: CompareOptions,
): unknown {
  const ref = (item: unknown, key: "id" | "documentId") =>
    isFields(item) ? (item[key] ?? null) : (item ?? null);
  switch (attribute.kind) {
    case "scalar":
      return have ?? null;
    case "media":
      return attribute.multiple ? list(have).map((f) => ref(f, "id")) : ref(have, "id");
    case "relation": {
      const key = attribute.target === "user" ? "id" : options.refKey;
      return attribute.many ? list(have).map((r) => ref(r, key)) : ref(have, key);
    }
    case "component": {
      const attrs = options.model.components[attribute.component] ?? {};
      const one = (w: unknown, h: unknown) =>
        isFields(w) && isFields(h) ? project(attrs, w, h, options) : (h ?? null);
      if (!attribute.repeatable) return one(want, have);
      const wants = list(want);
      return list(have).map((h, i) => one(wants[i] ?? {}, h));
    }
    case "dynamiczone": {
      const wants = list(want);
      return list(have).map((h, i) => {
        const w = wants[i];
        if (!isFields(h) || !isFields(w) || h.__component !== w.__component) return h;
        const attrs = options.model.components[String(h.__component)] ?? {};
        return { __component: h.__component, ...project(attrs, w, h, options) };
      });
    }
  }
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value == null ? [] : [value];
}

/** Deep equality of JSON values; object key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === "number" && typeof b === "string") return String(a) === b;
  if (typeof a === "string" && typeof b === "number") return a === String(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameJson(item, b[i]))
    );
  }
  if (isFields(a) && isFields(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameJson(a[k] ?? null, b[k] ?? null));
  }
  return false;
}

/** The names of the fields whose values differ (for the progress log). */
export function differingFields(wanted: Fields, projected: Fields): string[] {
  return Object.keys(wanted).filter((k) => !sameJson(wanted[k] ?? null, projected[k] ?? null));
}
