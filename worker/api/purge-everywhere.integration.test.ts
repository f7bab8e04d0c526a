/**
 * A publish purges its pages at every location: the webhook hands the URLs of the
 * stored pages it drops (what the HTML cache indexed under the change's tags) to
 * Cloudflare's purge-by-URL API, here its stand-in at the network edge
 * (testing/purge-api.ts, configured by testing/global-setup.ts).
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { isLocale, LOCALES } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import {
  cmsQuery,
  editEntry,
  failPurgeApi,
  get,
  jsonLines,
  purgeApiCalls,
  records,
  resetProxy,
  resetPurgeApi,
  restoreSeed,
  sendWebhook,
  siteLog,
  siteUrl,
} from "../../testing/helpers";
import { PURGE_TOKEN, PURGE_ZONE_ID, type PurgeCall } from "../../testing/purge-api";
import { URLS_PER_CALL } from "../cache/purge-everywhere";

/** The products overview lists every product. */
const EN_OVERVIEW = buildPath({ kind: "page", locale: "en", slug: "products" });

/** Every page of a product: its own locale's and its localizations'. */
async function productPaths(slug: string): Promise<string[]> {
  const product = (await records("products", "en")).find((record) => record.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  const localized = product.localizations.data.map((entity) => entity.attributes);
  return [{ locale: "en", slug }, ...localized].flatMap(({ locale, slug: own }) =>
    isLocale(locale) ? [buildPath({ kind: "product", locale, slug: own })] : [],
  );
}

/** Asks for each page until the HTML cache serves it (it stores after the response). */
async function stored(paths: string[]) {
  for (const path of paths) expect((await get(path)).status).toBe(200);
  for (const path of paths) {
    for (let attempt = 0; ; attempt++) {
      if ((await get(path)).headers.get("x-html-cache") === "hit") break;
      if (attempt > 40) throw new Error(`${path} was never served from the HTML cache`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The stand-in's calls once they stop coming (the purge runs after the webhook's answer). */
async function settledCalls(): Promise<PurgeCall[]> {
  let calls: PurgeCall[] = [];
  for (let quiet = 0, attempt = 0; attempt < 100 && quiet < 5; attempt++) {
    await new Promise((r) => setTimeout(r, 100));
    const now = await purgeApiCalls();
    quiet = now.length > 0 && now.length === calls.length ? quiet + 1 : 0;
    calls = now;
  }
  return calls;
}

/** Which of these pages the webhook dropped here: the HTML cache renders them again. */
async function droppedHere(paths: string[]): Promise<Set<string>> {
  const dropped = new Set<string>();
  for (const path of paths)
    if ((await get(path)).headers.get("x-html-cache") !== "hit") dropped.add(path);
  return dropped;
}

function expectWellFormed(calls: PurgeCall[]) {
  for (const call of calls) {
    expect(call.zone).toBe(PURGE_ZONE_ID);
    expect(call.authorization).toBe(`Bearer ${PURGE_TOKEN}`);
    expect(call.purge_everything).toBeUndefined();
    expect(call.files!.length).toBeGreaterThan(0);
    expect(call.files!.length).toBeLessThanOrEqual(URLS_PER_CALL);
    for (const url of call.files!) expect(url.startsWith(`${siteUrl()}/`), url).toBe(true);
  }
}

beforeEach(async () => {
  await restoreSeed();
  await resetPurgeApi();
});
afterEach(resetProxy);
afterAll(async () => {
  await restoreSeed();
  await resetPurgeApi();
});

describe("purge at every location", () => {
  it("a product edit sends exactly the URLs of the pages the HTML cache drops, with the token", async () => {
    const product = await productPaths("optical-gel");
    expect(product.length).toBeGreaterThan(2);
    const deBlog = buildPath({
      kind: "blog",
      locale: "de",
      slug: (await records("blogs", "de"))[0]!.slug,
    });
    const pages = [...product, EN_OVERVIEW, deBlog];
    await stored(pages);
    await resetPurgeApi();

    const edit = await editEntry("products", "optical-gel", "en", {
      fields: { title: "Optical gel, seen everywhere" },
    });
    expect(edit.body.webhook?.status).toBe(200);
    const calls = await settledCalls();
    expectWellFormed(calls);
    const sent = calls.flatMap((call) => call.files ?? []);
    expect(new Set(sent).size).toBe(sent.length);
    const received = new Set(sent);

    const dropped = await droppedHere(pages);
    // Every locale's page of the product and the overview listing it, everywhere…
    for (const path of [...product, EN_OVERVIEW]) expect(dropped.has(path), path).toBe(true);
    // …a page that does not show it, nowhere…
    expect(dropped.has(deBlog)).toBe(false);
    // …and of the pages stored, exactly those the HTML cache dropped here.
    for (const path of pages)
      expect(received.has(`${siteUrl()}${path}`), path).toBe(dropped.has(path));
  }, 60_000);

  it("a product published reaches every page listing products, in batches, retried when rate-limited", async () => {
    const pages = [EN_OVERVIEW];
    for (const locale of LOCALES) {
      for (const record of await records("products", locale))
        pages.push(buildPath({ kind: "product", locale, slug: record.slug }));
    }
    expect(pages.length).toBeGreaterThan(URLS_PER_CALL);
    await stored(pages);
    await resetPurgeApi();
    await failPurgeApi(429, 1);
    const { next } = await siteLog();

    const ids = await cmsQuery<{ products: { data: { id: string }[] } }>(
      `{ products(locale: "en", filters: { slug: { eq: "optical-gel" } }) { data { id } } }`,
    );
    const webhook = await sendWebhook({
      event: "entry.publish",
      model: "product",
      // Strapi 4's numeric id or Strapi 5's documentId, as the stack runs: the site tags by either.
      entry: { id: ids.products.data[0]!.id, slug: "optical-gel", locale: "en" },
    });
    expect(webhook.status).toBe(200);
    const calls = await settledCalls();
    expectWellFormed(calls);
    // The first batch was refused (429) and sent again, the same URLs.
    expect(calls[0]!.status).toBe(429);
    expect(calls[1]!.status).toBe(200);
    expect(calls[1]!.files).toEqual(calls[0]!.files);
    const accepted = calls.slice(1);
    expect(accepted.every((call) => call.status === 200)).toBe(true);
    expect(accepted.length).toBeGreaterThanOrEqual(Math.ceil(pages.length / URLS_PER_CALL));
    const sent = accepted.flatMap((call) => call.files ?? []);
    expect(new Set(sent).size).toBe(sent.length);
    expect(JSON.parse(webhook.body).everywhere).toBe(sent.length);
    for (const path of pages) expect(sent, path).toContain(`${siteUrl()}${path}`);

    // One log line per batch with its counts, never the token.
    await new Promise((r) => setTimeout(r, 300));
    const { lines } = await siteLog(next);
    const batches = jsonLines(lines).filter((line) => line.event === "cache.purged_everywhere");
    expect(batches).toHaveLength(accepted.length);
    expect(batches[0]).toMatchObject({ batch: 1, attempts: 2, status: 200, ok: true });
    expect(batches.reduce((sum, line) => sum + Number(line.urls), 0)).toBe(sent.length);
    expect(lines.join("\n")).not.toContain(PURGE_TOKEN);
  }, 120_000);
});
