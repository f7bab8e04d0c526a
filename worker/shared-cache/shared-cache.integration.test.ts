/**
 * Shared pages in the platform's cache (Workers Cache; here its stand-in,
 * scripts/workers-cache.mjs, in front of the worker in workerd as in production):
 * a hit never runs the worker, the webhook's purge by tag shows on the next
 * request, an invalidated page is revalidated with its ETag and kept on a 304,
 * and nothing made for one visitor or editor is ever shared.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import {
  cacheStats,
  cacheStatus,
  editEntry,
  editorCookie,
  fromSharedEntrypoint,
  get,
  h1,
  resetProxy,
  restoreSeed,
  sendWebhook,
  setCmsMode,
  sharedCache,
  siteUrl,
  workerRuns,
} from "../../testing/helpers";

const PRODUCT = buildPath({ kind: "product", locale: "en", slug: "optical-gel" });
const OTHER_PRODUCT = buildPath({ kind: "product", locale: "en", slug: "bird-netting" });
/** A blog article no product page shows (the menu links every product, so a product edit reaches every page). */
const BLOG = buildPath({ kind: "blog", locale: "en", slug: "why-pigeons-keep-coming-back" });
const CONTACT = buildPath({ kind: "page", locale: "en", slug: "contact" });

/** The page as the cache has it: asked until the cache answers without the worker. */
async function cached(path: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const page = await get(path);
    expect(page.status).toBe(200);
    if (cacheStatus(page) === "HIT") return page;
  }
  throw new Error(`${path} was never answered from the cache`);
}

/**
 * The page's content in KV, its shared copy gone: on a busy machine the first
 * render after a full purge may wait past the content service's timeout, and a
 * page built from a standing-in answer is rightly never shared.
 */
async function contentWarm(path: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const warm = await get(`${path}?warm=${attempt}`);
    if (warm.status === 200) break;
  }
  await sharedCache("purge", { purgeEverything: true });
}

beforeEach(async () => {
  await restoreSeed();
  await sharedCache("purge", { purgeEverything: true });
});
afterEach(resetProxy);
afterAll(restoreSeed);

