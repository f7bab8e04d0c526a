/**
 * The purge webhook against the real stack: the local content service's editor
 * stand-in changes content and sends the contract's webhook (through the test
 * proxy, which can hold it back), the site purges, and the proxy's call counts
 * show which cached answers were dropped.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import {
  cmsCalls,
  decodeEntities,
  deliverWebhooks,
  editEntry,
  get,
  h1,
  resetProxy,
  restoreSeed,
  sendWebhook,
  setCmsMode,
  siteUrl,
  totalCalls,
  WEBHOOK_SECRET,
} from "../../testing/helpers";

const EN_PRODUCT = buildPath({ kind: "product", locale: "en", slug: "optical-gel" });
const DE_PRODUCT = buildPath({ kind: "product", locale: "de", slug: "optisches-gel" });
const NL_PRODUCT = buildPath({ kind: "product", locale: "nl", slug: "optische-gel" });
/** The products overview lists every product. */
const EN_OVERVIEW = buildPath({ kind: "page", locale: "en", slug: "products" });
/** optical-gel is one of this solution's products. */
const EN_SOLUTION = buildPath({ kind: "solution", locale: "en", slug: "pigeons-on-buildings" });
/** Unrelated to optical-gel. */
const EN_OTHER_PRODUCT = buildPath({ kind: "product", locale: "en", slug: "bird-netting" });
const EN_BLOG = buildPath({ kind: "blog", locale: "en", slug: "why-pigeons-keep-coming-back" });

/** Requests the pages until every answer they need is cached (KV writes finish after the response). */
async function warm(paths: string[]) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await resetProxy();
    for (const path of paths) expect((await get(path)).status).toBe(200);
    if (totalCalls(await cmsCalls()) === 0) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("pages did not become cached");
}

beforeEach(restoreSeed);
afterEach(resetProxy);
afterAll(restoreSeed);

