/**
 * Every list complete at a size above the content service's page of 100: a stack
 * of its own (so the shared stack's seed stays as the other tests expect) whose
 * content service holds hundreds of extra records per locale (cms/src/bulk.ts).
 * Each overview, the FAQ, downloads, the library, the sitemaps and the seller
 * finder are compared with the content service's own lists, read page by page;
 * then an editor's changes reach those lists through the webhook's purge.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import seedProducts from "../cms/seed/products.json";
import { startStack } from "../scripts/stack.mjs";
import { OVERVIEW_PAGE_SIZE } from "../shared/listing-pages";
import type { Locale } from "../shared/locales";
import { buildPath, type Route } from "../shared/routes";
import type { FinderPage } from "../shared/seller-finder";
import { queryContentService } from "../testing/content-service-query";
import { asShown, decodeEntities } from "../testing/helpers";
import { SITEMAP_KINDS } from "./sitemap";

const BULK = {
  products: 130,
  solutions: 30,
  "for-whos": 30,
  manuals: 30,
  downloads: 120,
  "faq-articles": 120,
  blogs: 250,
  "sale-locations": 150,
};
const CMS_TOKEN = "local-dev-cms-token";
const LOCALES: Locale[] = ["en", "de"];
// First renders at this size read several pages from the content service each.
vi.setConfig({ testTimeout: 180_000 });

let stack: Awaited<ReturnType<typeof startStack>>;
let persistDir: string;

beforeAll(async () => {
  persistDir = mkdtempSync(join(tmpdir(), "site-scale-"));
  stack = await startStack({
    port: 0,
    quiet: true,
    persistDir,
    env: {
      CMS_BULK_RECORDS: Object.entries(BULK)
        .map(([name, count]) => `${name}=${count}`)
        .join(","),
    },
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  if (persistDir) rmSync(persistDir, { recursive: true, force: true });
});

async function get(path: string) {
  const response = await fetch(new URL(path, stack.siteUrl), { redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

async function cms<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return queryContentService<T>(stack.graphqlUrl, query, variables);
}

type Attributes = Record<string, unknown> & { slug?: string };

/** A whole collection of a locale from the content service, page by page as its pagination says. */
async function everything(collection: string, locale: string, fields: string) {
  const records: Attributes[] = [];
  for (let page = 1; ; page++) {
    const data = await cms<
      Record<
        string,
        { data: { attributes: Attributes }[]; meta: { pagination: { pageCount: number } } }
      >
    >(
      `query($locale: I18NLocaleCode, $page: Int) { ${collection}(locale: $locale, pagination: { page: $page, pageSize: 100 }) {
        data { attributes { ${fields} } } meta { pagination { pageCount } } } }`,
      { locale, page },
    );
    const list = data[collection]!;
    records.push(...list.data.map((entity) => entity.attributes));
    if (page >= list.meta.pagination.pageCount) return records;
  }
}

/** The overview's path in a locale, from the settings' page links. */
async function overviewPath(locale: Locale, role: string): Promise<string> {
  const data = await cms<{
    setting: {
      data: {
        attributes: {
          page_links: Record<string, { data: { attributes: { slug: string } } | null }>;
        };
      };
    };
  }>(
    `query($locale: I18NLocaleCode) { setting(locale: $locale) { data { attributes { page_links {
      ${role} { data { attributes { slug } } } } } } } }`,
    { locale },
  );
  const slug = data.setting.data.attributes.page_links[role]?.data?.attributes.slug;
  return buildPath({ kind: "page", locale, slug: String(slug) });
}

const linkOf = (html: string, rel: string) =>
  decodeEntities(html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1] ?? "") || null;

/** Every page of an overview, following its `rel="next"`: each page's HTML. */
async function walk(path: string): Promise<string[]> {
  const pages: string[] = [];
  for (let next: string | null = path; next; ) {
    const { status, body } = await get(next);
    expect(status, next).toBe(200);
    pages.push(body);
    next = linkOf(body, "next");
    if (pages.length > 100) throw new Error(`${path}: no end`);
  }
  return pages;
}

