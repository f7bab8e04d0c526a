/**
 * What the importer knows about the content types: read from the kit's own
 * `schema.json` files (content types and components), so a field added to the
 * kit is loaded without a change here. Which seed value is a media key, a
 * relation key, a component or a dynamic zone follows from these attributes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Attribute =
  | { kind: "scalar" }
  | { kind: "media"; multiple: boolean }
  | { kind: "relation"; target: string; many: boolean }
  | { kind: "component"; component: string; repeatable: boolean }
  | { kind: "dynamiczone"; components: string[] };

export interface ContentType {
  /** `page`, `faq-category`, … (Strapi's singular name, also the API name). */
  name: string;
  pluralName: string;
  single: boolean;
  localized: boolean;
  draftAndPublish: boolean;
  attributes: Record<string, Attribute>;
}

export interface KitModel {
  types: Record<string, ContentType>;
  /** Components by uid (`content.text`). */
  components: Record<string, Record<string, Attribute>>;
}

interface RawAttribute {
  type?: string;
  multiple?: boolean;
  relation?: string;
  target?: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
}

export function attributeOf(raw: RawAttribute): Attribute {
  switch (raw.type) {
    case "media":
      return { kind: "media", multiple: raw.multiple === true };
    case "relation":
      return {
        kind: "relation",
        target: shortName(raw.target ?? ""),
        many: /ToMany$/.test(raw.relation ?? ""),
      };
    case "component":
      return { kind: "component", component: raw.component ?? "", repeatable: !!raw.repeatable };
    case "dynamiczone":
      return { kind: "dynamiczone", components: raw.components ?? [] };
    default:
      return { kind: "scalar" };
  }
}

/** `api::page.page` → `page`; `plugin::users-permissions.user` → `user`. */
export function shortName(uid: string): string {
  return uid.split(".").pop() ?? uid;
}

function attributesOf(raw: Record<string, RawAttribute>): Record<string, Attribute> {
  return Object.fromEntries(Object.entries(raw).map(([name, a]) => [name, attributeOf(a)]));
}

/** Reads `src/api/*\/content-types/*\/schema.json` and `src/components/*\/*.json` of a kit. */
export function loadKitModel(kitDir: string): KitModel {
  const types: KitModel["types"] = {};
  const api = join(kitDir, "src", "api");
  for (const name of readdirSync(api)) {
    const file = join(api, name, "content-types", name, "schema.json");
    const raw = JSON.parse(readFileSync(file, "utf8"));
    types[name] = {
      name,
      pluralName: raw.info.pluralName,
      single: raw.kind === "singleType",
      localized: raw.pluginOptions?.i18n?.localized === true,
      draftAndPublish: raw.options?.draftAndPublish === true,
      attributes: attributesOf(raw.attributes),
    };
  }
  const components: KitModel["components"] = {};
  const dir = join(kitDir, "src", "components");
  for (const category of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, category))) {
      const raw = JSON.parse(readFileSync(join(dir, category, file), "utf8"));
      components[`${category}.${file.replace(/\.json$/, "")}`] = attributesOf(raw.attributes);
    }
  }
  return { types, components };
}

/** The GraphQL type name Strapi gives a component: `content.text-image` → `ComponentContentTextImage`. */
export function componentTypeName(uid: string): string {
  const pascal = (part: string) =>
    part
      .split(/[-_]/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join("");
  const [category = "", name = ""] = uid.split(".");
  return `Component${pascal(category)}${pascal(name)}`;
}