describe("purge by webhook", () => {
  it("shows a published change on the next request", async () => {
    await warm([EN_PRODUCT]);
    expect(h1((await get(EN_PRODUCT)).body)).toBe("Optical gel");
    const edit = await editEntry("products", "optical-gel", "en", {
      fields: { title: "Optical gel, now clearer" },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.webhook?.status).toBe(200);
    expect(decodeEntities(h1((await get(EN_PRODUCT)).body) ?? "")).toBe("Optical gel, now clearer");
  });

  it("without the webhook keeps serving the cached page within its freshness window", async () => {
    await warm([EN_PRODUCT]);
    await deliverWebhooks(false);
    await editEntry("products", "optical-gel", "en", { fields: { title: "Unannounced title" } });
    await resetProxy();
    expect(h1((await get(EN_PRODUCT)).body)).toBe("Optical gel");
    expect(totalCalls(await cmsCalls())).toBe(0);
  });

  it("a product edit purges its page in every locale, and the overviews and relations listing it, and nothing else", async () => {
    const pages = [
      EN_PRODUCT,
      DE_PRODUCT,
      NL_PRODUCT,
      EN_OVERVIEW,
      EN_SOLUTION,
      EN_OTHER_PRODUCT,
      EN_BLOG,
    ];
    await warm(pages);
    const edit = await editEntry("products", "optical-gel", "en", {
      fields: { title: "Optical gel 2" },
    });
    expect(edit.body.webhook?.status).toBe(200);
    await resetProxy();
    for (const path of pages) expect((await get(path)).status).toBe(200);
    const calls = await cmsCalls();
    // en, de and nl product pages (de and nl list the en record among their localizations).
    expect(calls.product).toBe(3);
    // The products overview (a page with a product list).
    expect(calls.page).toBe(1);
    expect(calls.solution).toBe(1);
    // The unrelated blog and the other product stayed cached.
    expect(calls.blog ?? 0).toBe(0);
    expect(calls.settingsContentSection ?? 0).toBe(0);
    expect(decodeEntities((await get(EN_OVERVIEW)).body)).toContain("Optical gel 2");
    expect(decodeEntities((await get(EN_SOLUTION)).body)).toContain("Optical gel 2");
  });

  it("the same webhook twice does no harm", async () => {
    await warm([EN_PRODUCT]);
    const body = {
      event: "entry.update",
      createdAt: new Date().toISOString(),
      model: "product",
      entry: { id: 1, slug: "x", locale: "en", publishedAt: null },
    };
    const edit = await editEntry("products", "optical-gel", "en", { fields: { title: "Twice" } });
    const announced = { ...body, entry: (edit.body as { entry: typeof body.entry }).entry };
    const first = await sendWebhook(announced);
    const second = await sendWebhook(announced);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body).keys).toBe(0);
    expect(h1((await get(EN_PRODUCT)).body)).toBe("Twice");
  });

  it("a purged page still stands in while the content service is down", async () => {
    await warm([EN_PRODUCT]);
    await editEntry("products", "optical-gel", "en", { fields: { title: "Edited while up" } });
    await setCmsMode("down");
    const { status, body } = await get(EN_PRODUCT);
    expect(status).toBe(200);
    expect(h1(body)).toBe("Optical gel");
    await setCmsMode("up");
    expect(h1((await get(EN_PRODUCT)).body)).toBe("Edited while up");
  });

  it("a published draft replaces the cached not-found of its slug", async () => {
    const draft = buildPath({ kind: "blog", locale: "de", slug: "tierschonende-vogelabwehr" });
    expect((await get(draft)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    await editEntry("blogs", "humane-bird-control", "de", { publish: true });
    expect((await get(draft)).status).toBe(200);
  });

  it("a menu change reaches every page of its locale only", async () => {
    const de = buildPath({ kind: "home", locale: "de" });
    const nl = buildPath({ kind: "home", locale: "nl" });
    await warm([de, nl, DE_PRODUCT]);
    await editEntry("menu", "-", "de", { fields: { footer_menu_heading: "Neu im Menü" } });
    await resetProxy();
    expect(decodeEntities((await get(de)).body)).toContain("Neu im Menü");
    expect(decodeEntities((await get(DE_PRODUCT)).body)).toContain("Neu im Menü");
    await get(nl);
    expect(await cmsCalls()).toEqual({ menu: 1 });
  });
});

describe("webhook requests", () => {
  const valid = {
    event: "entry.update",
    createdAt: "2026-11-20T10:00:00.000Z",
    model: "product",
    entry: { id: 12, slug: "pigeon-spikes", locale: "en", publishedAt: null },
  };

  it("refuses a wrong or missing secret with 401 and changes nothing", async () => {
    await warm([EN_PRODUCT]);
    expect((await sendWebhook(valid, "wrong-secret")).status).toBe(401);
    expect((await sendWebhook(valid, null)).status).toBe(401);
    expect((await sendWebhook({ event: "site.purge" }, "wrong")).status).toBe(401);
    await resetProxy();
    await get(EN_PRODUCT);
    expect(totalCalls(await cmsCalls())).toBe(0);
  });

  it.each([
    ["malformed JSON", "{ not json"],
    ["an array", "[]"],
    ["no event", JSON.stringify({ model: "product", entry: { id: 1 } })],
    ["an entry event without entry", JSON.stringify({ event: "entry.update", model: "product" })],
    ["a media event without media", JSON.stringify({ event: "media.delete" })],
  ])("answers 400 to %s", async (_name, body) => {
    const response = await sendWebhook(body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error).toBeTruthy();
  });

  it("acknowledges a model the site does not know and purges nothing", async () => {
    await warm([EN_PRODUCT, EN_BLOG]);
    const response = await sendWebhook({ ...valid, model: "unicorn" });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ ok: true, tags: [], keys: 0 });
    await resetProxy();
    await get(EN_PRODUCT);
    await get(EN_BLOG);
    expect(totalCalls(await cmsCalls())).toBe(0);
  });

  it("refuses a body above 256 KiB with 413 while reading it, and purges nothing", async () => {
    await warm([EN_PRODUCT]);
    const big = JSON.stringify({ ...valid, padding: "x".repeat(300 * 1024) });
    const response = await sendWebhook(big);
    expect(response.status).toBe(413);
    // Streamed without a length: refused once the bytes read pass the limit.
    const streamed = await fetch(`${siteUrl()}/api/cms-webhook`, {
      method: "POST",
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
          for (let i = 0; i < 6; i++) controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    await streamed.arrayBuffer();
    expect(streamed.status).toBe(413);
    await resetProxy();
    await get(EN_PRODUCT);
    expect(totalCalls(await cmsCalls())).toBe(0);
  });
});