describe("shared pages in the platform's cache", () => {
  it("answers a hit without running the worker, byte for byte, with headers only the cache reads removed", async () => {
    await contentWarm(PRODUCT);
    const runs = await workerRuns(PRODUCT);
    const first = await get(PRODUCT);
    expect(cacheStatus(first)).toBe("MISS");
    const hits = await Promise.all([get(PRODUCT), get(PRODUCT), get(PRODUCT)]);
    for (const hit of hits) {
      expect(cacheStatus(hit)).toBe("HIT");
      expect(hit.body).toBe(first.body);
    }
    expect(await workerRuns(PRODUCT)).toBe(runs + 1);
    // Browsers revalidate; the edge's lifetime and the tags stay between cache and worker.
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.has("cloudflare-cdn-cache-control")).toBe(false);
    expect(first.headers.has("cache-tag")).toBe(false);
    // No `Vary: Cookie`: the shared entrypoint never sees a cookie (gateway.ts).
    expect(first.headers.get("vary") ?? "").not.toContain("cookie");
    expect(first.headers.get("etag")).toMatch(/^W\/"/);
    // A browser's revalidation is answered by the cache, without the worker.
    const again = await fetch(`${siteUrl()}${PRODUCT}`, {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await workerRuns(PRODUCT)).toBe(runs + 1);
  });

  it("the worker tags a shared page with the content it shows, within the platform's limits", async () => {
    await contentWarm(PRODUCT);
    // Asked of the shared entrypoint itself: the cache consumes the header.
    const direct = await fromSharedEntrypoint(PRODUCT);
    await direct.arrayBuffer();
    const tags = (direct.headers.get("cache-tag") ?? "").split(",");
    expect(tags).toContain("slug:product:en:optical-gel");
    expect(tags.length).toBeGreaterThan(10);
    expect(tags.length).toBeLessThanOrEqual(1000);
    expect((direct.headers.get("cache-tag") ?? "").length).toBeLessThanOrEqual(16 * 1024);
    for (const tag of tags) expect(tag).toMatch(/^[\x21-\x2b\x2d-\x7e]{1,1024}$/);
    expect(direct.headers.get("cloudflare-cdn-cache-control")).toBe(
      "max-age=300, stale-while-revalidate=3600, stale-if-error=3600",
    );
  });

  it("shows an edit on the next request after its webhook's purge by tag, and keeps pages that do not show it", async () => {
    await cached(BLOG);
    await cached(PRODUCT);
    const productRuns = await workerRuns(PRODUCT);
    const edit = await editEntry("blogs", "why-pigeons-come-back", "en", {
      fields: { title: "Edited article" },
    });
    expect(edit.body.webhook?.status).toBe(200);
    const next = await get(BLOG);
    expect(cacheStatus(next)).toBe("MISS");
    expect(h1(next.body)).toBe("Edited article");
    expect(cacheStatus(await get(PRODUCT))).toBe("HIT");
    expect(await workerRuns(PRODUCT)).toBe(productRuns);
  });

  it("drops every shared page on a full purge", async () => {
    await cached(PRODUCT);
    await cached(OTHER_PRODUCT);
    const response = await sendWebhook({ event: "site.purge" });
    expect(response.status).toBe(202);
    expect((JSON.parse(response.body) as { pages: string }).pages).toBe("purged");
    expect(cacheStatus(await get(PRODUCT))).toBe("MISS");
    expect(cacheStatus(await get(OTHER_PRODUCT))).toBe("MISS");
  });

  it("revalidates an invalidated page with its ETag: the worker answers 304 and both caches keep the body", async () => {
    const first = await cached(PRODUCT);
    const before = (await cacheStats()).revalidations.length;
    await sharedCache("invalidate", { tags: ["slug:product:en:optical-gel"] });
    // Stale-while-revalidate: served at once from the kept copy while the worker is asked.
    const stale = await get(PRODUCT);
    expect(cacheStatus(stale)).toBe("UPDATING");
    expect(stale.body).toBe(first.body);
    let revalidations = (await cacheStats()).revalidations.slice(before);
    for (let i = 0; i < 50 && revalidations.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      revalidations = (await cacheStats()).revalidations.slice(before);
    }
    // The gateway's cache asked the gateway, which the shared cache answered 304 from
    // its stale copy at once; the shared cache then asked the worker itself.
    expect(revalidations).toEqual([
      { entrypoint: "default", path: PRODUCT, status: 304 },
      { entrypoint: "SharedPages", path: PRODUCT, status: 304 },
    ]);
    const after = await get(PRODUCT);
    expect(cacheStatus(after)).toBe("HIT");
    expect(after.body).toBe(first.body);
    // The kept page keeps its own policy: the 304's headers replace the stored ones.
    expect(after.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(after.headers.get("content-security-policy")).toContain("script-src");
  });

  it("never shares a page built while the content service was down", async () => {
    await cached(PRODUCT);
    await editEntry("products", "optical-gel", "en", { fields: { title: "Edited while up" } });
    await setCmsMode("down");
    const standIn = await get(PRODUCT);
    expect(h1(standIn.body)).toBe("Optical gel");
    expect(cacheStatus(standIn)).toBe("BYPASS");
    const again = await get(PRODUCT);
    expect(cacheStatus(again)).not.toBe("HIT");
    await setCmsMode("up");
    expect(h1((await get(PRODUCT)).body)).toBe("Edited while up");
  });

  it("never shares the contact page: each visitor gets their own form key", async () => {
    const runs = await workerRuns(CONTACT);
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const page = await get(CONTACT);
      expect(page.status).toBe(200);
      expect(cacheStatus(page)).toBe("BYPASS");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      keys.add(page.body.match(/"idempotencyKey":"([^"]+)"/)?.[1] ?? "");
    }
    expect(keys.size).toBe(3);
    expect(await workerRuns(CONTACT)).toBe(runs + 3);
    const data = await get(`/api/route-data?path=${encodeURIComponent(CONTACT)}`);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect(cacheStatus(data)).toBe("BYPASS");
  });

  it("never serves a signed-in editor the shared copy, and never shares what the editor saw", async () => {
    const visitorCopy = await cached(PRODUCT);
    const cookie = await editorCookie();
    const runs = await workerRuns(PRODUCT);
    for (let i = 0; i < 2; i++) {
      const editor = await get(PRODUCT, { headers: { cookie } });
      // Answered by the gateway itself: the shared cache never sees the editor.
      expect(cacheStatus(editor)).toBe("DYNAMIC");
      expect(editor.headers.get("cache-control")).toBe("private, no-store");
      expect(editor.body).toContain("preview-marker");
    }
    expect(await workerRuns(PRODUCT)).toBe(runs);
    // A draft shows at once, without any purge.
    const draft = await get("/de/blogs/tierschonende-vogelabwehr", { headers: { cookie } });
    expect(draft.status).toBe(200);
    expect((await get("/de/blogs/tierschonende-vogelabwehr")).status).toBe(404);
    // Visitors still get their copy, never the editor's.
    const visitor = await get(PRODUCT);
    expect(cacheStatus(visitor)).toBe("HIT");
    expect(visitor.body).toBe(visitorCopy.body);
    expect(visitor.body).not.toContain("preview-marker");
  });

  it("never shares invented URLs, query strings or error pages", async () => {
    // A query string: answered by the gateway, never handed to the shared cache.
    await get(`${PRODUCT}?utm_source=x`);
    expect(cacheStatus(await get(`${PRODUCT}?utm_source=x`))).toBe("DYNAMIC");
    for (const path of ["/products/no-such-product", "/en/products/no-such-product"]) {
      await get(path);
      const again = await get(path);
      expect(cacheStatus(again), path).toBe("BYPASS");
    }
  });
});
