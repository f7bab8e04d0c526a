/**
 * What the import needs from a Strapi, whichever its major version: find a
 * record by locale and slug (drafts included), create it (as a localisation of
 * the record's other locales where there is one), update it, and the same for
 * single types and for unlocalised collections (sale locations). The versions
 * differ in shape (`data { id attributes }` or flat), in how drafts are asked
 * for and written, and in how locales of one record are tied together.
 */
import type { Fields } from "../src/seed-types";
import type { Attribute, ContentType, KitModel } from "./kit-model";
import type { Ref } from "./payload";

export interface Found {
  /** What relations to it are written with: the id (Strapi 4) or documentId (Strapi 5). */
  ref: Ref;
  id: number;
  published: boolean;
  /** The record as Strapi answers it, populated and flat. */
  data: Fields;
}

export interface ContentApi {
  version: 4 | 5;
  refKey: "id" | "documentId";
  find(type: ContentType, locale: string | null, filters: Fields): Promise<Found | undefined>;
  findAll(type: ContentType): Promise<Found[]>;
  /** `sibling` is the same record in a locale already loaded. */
  create(
    type: ContentType,
    locale: string | null,
    data: Fields,
    draft: boolean,
    sibling?: Found,
  ): Promise<Found>;
  update(
    type: ContentType,
    found: Found,
    locale: string | null,
    data: Fields,
    draft: boolean,
  ): Promise<void>;
  findSingle(type: ContentType, locale: string | null): Promise<Found | undefined>;
  putSingle(type: ContentType, locale: string | null, data: Fields, draft: boolean): Promise<void>;
}

/** Everything a record holds beyond its own columns: relations, media, components. */
export function populateFor(model: KitModel, attributes: Record<string, Attribute>): Fields | true {
  const out: Fields = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.kind === "relation" || attribute.kind === "media") out[name] = true;
    else if (attribute.kind === "component") {
      out[name] = nested(populateFor(model, model.components[attribute.component] ?? {}));
    } else if (attribute.kind === "dynamiczone") {
      const on: Fields = {};
      for (const uid of attribute.components) {
        on[uid] = nested(populateFor(model, model.components[uid] ?? {}));
      }
      out[name] = { on };
    }
  }
  return Object.keys(out).length ? out : true;
}

function nested(inner: Fields | true): Fields | true {
  return inner === true ? true : { populate: inner };
}

/** The `populate` query parameter of a type; none when it holds nothing to populate. */
export function topPopulate(model: KitModel, type: ContentType): Fields {
  const populate = populateFor(model, type.attributes);
  return populate === true ? {} : { populate };
}
