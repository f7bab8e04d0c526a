// The two-pass load and its idempotency, against an in-memory stand-in for
// Strapi 5's REST API (no real Strapi): the whole bundled seed goes in once,
// and a second run finds everything in place and writes nothing.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seed } from "../seed/index";
import type { Fields } from "../src/seed-types";
import type { ContentApi, Found } from "./content-api";
import { type Attribute, type ContentType, type KitModel, loadKitModel } from "./kit-model";
import { isFields } from "./payload";
import { loadCollections, loadSingles, recordStore } from "./records";
import { Report } from "./report";

const model = loadKitModel(join(import.meta.dirname, "..", "strapi5"));

/** Answers records as Strapi 5 does: relations and files as objects, components with ids. */
function expand(attributes: Record<string, Attribute>, data: Fields): Fields {
  let componentId = 1;
  const out: Fields = { ...data };
  for (const [name, value] of Object.entries(data)) {
    const a = attributes[name];
    if (!a || a.kind === "scalar") continue;
    const each = (f: (v: unknown) => unknown) =>
      Array.isArray(value) ? value.map(f) : value == null ? null : f(value);
    if (a.kind === "relation") out[name] = each((ref) => ({ id: 0, documentId: ref }));
    if (a.kind === "media") out[name] = each((id) => ({ id, url: `/uploads/${id}` }));
    if (a.kind === "component") {
      const attrs = model.components[a.component] ?? {};
      out[name] = each((v) => (isFields(v) ? { id: componentId++, ...expand(attrs, v) } : v));
    }
    if (a.kind === "dynamiczone") {
      out[name] = each((v) =>
        isFields(v)
          ? { id: componentId++, ...expand(model.components[String(v.__component)] ?? {}, v) }
          : v,
      );
    }
  }
  return out;
}

function fakeStrapi5(kit: KitModel) {
  const rows = new Map<
    string,
    { documentId: string; id: number; data: Fields; published: boolean }
  >();
  let next = 1;
  const stats = { writes: 0 };
  const key = (type: ContentType, documentId: string, locale: string | null) =>
    `${type.name}/${documentId}/${locale}`;
  const found = (
    type: ContentType,
    row: { documentId: string; id: number; data: Fields; published: boolean },
  ): Found => ({
    ref: row.documentId,
    id: row.id,
    published: row.published,
    data: expand(type.attributes, row.data),
  });
  const write = (
    type: ContentType,
    documentId: string,
    locale: string | null,
    data: Fields,
    draft: boolean,
  ) => {
    stats.writes++;
    const k = key(type, documentId, locale);
    const old = rows.get(k);
    const row = {
      documentId,
      id: old?.id ?? next++,
      data: { ...old?.data, ...data },
      published: !draft,
    };
    rows.set(k, row);
    return found(type, row);
  };
  const api: ContentApi = {
    version: 5,
    refKey: "documentId",
    async find(type, locale, filters) {
      const [[field, cond] = ["", {}]] = Object.entries(filters);
      const wanted = isFields(cond) ? cond.$eq : undefined;
      for (const [k, row] of rows) {
        if (k.startsWith(`${type.name}/`) && k.endsWith(`/${locale}`) && row.data[field] === wanted)
          return found(type, row);
      }
      return undefined;
    },
    async findAll() {
      return [];
    },
    create: async (type, locale, data, draft, sibling) =>
      write(type, sibling ? String(sibling.ref) : `doc${next}`, locale, data, draft),
    update: async (type, current, locale, data, draft) =>
      void write(type, String(current.ref), locale, data, draft),
    async findSingle(type, locale) {
      const row = rows.get(key(type, "single", locale));
      return row ? found(type, row) : undefined;
    },
    putSingle: async (type, locale, data, draft) => void write(type, "single", locale, data, draft),
  };
  return { api, stats, kit };
}

async function load(api: ContentApi, log: (line: string) => void = () => {}) {
  const report = new Report(log);
  const store = recordStore();
  const refs = {
    media: (k: string) => k.length,
    user: (id: number) => id,
    record: (type: string, k: string, locale: string | null) => store.get(type, k, locale)?.ref,
  };
  const ctx = { api, model, refs, store, report };
  await loadCollections(ctx, seed);
  await loadSingles(ctx, seed);
  return report;
}

describe("loading the seed's records", () => {
  it("loads every record in every locale, then changes nothing on a second run", async () => {
    const { api, stats } = fakeStrapi5(model);
    const first = await load(api);
    expect(first.failures).toEqual([]);
    const pages = seed.collections.pages.reduce((n, e) => n + Object.keys(e.locales).length, 0);
    expect(first.summary().find((l) => l.startsWith("pages"))).toContain(`${pages} created`);
    const writes = stats.writes;

    const second = await load(api);
    expect(second.failures).toEqual([]);
    expect(second.changes).toBe(0);
    expect(stats.writes).toBe(writes);
  });

  it("sets each product's datasheet to that download in the product's locale", async () => {
    const { api } = fakeStrapi5(model);
    await load(api);
    const product = model.types.product as ContentType;
    const download = model.types.download as ContentType;
    let checked = 0;
    for (const entry of seed.collections.products) {
      const key = entry.shared?.datasheet;
      const sheet = seed.collections.downloads.find((each) => each.key === key);
      if (!sheet) continue;
      for (const [locale, own] of Object.entries(entry.locales)) {
        const found = await api.find(product, locale, { slug: { $eq: own.slug } });
        const title = sheet.locales[locale]?.title;
        const target = await api.find(download, locale, { title: { $eq: title } });
        expect(target?.ref, `${entry.key} ${locale}`).toBeDefined();
        expect(found?.data.datasheet, `${entry.key} ${locale}`).toEqual({
          id: 0,
          documentId: target?.ref,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("ties the locales of a record to one document", async () => {
    const { api } = fakeStrapi5(model);
    await load(api);
    const page = model.types.page as ContentType;
    const nl = await api.find(page, "nl", { slug: { $eq: "producten" } });
    const en = await api.find(page, "en", { slug: { $eq: "products" } });
    expect(nl?.ref).toBeDefined();
    expect(en?.ref).toBe(nl?.ref);
  });

  it("updates only the field an editor changed in Strapi", async () => {
    const { api } = fakeStrapi5(model);
    await load(api);
    const page = model.types.page as ContentType;
    const en = (await api.find(page, "en", { slug: { $eq: "products" } })) as Found;
    await api.update(page, en, "en", { title: "Changed by an editor" }, false);
    const lines: string[] = [];
    const report = new Report((l) => lines.push(l));
    const store = recordStore();
    const refs = {
      media: (k: string) => k.length,
      user: (id: number) => id,
      record: (type: string, k: string, l: string | null) => store.get(type, k, l)?.ref,
    };
    await loadCollections({ api, model, refs, store, report }, seed);
    expect(report.changes).toBe(1);
    expect(lines.filter((l) => l.startsWith("  ~"))).toEqual([
      "  ~ pages products en: updated: title",
    ]);
  });
});
