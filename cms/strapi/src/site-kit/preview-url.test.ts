// Strapi 4's signed preview links (preview-url.js) with a fake Strapi: the entry's
// own locale picks the page, also for the entries shown on another page and the
// single types, whose locales are entries of their own on Strapi 4 (found on a real
// Strapi 4.26.2: a German download was linked to the English downloads page).
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assembledKit } from "../../../../scripts/strapi-kit.mjs";

const require = createRequire(import.meta.url);
// As a Strapi project takes it: preview-url.js requires the shared preview-link.js.
const { previewUrl } = require(join(assembledKit(4), "src/site-kit/preview-url.js")) as {
  previewUrl(
    strapi: unknown,
    input: { uid: string; id: number; status?: string; env?: Record<string, string> },
  ): Promise<string | null>;
};

const ENV = {
  SITE_URL: "https://www.example.com",
  SITE_PREVIEW_LINK_SECRET: "a-secret-of-at-least-thirty-two-characters",
};

/** Entries by uid and id, as entityService.findOne answers; settings by locale for page links. */
function fakeStrapi(entries: Record<string, Record<number, unknown>>) {
  const settings: Record<string, unknown> = {
    de: { page_links: { downloads: { slug: "downloads" }, faq: { slug: "haeufige-fragen" } } },
    nl: { page_links: { downloads: { slug: "downloads" }, faq: { slug: "veelgestelde-vragen" } } },
    en: { page_links: { downloads: { slug: "downloads" }, faq: { slug: "faq" } } },
  };
  return {
    entityService: {
      findOne: async (uid: string, id: number) => entries[uid]?.[id] ?? null,
      findMany: async (uid: string, query: { locale: string }) =>
        uid === "api::setting.setting" ? (settings[query.locale] ?? null) : null,
    },
  };
}

async function pathOf(strapi: unknown, uid: string, id: number) {
  const url = await previewUrl(strapi, { uid, id, env: ENV });
  return url && new URL(url).searchParams.get("path");
}

describe("Strapi 4's preview links", () => {
  const strapi = fakeStrapi({
    "api::download.download": { 4: { id: 4, locale: "de", title: "Datenblatt" } },
    "api::faq-category.faq-category": { 7: { id: 7, locale: "nl", slug: "producten" } },
    "api::setting.setting": { 2: { id: 2, locale: "de" } },
    "api::menu.menu": { 3: { id: 3, locale: "nl" } },
    "api::product.product": { 5: { id: 5, locale: "de", slug: "taubenspikes" } },
    "api::faq-article.faq-article": {
      9: { id: 9, locale: "nl", slug: "hoe-lang", faq_category: { slug: "producten" } },
    },
  });

  it("opens a download or FAQ category on the page its own locale links", async () => {
    expect(await pathOf(strapi, "api::download.download", 4)).toBe("/de/downloads");
    expect(await pathOf(strapi, "api::faq-category.faq-category", 7)).toBe(
      "/nl/veelgestelde-vragen",
    );
  });

  it("opens a locale of a single type on that locale's home page", async () => {
    expect(await pathOf(strapi, "api::setting.setting", 2)).toBe("/de");
    expect(await pathOf(strapi, "api::menu.menu", 3)).toBe("/nl");
  });

  it("opens a record on its own page", async () => {
    expect(await pathOf(strapi, "api::product.product", 5)).toBe("/de/produkte/taubenspikes");
    expect(await pathOf(strapi, "api::faq-article.faq-article", 9)).toBe(
      "/nl/veelgestelde-vragen/producten/hoe-lang",
    );
  });

  it("gives no link for a missing entry or without the site's settings", async () => {
    expect(await pathOf(strapi, "api::product.product", 99)).toBeNull();
    expect(
      await previewUrl(strapi, { uid: "api::product.product", id: 5, env: { SITE_URL: "" } }),
    ).toBeNull();
  });
});
