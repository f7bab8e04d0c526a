/**
 * The seed (plus editor overlays) turned into records the way Strapi stores
 * them: one row per record and locale, each with a numeric id, timestamps,
 * draft state and numbered components. Built once per seed and overlay state.
 */
import { type GraphQLObjectType, getNamedType, isUnionType } from "graphql";
import {
  COLLECTION_MODELS,
  type CollectionModel,
  SALE_LOCATION_TYPE,
  SINGLE_MODELS,
  USER_TYPE,
} from "./models";
import { type OverlayEntry, type Overlays, overlayKey } from "./overlays";
import { isComponentType, objectType, unionMember } from "./schema";
import { type Fields, LOCALES, type Seed, type SeedEntry } from "./seed-types";

/** Seed records were all created and published at this moment (fixed, so answers are stable). */
export const SEED_TIMESTAMP = "2026-11-01T08:00:00.000Z";

/** The key single types are stored under (there is one record per locale). */
export const SINGLE_KEY = "-";

export type PublicationState = "LIVE" | "PREVIEW";

export interface Row {
  id: number;
  key: string;
  /** The GraphQL attributes type, e.g. `Product`. */
  type: string;
  /** null for types that are not localised. */
  locale: string | null;
  draft: boolean;
  /** The record's fields as the schema exposes them (relations still as keys). */
  data: Fields;
}

export function isVisible(row: Row, state: PublicationState): boolean {
  return state === "PREVIEW" || !row.draft;
}

