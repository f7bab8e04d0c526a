/**
 * Checks the real seed in cms/seed/ (written by the content editors): it must
 * load, answer the site's main queries without errors, and every media key,
 * relation key and dynamic-zone type in it must resolve. Skipped while the
 * seed files are not all there. Run with SEED_REPORT=1 to print the warnings.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runGraphQL } from "./executor";
import { harness } from "./fixtures/harness";
import { COLLECTION_FILES, SINGLE_FILES } from "./models";
import { checkSeed } from "./seed-check";
import { parseSeed } from "./seed-shape";
import type { Seed } from "./seed-types";
import { memoryState } from "./state";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "seed");
const MEDIA = ["media-site.json", "media-catalog.json", "media-library.json"];
const FILES = [
  ...COLLECTION_FILES.map((c) => `${c}.json`),
  ...SINGLE_FILES.map((s) => `single/${s}.json`),
  "sale-locations.json",
  ...MEDIA,
];
const present = FILES.every((f) => existsSync(join(dir, f)));

function read(file: string): any {
  return JSON.parse(readFileSync(join(dir, file), "utf8"));
}

function loadSeed(): Seed {
  return parseSeed({
    collections: Object.fromEntries(COLLECTION_FILES.map((c) => [c, read(`${c}.json`)])),
    single: Object.fromEntries(SINGLE_FILES.map((s) => [s, read(`single/${s}.json`)])),
    saleLocations: read("sale-locations.json"),
    media: MEDIA.flatMap((m) => read(m)),
  });
}

describe.skipIf(!present)("the real seed", () => {
  it("has a file for each model cms/src/models.ts declares, and none it does not", () => {
    const json = (folder: string) =>
      readdirSync(join(dir, folder))
        .filter((f) => f.endsWith(".json") && !/^media-|^sale-locations/.test(f))
        .map((f) => f.slice(0, -".json".length))
        .sort();
    expect(json(".")).toEqual([...COLLECTION_FILES].sort());
    expect(json("single")).toEqual([...SINGLE_FILES].sort());
  });

  it("lists every media-*.json file in seed/index.ts", () => {
    const mediaFiles = readdirSync(dir).filter((f) => /^media-.*\.json$/.test(f));
    expect(mediaFiles.sort()).toEqual([...MEDIA].sort());
  });

  it("has no dangling references", () => {
    const report = checkSeed(loadSeed());
    if (process.env.SEED_REPORT) console.log(report.warnings.join("\n"));
    expect(report.dangling).toEqual([]);
  });

  const subjectOf = () =>
    new Map<string, string>(
      MEDIA.flatMap((m) => read(m)).map((item: { key: string; subject?: string }) => [
        item.key,
        item.subject ?? "",
      ]),
    );

  it("offers a product's own download (its datasheet) only in the locales the product exists in", () => {
    const localesOf = new Map<string, string[]>(
      read("products.json").map((product: { key: string; locales: object }) => [
        product.key,
        Object.keys(product.locales),
      ]),
    );
    const strays: string[] = [];
    for (const download of read("downloads.json")) {
      const products = (download.shared.products ?? []) as string[];
      // A brochure of the whole range is offered wherever the range is.
      if (products.length !== 1) continue;
      for (const product of products) {
        for (const locale of Object.keys(download.locales))
          if (!localesOf.get(product)?.includes(locale))
            strays.push(`${download.key} (${locale}): ${product} is not sold there`);
      }
    }
    expect(strays).toEqual([]);
  });

  it("draws each picture of a product's gallery as a scene of its own", () => {
    const subjects = subjectOf();
    for (const product of read("products.json")) {
      const shown = (product.shared.images as string[]).map((key) => subjects.get(key));
      expect(new Set(shown).size, `${product.key}: ${shown.join(", ")}`).toBe(shown.length);
    }
  });

  it("draws each picture of a manual as a scene of its own, so no step repeats the one before", () => {
    const subjectsByKey = subjectOf();
    for (const manual of read("manuals.json")) {
      for (const [locale, fields] of Object.entries<{ steps: { image?: string }[] }>(
        manual.locales,
      )) {
        const pictures = [manual.shared.image, ...fields.steps.map((step) => step.image)].filter(
          (key): key is string => typeof key === "string",
        );
        const subjects = pictures.map((key) => subjectsByKey.get(key));
        expect(new Set(subjects).size, `${manual.key} (${locale}): ${subjects.join(", ")}`).toBe(
          subjects.length,
        );
      }
    }
  });

  it("names each product's own datasheet download, answered in every locale the product exists in", async () => {
    const seed = loadSeed();
    for (const entry of seed.collections.products) {
      const shared = entry.shared ?? {};
      const downloads = Array.isArray(shared.downloads) ? shared.downloads : [];
      const own = downloads.find((key) => String(key).startsWith("datasheet-"));
      expect(shared.datasheet ?? null, entry.key).toBe(own ?? null);
    }
    const h = harness({ seed, strapiVersion: 4 });
    for (const locale of ["nl", "en", "en-US", "de", "es", "fr", "it", "sv"]) {
      const data = await h.data<{
        products: { data: { attributes: { slug: string; datasheet: { data: unknown } } }[] };
      }>(
        `query($locale: I18NLocaleCode) { products(locale: $locale, pagination: { limit: 100 }) {
          data { attributes { slug datasheet { data { attributes { locale file { data { id } } } } } } } } }`,
        { locale },
      );
      const present = seed.collections.products.filter((entry) => entry.locales[locale]);
      expect(data.products.data, locale).toHaveLength(present.length);
      for (const { attributes } of data.products.data)
        expect(attributes.datasheet.data, `${locale} ${attributes.slug}`).toMatchObject({
          attributes: { locale, file: { data: { id: expect.any(String) } } },
        });
    }
  });

  it("answers the site's main queries in every locale without errors", async () => {
    const seed = loadSeed();
    const state = memoryState();
    for (const locale of ["nl", "en", "en-US", "de", "es", "fr", "it", "sv"]) {
      const result = await runGraphQL(
        {
          query: `query($locale: I18NLocaleCode) {
            menu(locale: $locale) { data { attributes { main { name page { data { attributes { slug } } } children { name product { data { id } } } } } } }
            setting(locale: $locale) { data { attributes { page_links { products { data { attributes { slug } } } } } } }
            settingsContentSection(locale: $locale) { data { attributes { featured_slider { title image { data { attributes { url formats } } } } } } }
            pages(locale: $locale, pagination: { limit: 100 }) { data { attributes { slug content { __typename } localizations { data { attributes { locale slug } } } } } }
            products(locale: $locale, pagination: { limit: 100 }) { data { attributes { slug images { data { attributes { url } } } manuals { data { attributes { pdf { data { attributes { url } } } } } } } } }
            blogs(locale: $locale, sort: ["date:desc"]) { data { attributes { slug date } } }
            faqArticles(locale: $locale, pagination: { limit: 100 }) { data { attributes { slug faq_category { data { attributes { slug } } } } } }
            saleLocations(pagination: { limit: 100 }) { data { attributes { city user { data { attributes { company_name } } } } } }
            settingSaleLocations { data { attributes { used_countries } } }
          }`,
          variables: { locale },
        },
        { seed, state, origin: "http://cms.test", strapiVersion: 4 },
      );
      expect(result.body.errors, locale).toBeUndefined();
      expect(result.status).toBe(200);
    }
  });
});
