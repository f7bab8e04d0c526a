/**
 * The full-page HTML cache against the real stack (workerd's Cache API, real KV,
 * the local content service behind the test proxy): what is stored, what never
 * is, and that the webhook drops stored pages with the content they show.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import {
  CMS_TOKEN,
  cmsCalls,
  editEntry,
  get,
  h1,
  jsonLines,
  resetProxy,
  restoreSeed,
  sendWebhook,
  setCmsMode,
  siteLog,
  siteUrl,
  totalCalls,
} from "../../testing/helpers";
import { HOT_PAGE_MS } from "./html-cache";

const PRODUCT = buildPath({ kind: "product", locale: "en", slug: "optical-gel" });
const OTHER_PRODUCT = buildPath({ kind: "product", locale: "en", slug: "bird-netting" });
/** A blog article no product page shows (the menu links every product, so a product edit reaches every page). */
const BLOG = buildPath({ kind: "blog", locale: "en", slug: "why-pigeons-keep-coming-back" });
const CONTACT = buildPath({ kind: "page", locale: "en", slug: "contact" });

/** Asks for the page until it comes from the HTML cache (the store finishes after the response). */
async function cached(path: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const page = await get(path);
    expect(page.status).toBe(200);
    if (page.headers.get("x-html-cache") === "hit") return page;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} was never served from the HTML cache`);
}

function nonceOf(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] ?? "");
}

beforeEach(restoreSeed);
afterEach(resetProxy);
afterAll(restoreSeed);

describe("full-page HTML cache", () => {
  it("serves a stored page without asking the content service, with a fresh nonce each time", async () => {
    const first = await get(PRODUCT);
    expect(first.headers.get("x-html-cache")).toBe("miss");
    await cached(PRODUCT);
    // Even with the content service down, and with no KV read at all (see the log).
    await setCmsMode("down");
    await resetProxy();
    const { next } = await siteLog();
    const hit = await get(PRODUCT);
    const again = await get(PRODUCT);
    expect(hit.headers.get("x-html-cache")).toBe("hit");
    expect(h1(hit.body)).toBe("Optical gel");
    expect(totalCalls(await cmsCalls())).toBe(0);
    // The page is the one first rendered, byte for byte, apart from the nonce in
    // every place it was.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(hit.body)).toBe(withoutNonce(first.body));
    const [nonce, ...others] = nonceOf(hit.body);
    expect(nonce).toBeTruthy();
    expect(others.every((n) => n === nonce)).toBe(true);
    expect(nonceOf(hit.body)).toHaveLength(nonceOf(first.body).length);
    // Where the stored nonces are is the cache's own business.
    expect(hit.headers.has("x-nonce-offsets")).toBe(false);
    expect(hit.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(nonceOf(again.body)[0]).not.toBe(nonce);
    expect(nonceOf(first.body)[0]).not.toBe(nonce);
    // Browsers still revalidate; only the edge keeps the copy.
    expect(hit.headers.get("cache-control")).toBe("no-cache");
    expect(hit.headers.get("x-request-id")).toBeTruthy();
    // Log lines reach the test through wrangler's output, a moment after the response.
    await new Promise((r) => setTimeout(r, 400));
    const line = jsonLines((await siteLog(next)).lines).find(
      (entry) => entry.event === "request" && entry.requestId === hit.headers.get("x-request-id"),
    );
    expect(line).toMatchObject({ kind: "product", locale: "en", status: 200 });
    expect(line?.cache).toEqual({ kv: {}, html: "hit" });
  });

  it("answers a hot page from the isolate's memory for a second, never after a purge", async () => {
    await cached(PRODUCT);
    // Past the hot copy's second: the next hit reads the Cache API, the one after it memory.
    await new Promise((r) => setTimeout(r, HOT_PAGE_MS + 200));
    const { next } = await siteLog();
    const fromEdge = await get(PRODUCT);
    const fromMemory = await get(PRODUCT);
    expect(fromEdge.headers.get("x-html-cache")).toBe("hit");
    expect(fromMemory.headers.get("x-html-cache")).toBe("hit");
    // Each its own nonce, the same page.
    expect(nonceOf(fromMemory.body)[0]).not.toBe(nonceOf(fromEdge.body)[0]);
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(fromMemory.body)).toBe(withoutNonce(fromEdge.body));
    expect(fromMemory.headers.get("content-security-policy")).toContain(
      `'nonce-${nonceOf(fromMemory.body)[0]}'`,
    );
    // An edit reaches the page at once, though its copy was hot.
    const edit = await editEntry("products", "optical-gel", "en", {
      fields: { title: "Edited while hot" },
    });
    expect(edit.body.webhook?.status).toBe(200);
    const edited = await get(PRODUCT);
    expect(edited.headers.get("x-html-cache")).toBe("miss");
    expect(h1(edited.body)).toBe("Edited while hot");
    await new Promise((r) => setTimeout(r, 400));
    const tiers = jsonLines((await siteLog(next)).lines)
      .filter((entry) => entry.event === "request" && entry.path === PRODUCT)
      .map((entry) => entry.htmlTier ?? null);
    expect(tiers).toEqual(["edge", "memory", null]);
  });

  it("drops a page when the webhook reports a change to what it shows, and only that page", async () => {
    await cached(BLOG);
    await cached(PRODUCT);
    const edit = await editEntry("blogs", "why-pigeons-come-back", "en", {
      fields: { title: "Edited article" },
    });
    expect(edit.body.webhook?.status).toBe(200);
    const next = await get(BLOG);
    expect(next.headers.get("x-html-cache")).toBe("miss");
    expect(h1(next.body)).toBe("Edited article");
    expect((await get(PRODUCT)).headers.get("x-html-cache")).toBe("hit");
  });

  it("drops every stored page on a full purge", async () => {
    await cached(PRODUCT);
    await cached(OTHER_PRODUCT);
    const response = await sendWebhook({ event: "site.purge" });
    expect(response.status).toBe(202);
    expect((JSON.parse(response.body) as { pages: number }).pages).toBeGreaterThanOrEqual(2);
    expect((await get(PRODUCT)).headers.get("x-html-cache")).toBe("miss");
    expect((await get(OTHER_PRODUCT)).headers.get("x-html-cache")).toBe("miss");
  });

  it("never stores a page built while the content service was down", async () => {
    await cached(PRODUCT);
    await editEntry("products", "optical-gel", "en", { fields: { title: "Edited while up" } });
    await setCmsMode("down");
    const standIn = await get(PRODUCT);
    expect(h1(standIn.body)).toBe("Optical gel");
    // Not stored: the next request (the service still down) is built again.
    expect(standIn.headers.get("x-html-cache")).toBe("bypass");
    await new Promise((r) => setTimeout(r, 300));
    const again = await get(PRODUCT);
    expect(h1(again.body)).toBe("Optical gel");
    expect(again.headers.get("x-html-cache")).not.toBe("hit");
    await setCmsMode("up");
    expect(h1((await get(PRODUCT)).body)).toBe("Edited while up");
  });

  it("never stores the contact page: each visitor gets their own form key", async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const page = await get(CONTACT);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-html-cache")).toBe("bypass");
      expect(page.headers.get("cache-control")).toBe("private, no-cache");
      keys.add(page.body.match(/"idempotencyKey":"([^"]+)"/)?.[1] ?? "");
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(keys.size).toBe(3);
  });

  it("is bypassed with a query string, for errors and in an editor's preview", async () => {
    await cached(PRODUCT);
    expect((await get(`${PRODUCT}?utm_source=x`)).headers.get("x-html-cache")).toBe("bypass");
    const missing = await get("/products/no-such-product");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-html-cache")).toBe("bypass");
    const signIn = await fetch(`${siteUrl()}/api/preview/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/json", origin: siteUrl() },
      body: JSON.stringify({ token: CMS_TOKEN }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^editor_preview=/);
    const editor = await get(PRODUCT, { headers: { cookie } });
    expect(editor.headers.get("x-html-cache")).toBe("bypass");
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
    expect(editor.body).toContain("preview-marker");
    // What the editor saw was not stored for visitors.
    const visitor = await cached(PRODUCT);
    expect(visitor.body).not.toContain("preview-marker");
  });
});