/** The record pages of a kind linked from some HTML, in order. */
function linked(html: string, kind: Route["kind"], locale: Locale): string[] {
  const prefix = buildPath({ kind, locale, slug: "x" } as Route).slice(0, -1);
  return [...decodeEntities(html).matchAll(/href="([^"?#]+)"/g)]
    .map((match) => match[1]!)
    .filter((href) => href.startsWith(prefix) && href.length > prefix.length);
}

/**
 * The cards of an overview page's list (not those of its content blocks): each
 * title's link, or null for a card without one.
 */
function cards(html: string): (string | null)[] {
  const start = html.indexOf('class="container listing"');
  const list = html.slice(start, html.indexOf("</section>", start));
  return [...decodeEntities(list).matchAll(/class="card__title">(<a[^>]*>)?/g)].map(
    (match) => match[1]?.match(/href="([^"]+)"/)?.[1] ?? null,
  );
}

const pathOf = (kind: Route["kind"], locale: Locale, slug: unknown) =>
  buildPath({ kind, locale, slug: String(slug) } as Route);

describe.each(LOCALES)("every record at bulk size, in %s", (locale) => {
  it.each([
    ["products", "products", "product"],
    ["solutions", "solutions", "solution"],
    ["for_who", "forWhos", "audience"],
    ["manuals", "manuals", "manual"],
  ] as const)("the %s overview pages through all of them", async (role, collection, kind) => {
    const fields = collection === "solutions" ? "slug coming_soon" : "slug";
    const truth = await everything(collection, locale, fields);
    expect(truth.length).toBeGreaterThan(OVERVIEW_PAGE_SIZE);
    const path = await overviewPath(locale, role);
    const pages = await walk(path);
    expect(pages).toHaveLength(Math.ceil(truth.length / OVERVIEW_PAGE_SIZE));
    const shown = pages.flatMap(cards);
    expect(shown).toHaveLength(truth.length);
    // A solution still to come has a card but no page to link to.
    const linkable = truth.filter((record) => !record.coming_soon);
    expect(shown.filter((href) => href !== null).sort()).toEqual(
      linkable.map((record) => pathOf(kind, locale, record.slug)).sort(),
    );
    // Each page is its own canonical URL, linked to its neighbours; page 2 is not indexed.
    const origin = stack.siteUrl;
    expect(linkOf(pages[0]!, "canonical")).toBe(`${origin}${path}`);
    expect(linkOf(pages[0]!, "prev")).toBeNull();
    expect(linkOf(pages[1]!, "canonical")).toBe(`${origin}${path}?page=2`);
    expect(linkOf(pages[1]!, "prev")).toBe(`${origin}${path}`);
    expect(pages[1]).toContain('name="robots" content="noindex"');
    expect(pages[0]).not.toContain('name="robots" content="noindex"');
    expect((await get(`${path}?page=${pages.length + 1}`)).status).toBe(404);
  });

  it("the FAQ shows every article", async () => {
    const truth = await everything(
      "faqArticles",
      locale,
      "slug faq_category { data { attributes { slug } } }",
    );
    expect(truth.length).toBeGreaterThan(100);
    const { status, body } = await get(await overviewPath(locale, "faq"));
    expect(status).toBe(200);
    const expected = truth.map((article) => {
      const category = (article.faq_category as { data: { attributes: Attributes } }).data
        .attributes.slug;
      return buildPath({
        kind: "faqArticle",
        locale,
        slug: String(article.slug),
        category: String(category),
      });
    });
    const html = decodeEntities(body);
    expect(expected.filter((path) => !html.includes(`href="${path}"`))).toEqual([]);
    expect(html.match(/class="accordion__summary"/g)).toHaveLength(expected.length);
  });

  it("downloads page through every download", async () => {
    const truth = await everything("downloads", locale, "title file { data { id } }");
    const withFile = truth.filter((d) => (d.file as { data: unknown }).data);
    expect(withFile.length).toBeGreaterThan(100);
    const pages = await walk(await overviewPath(locale, "downloads"));
    // As a reader sees them: the page puts soft hyphens into their long words
    // (shared/hyphens.ts) and a no-break space before a spaced dash
    // (shared/kept-together.ts), which reads as a space.
    const titles = pages.flatMap((html) =>
      [...asShown(html).matchAll(/<span class="download__title">([^<]*)<\/span>/g)].map((m) =>
        m[1]?.replaceAll("\u00a0", " "),
      ),
    );
    expect(titles.sort()).toEqual(withFile.map((d) => String(d.title)).sort());
  });

  it("the library pages through every blog and news item", async () => {
    const truth = await everything("blogs", locale, "slug");
    expect(truth.length).toBeGreaterThan(100);
    const path = await overviewPath(locale, "blogs");
    const pages = await walk(path);
    const shown = pages.flatMap((html) => [...new Set(linked(html, "blog", locale))]);
    expect(shown.sort()).toEqual(truth.map((blog) => pathOf("blog", locale, blog.slug)).sort());
    expect((await get(`${path}?page=${pages.length + 1}`)).status).toBe(404);
  });

  it("the sitemaps list every indexable record, one per kind", async () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    const locs = async (name: string) => {
      const { status, body } = await get(`/sitemap-${locale}-${name}.xml`);
      expect(status).toBe(200);
      const urls = [parser.parse(body).urlset.url ?? []].flat() as { loc: string }[];
      expect(urls.length).toBeLessThanOrEqual(50_000);
      return urls.map((url) => new URL(url.loc).pathname);
    };
    for (const { name, field, kind } of SITEMAP_KINDS) {
      if (kind === "faqArticle" || kind === "page") continue;
      const truth = await everything(field, locale, "slug seo { no_index }");
      const indexable = truth.filter((r) => !(r.seo as { no_index?: boolean } | null)?.no_index);
      expect((await locs(name)).sort(), name).toEqual(
        indexable.map((record) => pathOf(kind, locale, record.slug)).sort(),
      );
    }
    expect((await locs("faq")).length).toBeGreaterThan(100);
    expect((await locs("blogs")).length).toBeGreaterThan(100);
    const index = parser.parse((await get("/sitemap.xml")).body).sitemapindex.sitemap;
    expect([index].flat()).toHaveLength(8 * SITEMAP_KINDS.length);
  });
});

