/**
 * What visitors cost the content layer, through the real stack: KV writes counted at
 * the binding (each request that wrote logs `kv.written` with its count) and the
 * content service's calls counted by the proxy in front of it.
 *
 * - 60 views of 20 unchanged pages once their cached answers are stale: at most 2
 *   KV writes a page, refreshes included (issue 27's goal).
 * - 250 requests for invented product slugs and pages in every locale: at most 20
 *   content-service calls, and no KV writes beyond one list per locale and kind.
 * - 100 requests of /healthz: at most 10 content-service calls.
 * - A record published again shows on the very next request after its webhook.
 *
 * Pages are asked with a query string, which the full-page HTML cache never keeps,
 * so that what is measured is the content layer alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import {
  cmsCalls,
  editEntry,
  get,
  jsonLines,
  purgeEverything,
  records,
  resetProxy,
  restoreSeed,
  siteLog,
  totalCalls,
} from "../../testing/helpers";

/** The test stack's CONTENT_FRESH_SECONDS (testing/global-setup.ts). */
const FRESH_SECONDS = 30;
const BYPASS_HTML_CACHE = "?costs=1";

async function settle() {
  // KV writes happen after the response (waitUntil).
  await new Promise((r) => setTimeout(r, 2000));
}

/** KV writes the site logged from log index `from` on. */
async function kvWritesSince(from: number): Promise<number> {
  const { lines } = await siteLog(from);
  return jsonLines(lines)
    .filter((line) => line.event === "kv.written")
    .reduce((sum, line) => sum + Number(line.writes ?? 0), 0);
}

async function logMark(): Promise<number> {
  return (await siteLog()).next;
}

/** Twenty record pages and homes, of several kinds and locales. */
async function twentyPages(): Promise<string[]> {
  const paths: string[] = [];
  for (const locale of ["en", "de", "nl", "fr"] as const) {
    paths.push(buildPath({ kind: "home", locale }));
    const products = await records("products", locale);
    for (const product of products.slice(0, 2))
      paths.push(buildPath({ kind: "product", locale, slug: product.slug }));
    const solutions = await records("solutions", locale);
    paths.push(buildPath({ kind: "solution", locale, slug: solutions[0]!.slug }));
    const blogs = await records("blogs", locale);
    paths.push(buildPath({ kind: "blog", locale, slug: blogs[0]!.slug }));
  }
  expect(paths).toHaveLength(20);
  return paths.map((path) => `${path}${BYPASS_HTML_CACHE}`);
}

/** Made-up product slugs and CMS pages, in every locale in turn. */
function invented(n: number): string {
  const locale = LOCALES[n % LOCALES.length]!;
  const junk = `made-up-${n}-${Math.random().toString(36).slice(2, 8)}`;
  return n % 2 === 0
    ? buildPath({ kind: "product", locale, slug: junk })
    : buildPath({ kind: "page", locale, slug: junk });
}

beforeAll(async () => {
  await purgeEverything();
  await resetProxy();
});
afterAll(restoreSeed);

describe("KV writes follow edits, not views", () => {
  it("60 views of 20 unchanged pages after their answers went stale: at most 2 writes a page", async () => {
    const pages = await twentyPages();
    for (const path of pages) expect((await get(path)).status, path).toBe(200);
    await settle();
    await new Promise((r) => setTimeout(r, FRESH_SECONDS * 1000 + 500));
    const from = await logMark();
    await resetProxy();
    for (let round = 0; round < 3; round++)
      for (const path of pages) expect((await get(path)).status, path).toBe(200);
    await settle();
    const writes = await kvWritesSince(from);
    const calls = totalCalls(await cmsCalls());
    console.log(`60 views of 20 stale pages: ${writes} KV writes, ${calls} content calls`);
    expect(writes).toBeLessThanOrEqual(2 * pages.length);
    // Each stale answer was refreshed once, not once per view.
    expect(calls).toBeLessThan(60);
  }, 150_000);
});

describe("invented URLs", () => {
  it("250 requests for made-up products and pages in every locale: at most 20 content calls, no writes per URL", async () => {
    // What every visitor's page needs first (menu and settings of each locale).
    for (const locale of LOCALES) await get(buildPath({ kind: "home", locale }));
    await settle();
    await resetProxy();
    let from = await logMark();
    const statuses = new Map<number, number>();
    // Eight at a time, so that the burst fits in one freshness window where it can.
    const ask = async () => {
      let next = 0;
      const visit = async () => {
        while (next < 250) {
          const { status } = await get(invented(next++));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 8 }, visit));
    };
    const started = Date.now();
    await ask();
    const elapsed = Date.now() - started;
    await settle();
    const calls = await cmsCalls();
    const firstWrites = await kvWritesSince(from);
    console.log(
      `250 invented URLs in ${elapsed} ms: ${totalCalls(calls)} content calls ${JSON.stringify(calls)}, ${firstWrites} KV writes`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 404: 250 });
    // Not one record looked up: the lists decided.
    expect((calls.product ?? 0) + (calls.page ?? 0)).toBe(0);
    // At most 20 within a freshness window (the two lists of each locale). A busy
    // machine may stretch the burst over more windows: then each answer it uses
    // (menu, settings, two lists per locale) is refreshed once per window, as it
    // would be for any visitor.
    const windows = Math.ceil(elapsed / (FRESH_SECONDS * 1000));
    expect(totalCalls(calls)).toBeLessThanOrEqual(20 + 4 * LOCALES.length * (windows - 1));
    // The lists of published slugs, once per locale and kind (an entry and its few tags).
    expect(firstWrites).toBeLessThanOrEqual(LOCALES.length * 2 * 8);
    // Another 250: nothing more written.
    from = await logMark();
    statuses.clear();
    await ask();
    await settle();
    expect(Object.fromEntries(statuses)).toEqual({ 404: 250 });
    expect(await kvWritesSince(from)).toBe(0);
  }, 240_000);

  it("a record published again shows on the very next request after its webhook", async () => {
    const [product] = await records("products", "nl");
    const path = buildPath({ kind: "product", locale: "nl", slug: product!.slug });
    const key = await productKey(product!.slug);
    expect((await get(path)).status).toBe(200);
    await editEntry("products", key, "nl", { publish: false });
    expect((await get(path)).status).toBe(404);
    await editEntry("products", key, "nl", { publish: true });
    expect((await get(path)).status).toBe(200);
  });
});

describe("/healthz", () => {
  it("100 checks cost the content service at most 10 calls and say it is up", async () => {
    await resetProxy();
    const statuses = new Map<number, number>();
    for (let n = 0; n < 100; n++) {
      const { status } = await get("/healthz");
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const calls = totalCalls(await cmsCalls());
    console.log(`100 /healthz: ${calls} content calls`);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 100 });
    expect(calls).toBeLessThanOrEqual(10);
  });
});

/** The seed key of a Dutch product, from its slug (the admin stand-in addresses records by key). */
async function productKey(slug: string): Promise<string> {
  const { readFileSync } = await import("node:fs");
  const seed = JSON.parse(
    readFileSync(new URL("../../cms/seed/products.json", import.meta.url), "utf8"),
  ) as { key: string; locales: Record<string, { slug: string }> }[];
  return seed.find((entry) => entry.locales.nl?.slug === slug)!.key;
}
