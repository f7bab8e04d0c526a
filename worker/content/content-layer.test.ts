/**
 * The content layer's caching rules, with real KV (Miniflare's, in workerd) and a
 * small GraphQL endpoint on 127.0.0.1 standing in for the content service.
 */
import { createServer, type Server } from "node:http";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheKey, stableStringify } from "../cache/entries";
import { forgetInFlight } from "../cache/generation";
import { HOT_ENTRY_MS } from "../cache/isolate-memory";
import { countWrites } from "../cache/kv-writes";
import { purgeEverything, purgeTags } from "../cache/purge";
import { keysTagged } from "../cache/tag-index";
import type { Settings } from "../env";
import { RequestLog } from "../log";
import { ContentLayer } from "./content-layer";
import type { Operation } from "./graphql-client";

const MENU: Operation<{ menu: { name: string } }> = {
  name: "menu",
  document: "query menu($locale: I18NLocaleCode) { menu(locale: $locale) { name } }",
};

let server: Server;
let url: string;
let calls = 0;
let answer: () => { status: number; body: unknown; delayMs?: number } = () => ({
  status: 200,
  body: {},
});
let mf: Miniflare;
let kv: KVNamespace;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", async () => {
      calls++;
      const { status, body: reply, delayMs } = answer();
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/graphql`;
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null) } }",
    kvNamespaces: ["KV"],
  });
  kv = (await mf.getKVNamespace("KV")) as unknown as KVNamespace;
});

afterAll(async () => {
  await mf.dispose();
  await new Promise((r) => server.close(r));
});

let pending: Promise<unknown>[] = [];

function layer(overrides: Partial<Settings> = {}) {
  const settings: Settings = {
    graphqlUrl: url,
    apiToken: undefined,
    mediaOrigin: undefined,
    timeoutMs: 500,
    // The stand-in below answers as the documents ask (Strapi 4's shape).
    strapiVersion: 4,
    freshSeconds: 60,
    ...overrides,
  };
  return new ContentLayer({
    kv,
    settings,
    waitUntil: (p) => pending.push(p),
    log: new RequestLog("test"),
  });
}

async function settle() {
  while (pending.length) {
    const current = pending;
    pending = [];
    await Promise.allSettled(current);
  }
}

let locale = 0;
function freshVariables() {
  locale++;
  return { locale: `x${locale}` };
}

beforeEach(() => {
  calls = 0;
  answer = () => ({ status: 200, body: { data: { menu: { name: "Main" } } } });
});

describe("content layer", () => {
  it("peeks at KV without asking the content service, and its read serves the next query", async () => {
    const vars = freshVariables();
    const content = layer();
    expect(await content.peek(MENU, vars)).toBeNull();
    expect(calls).toBe(0);
    expect(await content.query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    await settle();
    let reads = 0;
    const counted = {
      get: (...args: Parameters<KVNamespace["get"]>) => {
        reads++;
        return kv.get(...args);
      },
    } as unknown as KVNamespace;
    const later = new ContentLayer({
      kv: counted,
      settings: { graphqlUrl: url, timeoutMs: 500, freshSeconds: 60, strapiVersion: 4 } as Settings,
      waitUntil: (p) => pending.push(p),
      log: new RequestLog("test"),
    });
    expect(await later.peek(MENU, vars)).toEqual({
      data: { menu: { name: "Main" } },
      fresh: true,
      purged: false,
    });
    expect(await later.query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    expect(reads).toBe(1);
    expect(calls).toBe(1);
  });

  it("keeps an entry it read for a second: the isolate's next requests do not read KV, a purge ends it", async () => {
    const vars = freshVariables();
    await layer().query(MENU, vars);
    await settle();
    let reads = 0;
    const counted = {
      get: (...args: Parameters<KVNamespace["get"]>) => {
        reads++;
        return kv.get(...args);
      },
      put: (...args: Parameters<KVNamespace["put"]>) => kv.put(...args),
    } as unknown as KVNamespace;
    const request = () =>
      new ContentLayer({
        kv: counted,
        settings: {
          graphqlUrl: url,
          timeoutMs: 500,
          freshSeconds: 60,
          strapiVersion: 4,
        } as Settings,
        waitUntil: (p) => pending.push(p),
        log: new RequestLog("test"),
      });
    expect(await request().query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    expect(await request().query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    expect(reads).toBe(1);
    // Shared by the isolate's requests, so nothing may change it.
    const shared = await request().query(MENU, vars);
    expect(() => {
      shared.menu.name = "x";
    }).toThrow(TypeError);
    expect(reads).toBe(1);
    await new Promise((r) => setTimeout(r, HOT_ENTRY_MS + 50));
    await request().query(MENU, vars);
    expect(reads).toBe(2);
    answer = () => ({ status: 200, body: { data: { menu: { name: "Edited" } } } });
    await purgeEverything(kv);
    expect(await request().query(MENU, vars)).toEqual({ menu: { name: "Edited" } });
    await settle();
  });

  it("serves a fresh answer from KV without calling the content service", async () => {
    const vars = freshVariables();
    expect(await layer().query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    await settle();
    expect(await layer().query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    expect(calls).toBe(1);
  });

  it("coalesces identical concurrent misses into one call", async () => {
    answer = () => ({ status: 200, body: { data: { menu: { name: "Slow" } } }, delayMs: 100 });
    const vars = freshVariables();
    const content = layer();
    const results = await Promise.all(Array.from({ length: 5 }, () => content.query(MENU, vars)));
    expect(results.every((r) => r.menu.name === "Slow")).toBe(true);
    expect(calls).toBe(1);
    await settle();
  });

  it("serves a stale answer at once and refreshes it in the background", async () => {
    const vars = freshVariables();
    await layer().query(MENU, vars);
    await settle();
    answer = () => ({ status: 200, body: { data: { menu: { name: "Edited" } } } });
    const stale = layer({ freshSeconds: 0.001 });
    await new Promise((r) => setTimeout(r, 5));
    expect(await stale.query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    await settle();
    expect(await layer().query(MENU, vars)).toEqual({ menu: { name: "Edited" } });
  });

  it("serves the last good answer when the content service fails", async () => {
    const vars = freshVariables();
    await layer().query(MENU, vars);
    await settle();
    answer = () => ({ status: 502, body: { message: "down" } });
    await new Promise((r) => setTimeout(r, 5));
    expect(await layer({ freshSeconds: 0.001 }).query(MENU, vars)).toEqual({
      menu: { name: "Main" },
    });
    await settle();
    expect(await layer().query(MENU, vars)).toEqual({ menu: { name: "Main" } });
  });

  it("never caches GraphQL errors and reports them as content-service failures", async () => {
    const vars = freshVariables();
    answer = () => ({ status: 200, body: { data: null, errors: [{ message: "boom" }] } });
    await expect(layer().query(MENU, vars)).rejects.toMatchObject({ reason: "graphql" });
    await settle();
    expect(await kv.get(cacheKey("menu", vars))).toBeNull();
    answer = () => ({ status: 200, body: { data: { menu: { name: "Back" } } } });
    expect(await layer().query(MENU, vars)).toEqual({ menu: { name: "Back" } });
  });

  it("times out a slow content service", async () => {
    answer = () => ({ status: 200, body: { data: { menu: { name: "Late" } } }, delayMs: 1000 });
    await expect(layer({ timeoutMs: 100 }).query(MENU, freshVariables())).rejects.toMatchObject({
      reason: "timeout",
    });
  });

  it("keys by operation and variables in a stable order", () => {
    expect(cacheKey("menu", { locale: "de", a: 1 })).toBe(cacheKey("menu", { a: 1, locale: "de" }));
    expect(cacheKey("menu", { locale: "de" })).not.toBe(cacheKey("menu", { locale: "nl" }));
    expect(stableStringify({ b: [2, { d: 1, c: 0 }], a: undefined })).toBe(
      '{"b":[2,{"c":0,"d":1}]}',
    );
  });
});

const PRODUCT: Operation<{ products: unknown }> = {
  name: "product",
  document:
    "query product($locale: I18NLocaleCode, $slug: String!) { products(locale: $locale) { data { __typename id } } }",
};
const productAnswer = (id: string) => ({
  status: 200,
  body: { data: { products: { data: [{ __typename: "ProductEntity", id, attributes: {} }] } } },
});

describe("tags and purges", () => {
  it("indexes an answer under the records it shows and purges exactly those", async () => {
    const a = { locale: "de", slug: `a${Date.now()}` };
    const b = { locale: "de", slug: `b${Date.now()}` };
    answer = () => productAnswer("901");
    await layer().query(PRODUCT, a);
    answer = () => productAnswer("902");
    await layer().query(PRODUCT, b);
    await settle();
    expect((await keysTagged(kv, "product:901")).map((e) => e.key)).toEqual([
      cacheKey("product", a),
    ]);
    const result = await purgeTags(kv, ["product:901"]);
    expect(result).toEqual({ keys: 1, failed: 0 });
    expect(await purgeTags(kv, ["product:901"])).toEqual({ keys: 0, failed: 0 });
    calls = 0;
    answer = () => productAnswer("901");
    await layer().query(PRODUCT, a);
    answer = () => productAnswer("902");
    await layer().query(PRODUCT, b);
    expect(calls).toBe(1);
    await settle();
  });

  it("records the tags a request used, from KV hits too", async () => {
    const vars = { locale: "nl", slug: `c${Date.now()}` };
    answer = () => productAnswer("903");
    await layer().query(PRODUCT, vars);
    await settle();
    const hit = layer();
    await hit.query(PRODUCT, vars);
    expect(calls).toBe(1);
    expect([...hit.tagsUsed]).toContain("product:903");
  });

  it("does not write back an answer fetched before a purge", async () => {
    const vars = { locale: "fr", slug: `d${Date.now()}` };
    answer = () => ({ ...productAnswer("904"), delayMs: 100 });
    const pendingQuery = layer().query(PRODUCT, vars);
    await new Promise((r) => setTimeout(r, 20));
    await purgeTags(kv, ["product:904"]);
    await pendingQuery;
    await settle();
    expect(await kv.get(cacheKey("product", vars))).toBeNull();
  });

  it("a refresh with unchanged tags writes the answer only, new tags are indexed", async () => {
    const vars = { locale: "it", slug: `e${Date.now()}` };
    answer = () => productAnswer("905");
    await layer().query(PRODUCT, vars);
    await settle();
    const [indexed] = await keysTagged(kv, "product:905");
    await kv.delete(indexed!.indexKey);
    await new Promise((r) => setTimeout(r, 5));
    await layer({ freshSeconds: 0.001 }).query(PRODUCT, vars);
    await settle();
    expect(calls).toBe(2);
    expect(await keysTagged(kv, "product:905")).toEqual([]);
    answer = () => productAnswer("906");
    await new Promise((r) => setTimeout(r, 5));
    await layer({ freshSeconds: 0.001 }).query(PRODUCT, vars);
    await settle();
    expect((await keysTagged(kv, "product:906")).map((e) => e.key)).toEqual([
      cacheKey("product", vars),
    ]);
  });

  it("a refresh that brings the same answer writes nothing and is fresh again; a change writes once", async () => {
    const vars = freshVariables();
    await layer().query(MENU, vars);
    await settle();
    const counted = countWrites(kv);
    const request = () =>
      new ContentLayer({
        kv: counted.kv,
        settings: { graphqlUrl: url, timeoutMs: 500, freshSeconds: 1 } as Settings,
        waitUntil: (p) => pending.push(p),
        log: new RequestLog("test"),
      });
    await new Promise((r) => setTimeout(r, 1050));
    calls = 0;
    // Stale: served at once, refreshed in the background with the same answer.
    expect(await request().query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    await settle();
    expect(calls).toBe(1);
    expect(counted.writes()).toBe(0);
    // Fresh again in this isolate: no second call for the same answer.
    await request().query(MENU, vars);
    await settle();
    expect(calls).toBe(1);
    // A changed answer is written once: the entry, not its unchanged index.
    await new Promise((r) => setTimeout(r, 1050));
    answer = () => ({ status: 200, body: { data: { menu: { name: "Edited" } } } });
    await request().query(MENU, vars);
    await settle();
    expect(calls).toBe(2);
    expect(counted.writes()).toBe(1);
    expect(await request().query(MENU, vars)).toEqual({ menu: { name: "Edited" } });
  });

  it("a purged answer still stands in when the content service fails", async () => {
    const vars = { locale: "sv", slug: `f${Date.now()}` };
    answer = () => productAnswer("907");
    await layer().query(PRODUCT, vars);
    await settle();
    await purgeTags(kv, ["product:907"]);
    answer = () => ({ status: 502, body: { message: "down" } });
    const log = new RequestLog("down");
    const content = new ContentLayer({
      kv,
      settings: {
        graphqlUrl: url,
        apiToken: undefined,
        mediaOrigin: undefined,
        timeoutMs: 500,
        strapiVersion: 4,
        freshSeconds: 60,
      },
      waitUntil: (p) => pending.push(p),
      log,
    });
    expect(await content.query(PRODUCT, vars)).toEqual(productAnswer("907").body.data);
    expect(log.content[0]).toMatchObject({ cache: "error-stale", ok: false });
  });

  it("another isolate's call that began before a purge does not write over it", async () => {
    const vars = { locale: "es", slug: `g${Date.now()}` };
    answer = () => productAnswer("908");
    await layer().query(PRODUCT, vars);
    await settle();
    // A second copy of the modules: another isolate, with its own in-flight state.
    vi.resetModules();
    const other = await import("../cache/purge");
    answer = () => ({ ...productAnswer("909"), delayMs: 150 });
    await new Promise((r) => setTimeout(r, 5));
    const refreshing = layer({ freshSeconds: 0.001 }).query(PRODUCT, vars);
    await new Promise((r) => setTimeout(r, 30));
    expect(await other.purgeTags(kv, ["product:908"])).toEqual({ keys: 1, failed: 0 });
    await refreshing;
    await settle();
    const stored = await kv.get<{ purgedAt?: number }>(cacheKey("product", vars), "json");
    expect(stored?.purgedAt).toBeTypeOf("number");
  });

  it("purges everything as the fallback", async () => {
    await layer().query(MENU, freshVariables());
    await settle();
    const { keys } = await purgeEverything(kv);
    expect(keys).toBeGreaterThan(0);
    expect((await kv.list({ prefix: "gql:" })).keys).toHaveLength(0);
  });

  it("keeps an answer that found nothing out of KV and its index, in the isolate only", async () => {
    const PRODUCT: Operation<{ products: { data: unknown[] } }> = {
      name: "productBySlug",
      document:
        "query productBySlug($slug: String, $locale: I18NLocaleCode) { products { data { id } } }",
    };
    answer = () => ({ status: 200, body: { data: { products: { data: [] } } } });
    const vars = { ...freshVariables(), slug: "made-up" };
    const before = (await kv.list()).keys.length;
    expect(await layer().query(PRODUCT, vars)).toEqual({ products: { data: [] } });
    await settle();
    expect((await kv.list()).keys.length).toBe(before);
    // The isolate's next request does not ask again ...
    expect(await layer().query(PRODUCT, vars)).toEqual({ products: { data: [] } });
    expect(calls).toBe(1);
    // ... until a purge, after which a record created under that slug shows.
    forgetInFlight();
    answer = () => ({
      status: 200,
      body: { data: { products: { data: [{ __typename: "ProductEntity", id: "9" }] } } },
    });
    expect((await layer().query(PRODUCT, vars)).products.data).toHaveLength(1);
    await settle();
    expect(calls).toBe(2);
    expect(await kv.get(cacheKey(PRODUCT.name, vars))).not.toBeNull();
    expect(await keysTagged(kv, "product:9")).toHaveLength(1);
  });

  it("serves a stale not-found while asking again, and when the content service fails", async () => {
    const PRODUCT: Operation<{ products: { data: unknown[] } }> = {
      name: "productBySlug",
      document:
        "query productBySlug($slug: String, $locale: I18NLocaleCode) { products { data { id } } }",
    };
    answer = () => ({ status: 200, body: { data: { products: { data: [] } } } });
    const vars = { ...freshVariables(), slug: "made-up-too" };
    await layer({ freshSeconds: 0.05 }).query(PRODUCT, vars);
    await settle();
    await new Promise((r) => setTimeout(r, 80));
    answer = () => ({ status: 500, body: { errors: [{ message: "down" }] } });
    expect(await layer({ freshSeconds: 0.05 }).query(PRODUCT, vars)).toEqual({
      products: { data: [] },
    });
    await settle();
    // Once found, the record is what the next request gets.
    answer = () => ({
      status: 200,
      body: { data: { products: { data: [{ __typename: "ProductEntity", id: "10" }] } } },
    });
    await layer({ freshSeconds: 0.05 }).query(PRODUCT, vars);
    await settle();
    expect((await layer().query(PRODUCT, vars)).products.data).toHaveLength(1);
  });
});

describe("whether every answer a request used was current", () => {
  it("holds for fresh and fetched answers, not once one was stale, failed or stood in", async () => {
    const vars = freshVariables();
    const fetched = layer();
    await fetched.query(MENU, vars);
    await settle();
    await fetched.query(MENU, vars);
    expect(fetched.allCurrent).toBe(true);

    await new Promise((r) => setTimeout(r, 5));
    const stale = layer({ freshSeconds: 0.001 });
    await stale.query(MENU, vars);
    expect(stale.allCurrent).toBe(false);
    await settle();

    const stored = await kv.get<{ tags: string[] }>(cacheKey(MENU.name, vars), "json");
    await purgeTags(kv, stored?.tags ?? []);
    answer = () => ({ status: 502, body: { message: "down" } });
    const standingIn = layer();
    expect(await standingIn.query(MENU, vars)).toEqual({ menu: { name: "Main" } });
    expect(standingIn.allCurrent).toBe(false);

    const failed = layer();
    await expect(failed.query(MENU, freshVariables())).rejects.toThrow();
    expect(failed.allCurrent).toBe(false);
  });
});
