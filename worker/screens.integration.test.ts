/**
 * Every page kind in every locale, against the real local content service: the
 * record's own content, <html lang>, canonical and alternates that match exactly
 * the record's translations; sitemaps; hostile content rendered inert.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES, type Locale } from "../shared/locales";
import { buildPath, type Route } from "../shared/routes";
import {
  asShown,
  cmsQuery,
  cmsUrl,
  decodeEntities,
  get,
  records,
  siteUrl,
} from "../testing/helpers";
import { SITEMAP_KINDS } from "./sitemap";

const KINDS: [string, Route["kind"], string][] = [
  ["products", "product", "title"],
  ["solutions", "solution", "title"],
  ["forWhos", "audience", "title"],
  ["blogs", "blog", "title"],
  ["manuals", "manual", "title"],
  ["pages", "page", "title"],
];

/** hreflang → href of the page's alternate links. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return Object.fromEntries(links.map((m) => [m[1]!, m[2]!]));
}

function canonicalOf(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]+)"\/>/)?.[1];
}

// First, before anything else has cached the record it edits.
describe("hostile content from the CMS", () => {
  const token = "local-dev-cms-token";
  afterAll(async () => {
    await fetch(`${cmsUrl()}/admin/overlays`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it("renders script tags, javascript: links, event handlers and iframes inert", async () => {
    const products = await records("products", "fr");
    const target = products[products.length - 1]!;
    const key = await productKey(target.slug);
    const payload = [
      "<script>alert('md')</script>",
      "[click](javascript:alert('link'))",
      "<img src=x onerror=\"alert('img')\">",
      '<iframe src="https://evil.example"></iframe>',
    ].join("\n\n");
    const response = await fetch(`${cmsUrl()}/admin/entries/products/${key}/fr`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        fields: { description: payload, subtitle: "</script><script>alert('json')</script>" },
      }),
    });
    expect(response.status).toBeLessThan(300);
    const { status, body } = await get(
      buildPath({ kind: "product", locale: "fr", slug: target.slug }),
    );
    expect(status).toBe(200);
    expect(body).not.toMatch(/<script>alert/);
    expect(body).not.toMatch(/href="javascript:/i);
    expect(body).not.toMatch(/<img[^>]+onerror/i);
    expect(body).not.toMatch(/<iframe/i);
    expect(body).toContain("&lt;script&gt;alert");
  });
});

describe.each(LOCALES)("page kinds in %s", (locale) => {
  it.each(KINDS)(
    "%s: 200, own content, lang, canonical and alternates",
    async (collection, kind, field) => {
      const [record] = await records(collection, locale, field);
      expect(record, `seed has ${collection} in ${locale}`).toBeDefined();
      const path = buildPath({ kind, locale, slug: record!.slug } as Route);
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(decodeEntities(body)).toContain(record!.title);
      expect(body).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
      expect(canonicalOf(body)).toBe(`${siteUrl()}${path}`);

      const expected: Record<string, string> = { [locale]: `${siteUrl()}${path}` };
      for (const { attributes } of record!.localizations.data) {
        expected[attributes.locale] =
          `${siteUrl()}${buildPath({ kind, locale: attributes.locale as Locale, slug: attributes.slug } as Route)}`;
      }
      if (expected.en) expected["x-default"] = expected.en;
      expect(alternatesOf(body)).toEqual(expected);
    },
  );

  it("an FAQ article: 200 under its category, alternates through the category", async () => {
    const data = await cmsQuery<{
      faqArticles: {
        data: {
          attributes: {
            question: string;
            slug: string;
            faq_category: { data: { attributes: { slug: string } } };
            localizations: {
              data: {
                attributes: {
                  locale: string;
                  slug: string;
                  faq_category: { data: { attributes: { slug: string } } };
                };
              }[];
            };
          };
        }[];
      };
    }>(
      `query($locale: I18NLocaleCode) { faqArticles(locale: $locale, pagination: { limit: 1 }) { data { attributes {
        question slug faq_category { data { attributes { slug } } }
        localizations { data { attributes { locale slug faq_category { data { attributes { slug } } } } } } } } } }`,
      { locale },
    );
    const article = data.faqArticles.data[0]!.attributes;
    const path = buildPath({
      kind: "faqArticle",
      locale,
      category: article.faq_category.data.attributes.slug,
      slug: article.slug,
    });
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(decodeEntities(body)).toContain(article.question);
    const expected: Record<string, string> = { [locale]: `${siteUrl()}${path}` };
    for (const { attributes } of article.localizations.data) {
      expected[attributes.locale] =
        `${siteUrl()}${buildPath({ kind: "faqArticle", locale: attributes.locale as Locale, category: attributes.faq_category.data.attributes.slug, slug: attributes.slug })}`;
    }
    if (expected.en) expected["x-default"] = expected.en;
    expect(alternatesOf(body)).toEqual(expected);
    expect(body).toContain('"@type":"FAQPage"');
  });
});

describe("translations that do not exist", () => {
  it("a product missing in Italian has no Italian alternate, and its URL there is a 404", async () => {
    const english = await records("products", "en");
    const missing = english.find(
      (p) => !p.localizations.data.some((l) => l.attributes.locale === "it"),
    );
    expect(missing).toBeDefined();
    const { body } = await get(buildPath({ kind: "product", locale: "en", slug: missing!.slug }));
    expect(alternatesOf(body).it).toBeUndefined();
    expect(alternatesOf(body).de).toBeDefined();
    expect(
      (await get(buildPath({ kind: "product", locale: "it", slug: missing!.slug }))).status,
    ).toBe(404);
  });
});

describe("page roles", () => {
  it("the library filters by type and pages through newest first", async () => {
    const { body } = await get("/blogs?type=news");
    expect(body).toContain('aria-current="page" href="/blogs?type=news"');
    const dates = [...body.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]!);
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = await get("/blogs");
    expect(all.body).toContain('rel="next"');
    const second = await get("/blogs?page=2");
    expect(second.status).toBe(200);
    expect(second.body).toContain('name="robots" content="noindex"');
  });

  it("downloads are grouped with file type and size", async () => {
    const { status, body } = await get("/downloads");
    expect(status).toBe(200);
    expect(body).toMatch(/class="download__meta">PDF · [\d.,]+\s?kB/);
  });

  it("a document the downloads page offers is not one its text says to ask for", async () => {
    for (const [path, listed, asked] of [
      ["/downloads", "Professional price list 2026", /ask us for a copy/i],
      ["/de/downloads", "Preisliste für Fachbetriebe 2026", /Fordern Sie ein Exemplar/],
    ] as const) {
      const body = asShown((await get(path)).body);
      expect(body, path).toContain(`<span class="download__title">${listed}</span>`);
      expect(body, path).not.toMatch(asked);
    }
  });
});

describe("sitemap", () => {
  it("parses as XML and every URL in it answers 200", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(XMLValidator.validate(index.body)).toBe(true);
    const parser = new XMLParser({ ignoreAttributes: false });
    const sitemaps = [parser.parse(index.body).sitemapindex.sitemap].flat() as { loc: string }[];
    // One per locale and kind of page.
    expect(sitemaps).toHaveLength(LOCALES.length * SITEMAP_KINDS.length);
    const urls: string[] = [];
    for (const { loc } of sitemaps) {
      const response = await fetch(loc);
      const xml = await response.text();
      expect(response.status).toBe(200);
      expect(XMLValidator.validate(xml)).toBe(true);
      const entries = [parser.parse(xml).urlset.url].flat() as { loc: string }[];
      urls.push(...entries.map((entry) => entry.loc));
    }
    expect(urls.length).toBeGreaterThan(300);
    expect(urls.some((url) => url.endsWith("/terms"))).toBe(false);
    const failures: string[] = [];
    // Four at a time, each next one as soon as one ends: a 2-core machine renders
    // two at once, and more in flight only wait longer, some past the timeout.
    let next = 0;
    const visit = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(url, { redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${response.status} ${url}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, visit));
    expect(failures).toEqual([]);
  }, 180_000);

  it("robots.txt points at the sitemap", async () => {
    const { body } = await get("/robots.txt");
    expect(body).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
  });
});

/** The seed key of a product, from its French slug (the admin stand-in addresses records by key). */
async function productKey(slug: string): Promise<string> {
  const { readFileSync } = await import("node:fs");
  const seed = JSON.parse(
    readFileSync(new URL("../cms/seed/products.json", import.meta.url), "utf8"),
  ) as {
    key: string;
    locales: Record<string, { slug: string }>;
  }[];
  return seed.find((entry) => entry.locales.fr?.slug === slug)!.key;
}
