/**
 * The seed's collections and single types into Strapi, in two passes: first
 * every record in every locale without relations (so that every target
 * exists), then relations and anything that differs. A locale added to a
 * record is tied to the record's other locales. A record is matched by its type, locale and slug (a
 * download, which has none, by its title).
 */
import { COLLECTION_MODELS, SINGLE_MODELS } from "../src/models";
import { type Fields, LOCALES, type Seed } from "../src/seed-types";
import { differingFields, project } from "./compare";
import type { ContentApi, Found } from "./content-api";
import type { ContentType, KitModel } from "./kit-model";
import { isFields, type MapOptions, type Refs, toPayload } from "./payload";
import type { Report } from "./report";

/** The seed's locale key of a record that is not localised (cms/seed/FORMAT.md). */
const UNLOCALISED = "-";

export interface RecordStore {
  get(type: string, key: string, locale: string | null): Found | undefined;
  set(type: string, key: string, locale: string | null, found: Found): void;
}

export function recordStore(): RecordStore {
  const map = new Map<string, Found>();
  const id = (type: string, key: string, locale: string | null) =>
    `${type}/${key}/${locale ?? "-"}`;
  return {
    get: (type, key, locale) => map.get(id(type, key, locale)),
    set: (type, key, locale, found) => void map.set(id(type, key, locale), found),
  };
}

/** The seed's record of an entry in one locale: shared fields under the locale's own. */
export function recordFields(
  shared: Fields | undefined,
  own: Fields,
): { fields: Fields; draft: boolean } {
  const { draft, ...rest } = own;
  return { fields: { ...(shared ?? {}), ...rest }, draft: draft === true };
}

interface Context {
  api: ContentApi;
  model: KitModel;
  refs: Refs;
  store: RecordStore;
  report: Report;
}

/**
 * A record is found again by its slug in its locale; a download (no slug) by its
 * title, a redirect by the path it redirects.
 */
export function matchField(type: ContentType): string {
  return ["slug", "title", "from_path"].find((name) => name in type.attributes) ?? "title";
}

function typeOf(model: KitModel, name: string): ContentType {
  const type = model.types[name];
  if (!type) throw new Error(`the kit has no content type ${name}`);
  return type;
}

function mapped(
  ctx: Context,
  type: ContentType,
  fields: Fields,
  locale: string | null,
  withRelations: boolean,
) {
  const options: MapOptions = {
    model: ctx.model,
    refs: ctx.refs,
    locale,
    withRelations,
    problems: [],
  };
  return { payload: toPayload(type.attributes, fields, options), problems: options.problems };
}

/** Updates `found` when it differs from the payload (or its publication does); says what changed. */
async function bringInLine(
  ctx: Context,
  type: ContentType,
  found: Found,
  locale: string | null,
  payload: Fields,
  draft: boolean,
  single: boolean,
) {
  const have = project(type.attributes, payload, found.data, {
    model: ctx.model,
    refKey: ctx.api.refKey,
  });
  const differing = differingFields(payload, have);
  const publication = type.draftAndPublish && found.published === draft;
  if (differing.length === 0 && !publication) return undefined;
  if (single) await ctx.api.putSingle(type, locale, payload, draft);
  else await ctx.api.update(type, found, locale, payload, draft);
  return [...differing, ...(publication ? [draft ? "unpublished" : "published"] : [])].join(", ");
}

export async function loadCollections(ctx: Context, seed: Seed): Promise<void> {
  const created = new Set<string>();
  for (const withRelations of [false, true]) {
    // The models' order has most relations point backwards.
    for (const { file, model: name } of COLLECTION_MODELS) {
      const type = typeOf(ctx.model, name);
      ctx.report.section(`${file} (${withRelations ? "relations and changes" : "records"})`);
      for (const entry of seed.collections[file]) {
        for (const code of type.localized ? LOCALES : [UNLOCALISED]) {
          const own = entry.locales[code];
          if (!isFields(own)) continue;
          const locale = type.localized ? code : null;
          const label = `${entry.key} ${code}`;
          try {
            const { fields, draft } = recordFields(entry.shared, own);
            const { payload, problems } = mapped(ctx, type, fields, locale, withRelations);
            if (!withRelations) {
              const match = matchField(type);
              const value = fields[match];
              let found =
                typeof value === "string"
                  ? await ctx.api.find(type, locale, { [match]: { $eq: value } })
                  : undefined;
              if (!found) {
                const sibling = LOCALES.map((l) => ctx.store.get(name, entry.key, l)).find(Boolean);
                found = await ctx.api.create(type, locale, payload, draft, sibling);
                created.add(label);
                ctx.report.created(file, label);
              }
              ctx.store.set(name, entry.key, locale, found);
              continue;
            }
            if (problems.length) throw new Error(problems.join("; "));
            const found = ctx.store.get(name, entry.key, locale);
            if (!found) continue; // failed in the first pass, already reported
            const what = await bringInLine(ctx, type, found, locale, payload, draft, false);
            if (what && !created.has(label)) ctx.report.changed(file, label, `updated: ${what}`);
            else if (!what && !created.has(label)) ctx.report.unchanged(file, label);
          } catch (error) {
            ctx.report.failed(file, label, error);
          }
        }
      }
    }
  }
}

export async function loadSingles(ctx: Context, seed: Seed): Promise<void> {
  for (const { file, model: name } of SINGLE_MODELS) {
    const type = typeOf(ctx.model, name);
    ctx.report.section(name);
    const byLocale: [string | null, unknown][] = type.localized
      ? LOCALES.map((l) => [l, seed.single[file][l]])
      : [[null, seed.single[file]]];
    for (const [locale, value] of byLocale) {
      if (!isFields(value)) continue;
      const label = locale ?? "-";
      try {
        const { fields, draft } = recordFields(undefined, value);
        const { payload, problems } = mapped(ctx, type, fields, locale, true);
        if (problems.length) throw new Error(problems.join("; "));
        const found = await ctx.api.findSingle(type, locale);
        if (!found) {
          await ctx.api.putSingle(type, locale, payload, draft);
          ctx.report.created(name, label);
          continue;
        }
        const what = await bringInLine(ctx, type, found, locale, payload, draft, true);
        if (what) ctx.report.changed(name, label, `updated: ${what}`);
        else ctx.report.unchanged(name, label);
      } catch (error) {
        ctx.report.failed(name, label, error);
      }
    }
  }
}