describe("the seller finder at bulk size", () => {
  it("places every one of more than 100 sale locations, past the content service's first page", async () => {
    let located = 0;
    let total = 0;
    for (let page = 1; ; page++) {
      const data = await cms<{
        saleLocations: {
          data: { attributes: { latitude: number | null; user: { data: unknown } } }[];
          meta: { pagination: { pageCount: number; total: number } };
        };
      }>(
        `query($page: Int) { saleLocations(pagination: { page: $page, pageSize: 100 }) {
          data { attributes { latitude user { data { id } } } } meta { pagination { pageCount total } } } }`,
        { page },
      );
      total = data.saleLocations.meta.pagination.total;
      located += data.saleLocations.data.filter(
        (l) => l.attributes.latitude !== null && l.attributes.user.data,
      ).length;
      if (page >= data.saleLocations.meta.pagination.pageCount) break;
    }
    expect(total).toBeGreaterThan(200);
    const response = await get("/api/seller-finder?pageSize=50");
    expect(response.status).toBe(200);
    expect((JSON.parse(response.body) as FinderPage).points).toHaveLength(located);
  });
});

describe("an editor's change reaches the whole lists", () => {
  async function edit(collection: string, key: string, loc: string, body: unknown) {
    const response = await fetch(
      new URL(`/admin/entries/${collection}/${encodeURIComponent(key)}/${loc}`, stack.graphqlUrl),
      {
        method: "POST",
        headers: { authorization: `Bearer ${CMS_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      },
    );
    const json = (await response.json()) as { webhook?: { status: number | null } };
    expect(json.webhook?.status).toBe(200);
  }

  it("a new product shows on the overview's last page and in the sitemap; an edit on page 3 too", async () => {
    const path = await overviewPath("en", "products");
    const before = await walk(path);
    const sitemapBefore = (await get("/sitemap-en-products.xml")).body;
    await edit("products", "zz-scale-test", "en", {
      fields: { title: "Zz scale test spikes", slug: "zz-scale-test-spikes" },
      publish: true,
    });
    const after = await walk(path);
    expect(after.at(-1)).toContain("Zz scale test spikes");
    expect(before.at(-1)).not.toContain("Zz scale test spikes");
    expect((await get("/sitemap-en-products.xml")).body).toContain("/zz-scale-test-spikes");
    expect(sitemapBefore).not.toContain("/zz-scale-test-spikes");

    // A record far past the content service's first page: its edit purges the overview.
    const third = cards(after[2]!)[0]!;
    const slug = third.split("/").at(-1)!;
    // Its place in the content service's own order of the locale (ids are numbers in
    // Strapi 4, documentIds in Strapi 5): past the service's first page of 100.
    const inServiceOrder = (await everything("products", "en", "slug")).map((each) => each.slug);
    expect(inServiceOrder.indexOf(slug)).toBeGreaterThanOrEqual(100);
    const key = keyOfProduct(slug);
    await edit("products", key, "en", { fields: { title: "Renamed far down the list" } });
    const renamed = await walk(path);
    expect(renamed.join("")).toContain("Renamed far down the list");
  });

  /** A bulk record's key: its seed record's key and its number (cms/src/bulk.ts). */
  function keyOfProduct(slug: string): string {
    const number = Number(slug.match(/-bulk-(\d+)$/)?.[1]);
    expect(number, slug).toBeGreaterThan(0);
    return `${seedProducts[(number - 1) % seedProducts.length]!.key}-bulk-${number}`;
  }
});