export function isPlainObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class Content {
  private readonly byType = new Map<string, Row[]>();
  private readonly byKey = new Map<string, Map<string, Row[]>>();
  private readonly localized = new Set<string>();
  /** Component ids are numbered per component type, like Strapi's component tables. */
  private readonly counters = new Map<string, number>();

  constructor(
    readonly seed: Seed,
    readonly overlays: Overlays = {},
  ) {
    for (const model of COLLECTION_MODELS) this.addCollection(model);
    for (const model of SINGLE_MODELS) {
      if (model.localized) this.localized.add(model.type);
      const stored = seed.single[model.file] ?? {};
      const locales = model.localized ? LOCALES : [SINGLE_KEY];
      locales.forEach((locale, index) => {
        const base = model.localized ? stored[locale] : stored;
        const overlay = overlays[overlayKey(model.file, SINGLE_KEY, locale)];
        if (!isPlainObject(base) && !overlay) return;
        this.add(
          this.makeRow(
            model.type,
            SINGLE_KEY,
            index + 1,
            model.localized ? locale : null,
            isPlainObject(base) ? base : {},
            overlay,
          ),
        );
      });
    }
    // Sellers are neither localised nor drafts: their ids come from the seed.
    seed.saleLocations.users.forEach((user, index) => {
      const id = user.id ?? index + 1;
      this.add(this.makeRow(USER_TYPE, String(id), id, null, user));
    });
    seed.saleLocations.locations.forEach((location, index) => {
      const id = location.id ?? index + 1;
      this.add(this.makeRow(SALE_LOCATION_TYPE, String(id), id, null, location));
    });
  }

  private addCollection(model: CollectionModel): void {
    const localized = model.localized !== false;
    if (localized) this.localized.add(model.type);
    const entries: SeedEntry[] = [...(this.seed.collections[model.file] ?? [])];
    // Records an editor created (a key the seed lacks) follow the seed's, in key order.
    const known = new Set(entries.map((e) => e.key));
    const created = new Set<string>();
    for (const path of Object.keys(this.overlays)) {
      const [file, key] = path.split("/");
      if (file === model.file && key && !known.has(key)) created.add(key);
    }
    for (const key of [...created].sort()) entries.push({ key, locales: {} });

    const locales: readonly string[] = localized ? LOCALES : [SINGLE_KEY];
    entries.forEach((entry, entryIndex) => {
      locales.forEach((locale, localeIndex) => {
        const own = entry.locales?.[locale];
        const overlay = this.overlays[overlayKey(model.file, entry.key, locale)];
        if (!isPlainObject(own) && !overlay) return;
        // Ids follow file order and locale order, so they survive edits of other records.
        const id = entryIndex * locales.length + localeIndex + 1;
        const fields = { ...(entry.shared ?? {}), ...(isPlainObject(own) ? own : {}) };
        const rowLocale = localized ? locale : null;
        this.add(this.makeRow(model.type, entry.key, id, rowLocale, fields, overlay));
      });
    });
  }

  private makeRow(
    type: string,
    key: string,
    id: number,
    locale: string | null,
    fields: Fields,
    overlay?: OverlayEntry,
  ): Row {
    const merged: Fields = { ...fields, ...(overlay?.fields ?? {}) };
    const draft = overlay?.draft ?? merged.draft === true;
    delete merged.draft;
    const data = this.numberComponents(merged, objectType(type));
    data.locale = locale ?? undefined;
    data.createdAt = overlay?.createdAt ?? SEED_TIMESTAMP;
    data.updatedAt = overlay?.updatedAt ?? SEED_TIMESTAMP;
    data.publishedAt = draft ? null : (overlay?.publishedAt ?? SEED_TIMESTAMP);
    return { id, key, type, locale, draft, data };
  }

  /** Copies a record, giving every component (at any depth) an id when the seed has none. */
  private numberComponents(value: Fields, type: GraphQLObjectType): Fields {
    const out: Fields = { ...value };
    const fields = type.getFields();
    for (const [name, raw] of Object.entries(value)) {
      const field = fields[name];
      if (!field || raw == null) continue;
      const named = getNamedType(field.type);
      if (isComponentType(named)) {
        out[name] = Array.isArray(raw)
          ? raw.map((item) => this.component(item, named))
          : this.component(raw, named);
      } else if (isUnionType(named) && Array.isArray(raw)) {
        out[name] = raw.map((item) => {
          const member = isPlainObject(item) ? unionMember(named, item.__typename) : undefined;
          return member ? this.component(item, member) : item;
        });
      }
    }
    return out;
  }

  private component(item: unknown, type: GraphQLObjectType): unknown {
    if (!isPlainObject(item)) return item;
    const out = this.numberComponents(item, type);
    if (out.id == null && "id" in type.getFields()) {
      const next = (this.counters.get(type.name) ?? 0) + 1;
      this.counters.set(type.name, next);
      out.id = next;
    }
    return out;
  }

  private add(row: Row): void {
    const rows = this.byType.get(row.type) ?? [];
    this.byType.set(row.type, rows);
    rows.push(row);
    const keys = this.byKey.get(row.type) ?? new Map<string, Row[]>();
    this.byKey.set(row.type, keys);
    const variants = keys.get(row.key) ?? [];
    keys.set(row.key, variants);
    variants.push(row);
  }

  isLocalized(type: string): boolean {
    return this.localized.has(type);
  }

  /** All rows of a type, every locale, drafts included, in id order. */
  rows(type: string): Row[] {
    return this.byType.get(type) ?? [];
  }

  /** Every locale of one record. */
  variants(type: string, key: string): Row[] {
    return this.byKey.get(type)?.get(key) ?? [];
  }

  find(type: string, key: string, locale: string | null): Row | undefined {
    const variants = this.variants(type, key);
    return this.isLocalized(type) ? variants.find((r) => r.locale === locale) : variants[0];
  }

  hasKey(type: string, key: string): boolean {
    return this.variants(type, key).length > 0;
  }

  /**
   * Resolves a seed relation value (a key or an array of keys) to the records in
   * the given locale; keys without a record there, or drafts under LIVE, are left out.
   */
  resolveKeys(type: string, value: unknown, locale: string | null, state: PublicationState): Row[] {
    const keys = value == null ? [] : Array.isArray(value) ? value : [value];
    const rows: Row[] = [];
    for (const key of keys) {
      if (typeof key !== "string" && typeof key !== "number") continue;
      const row = this.find(type, String(key), locale);
      if (row && isVisible(row, state)) rows.push(row);
    }
    return rows;
  }
}

const cache = new WeakMap<Seed, { signature: string; content: Content }>();

/** The content for this seed and overlay state, rebuilt only when the overlays change. */
export function contentFor(seed: Seed, overlays: Overlays): Content {
  const signature = JSON.stringify(overlays);
  const cached = cache.get(seed);
  if (cached && cached.signature === signature) return cached.content;
  const content = new Content(seed, overlays);
  cache.set(seed, { signature, content });
  return content;
}
