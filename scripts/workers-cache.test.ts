/**
 * The stand-in for Workers Cache (scripts/workers-cache.mjs) against a tiny worker
 * of the test's own (a node:http server that counts what it is asked), one rule of
 * the platform per test; time moves by the stand-in's injected clock, never by
 * sleeping. docs/caching.md ("The local stand-in for Workers Cache") names the
 * Cloudflare page behind each rule.
 */
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { CacheStats } from "../testing/helpers";

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
interface PurgeResult {
  success: boolean;
  errors: { code: number; message: string }[];
}
interface StandIn {
  url: string;
  controlUrl: string;
  entrypointSecret: string;
  stop(): Promise<unknown>;
}
interface StartOptions {
  port: number;
  target: string;
  now?: () => number;
  version?: string;
  crossVersionCache?: boolean;
  entrypoints?: Record<string, { enabled: boolean }>;
  purgeLimits?: { burst?: number; perMinute?: number; maxPerCall?: number };
  staticAssets?: (path: string) => boolean;
}
// The module has no declaration file (scripts/*.mjs): typed here, where it is used.
const { startWorkersCache } = (await import(
  /* @vite-ignore */ new URL("./workers-cache.mjs", import.meta.url).href
)) as { startWorkersCache(options: StartOptions): Promise<StandIn> };

type Reply = { status?: number; headers?: Record<string, string>; body?: string };
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** The test's worker: `reply` answers each request; `seen` lists them. */
function fakeWorker() {
  const worker = {
    seen: [] as Seen[],
    reply: (_seen: Seen): Reply => ({ status: 404, headers: { "cache-control": "no-store" } }),
    server: null as Server | null,
    runs: (path: string) => worker.seen.filter((s) => s.url.split("?")[0] === path).length,
  };
  worker.server = createServer((req, res) => {
    const seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers };
    worker.seen.push(seen);
    const { status = 200, headers = {}, body = "" } = worker.reply(seen);
    res.writeHead(status, headers);
    res.end(body);
  });
  return worker;
}

let time = 1_700_000_000_000;
const clock = () => time;
const running: (() => Promise<unknown>)[] = [];

async function start(options: Partial<StartOptions> = {}) {
  const worker = fakeWorker();
  const server = worker.server!;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cache = await startWorkersCache({ port: 0, target, now: clock, ...options });
  const stopWorker = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  running.push(() => cache.stop(), stopWorker);
  return { worker, cache, stopWorker };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
});

/** One request on a fresh connection, the body as text. */
function ask(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const status = (answer: Answer) => answer.headers["cf-cache-status"];

async function control<T>(cache: StandIn, path: string, body?: unknown, headers = {}): Promise<T> {
  const answer = await ask(`${cache.controlUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return JSON.parse(answer.body) as T;
}

const purge = (cache: StandIn, options: unknown, entrypoint?: string) =>
  control<PurgeResult>(
    cache,
    "/purge",
    options,
    entrypoint ? { "x-workers-cache-entrypoint": entrypoint } : {},
  );

/** The entrypoint route, as the gateway calls it: `ctx.exports.<name>.fetch(request, { cf: { cacheKey } })`. */
function viaEntrypoint(
  cache: StandIn,
  name: string,
  url: string,
  { cacheKey, headers = {} }: { cacheKey?: string; headers?: Record<string, string> } = {},
) {
  const { pathname, search } = new URL(url);
  return ask(`${cache.controlUrl}/entrypoint/${name}${pathname}${search}`, {
    headers: {
      ...headers,
      "x-workers-cache-url": url,
      ...(cacheKey === undefined ? {} : { "x-workers-cache-key": cacheKey }),
    },
  });
}

async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((done) => setTimeout(done, 5));
  }
  throw new Error("never happened");
}

describe("the stand-in for Workers Cache", () => {
  it("keys Vary byte for byte: Cookie values differing in order or bytes are two variants, identical bytes one", async () => {
    const { worker, cache } = await start();
    worker.reply = (seen) => ({
      headers: { "cache-control": "max-age=60", vary: "Cookie" },
      body: `for ${seen.headers.cookie}`,
    });
    const asking = (cookie: string) => ask(`${cache.url}/v`, { headers: { cookie } });
    expect(status(await asking("a=1; b=2"))).toBe("MISS");
    expect(status(await asking("a=1; b=2"))).toBe("HIT");
    const reordered = await asking("b=2; a=1");
    expect(status(reordered)).toBe("MISS");
    expect(reordered.body).toBe("for b=2; a=1");
    expect(status(await asking("a=1;  b=2"))).toBe("MISS");
    expect(status(await asking("b=2; a=1"))).toBe("HIT");
    expect((await asking("a=1; b=2")).body).toBe("for a=1; b=2");
    expect(worker.runs("/v")).toBe(3);
  });

  it("purges every variant of a URL together when one matches", async () => {
    const { worker, cache } = await start();
    worker.reply = (seen) => ({
      headers: {
        "cache-control": "max-age=60",
        vary: "Accept",
        "cache-tag": `tag-${seen.headers.accept}`,
      },
    });
    await ask(`${cache.url}/v`, { headers: { accept: "a" } });
    await ask(`${cache.url}/v`, { headers: { accept: "b" } });
    expect((await purge(cache, { tags: ["TAG-A"] })).success).toBe(true);
    expect(status(await ask(`${cache.url}/v`, { headers: { accept: "b" } }))).toBe("MISS");
  });

  it("limits purge calls as the Free plan does: 25 at once, then one every 12 s, account-wide", async () => {
    const { cache } = await start();
    const results: PurgeResult[] = [];
    for (let i = 0; i < 25; i++) {
      const path = i % 2 ? "/purge" : "/invalidate";
      const entrypoint = i % 3 ? "default" : "SharedPages";
      results.push(
        await control<PurgeResult>(
          cache,
          path,
          { tags: [`t${i}`] },
          {
            "x-workers-cache-entrypoint": entrypoint,
          },
        ),
      );
    }
    expect(results.every((r) => r.success)).toBe(true);
    // The test harness's own calls take no token and are not the site's to count.
    const harness = await control<PurgeResult>(
      cache,
      "/purge",
      { purgeEverything: true },
      {
        "x-workers-cache-harness": "1",
      },
    );
    expect(harness.success).toBe(true);
    const refused = await purge(cache, { purgeEverything: true }, "SharedPages");
    expect(refused).toEqual({
      success: false,
      errors: [{ code: 429, message: expect.any(String) }],
    });
    await control(cache, "/clock", { advanceMs: 11_000 });
    expect((await purge(cache, { tags: ["x"] })).success).toBe(false);
    await control(cache, "/clock", { advanceMs: 1_000 });
    expect((await purge(cache, { tags: ["x"] })).success).toBe(true);
    expect((await purge(cache, { tags: ["x"] })).success).toBe(false);
    const { purges } = await control<CacheStats>(cache, "/stats");
    expect(purges.accepted).toBe(26);
    expect(purges.refused).toBe(3);
    expect(purges.calls).toHaveLength(29);
    expect(purges.calls[25]).toMatchObject({
      everything: true,
      accepted: false,
      entrypoint: "SharedPages",
    });
  });

  it("refuses a call of more than 100 operations whole, purging nothing", async () => {
    const { worker, cache } = await start();
    worker.reply = () => ({ headers: { "cache-control": "max-age=60", "cache-tag": "t99,t100" } });
    await ask(`${cache.url}/p`);
    const tags = Array.from({ length: 101 }, (_, i) => `t${i}`);
    const tooMany = await purge(cache, { tags });
    expect(tooMany.success).toBe(false);
    expect(tooMany.errors[0]?.code).toBe(400);
    expect(status(await ask(`${cache.url}/p`))).toBe("HIT");
    // Tags and prefixes count alike; purgeEverything goes alone.
    const mixed = await purge(cache, { tags: tags.slice(0, 60), pathPrefixes: tags.slice(0, 41) });
    expect(mixed.success).toBe(false);
    expect((await purge(cache, { purgeEverything: true, tags: ["t1"] })).success).toBe(false);
    expect(status(await ask(`${cache.url}/p`))).toBe("HIT");
    expect((await purge(cache, { tags: tags.slice(0, 100) })).success).toBe(true);
    expect(status(await ask(`${cache.url}/p`))).toBe("MISS");
    const { purges } = await control<CacheStats>(cache, "/stats");
    for (const call of purges.calls.filter((c) => c.accepted))
      expect(call.tags + call.pathPrefixes).toBeLessThanOrEqual(100);
  });

  it("serves the stored copy STALE when a revalidation gets a 5xx, within stale-if-error, then the error", async () => {
    const { worker, cache } = await start();
    let failing = false;
    worker.reply = () =>
      failing
        ? { status: 500, body: "broken" }
        : {
            headers: {
              "cloudflare-cdn-cache-control": "max-age=10, stale-if-error=60",
              etag: '"1"',
            },
            body: "good",
          };
    expect(status(await ask(`${cache.url}/s`))).toBe("MISS");
    time += 11_000;
    failing = true;
    const stale = await ask(`${cache.url}/s`);
    expect([status(stale), stale.status, stale.body]).toEqual(["STALE", 200, "good"]);
    time += 50_000; // stale for 51 s
    expect(status(await ask(`${cache.url}/s`))).toBe("STALE");
    time += 10_000; // stale for 61 s: past the window
    const error = await ask(`${cache.url}/s`);
    expect([error.status, error.body]).toEqual([500, "broken"]);
    failing = false;
    expect(status(await ask(`${cache.url}/s`))).toBe("MISS");
    const { revalidations } = await control<CacheStats>(cache, "/stats");
    expect(revalidations.map((r) => r.status)).toEqual([500, 500, 500]);
  });

  it("without stale-if-error serves stale on error indefinitely, also in the background; with must-revalidate the error flows through", async () => {
    const { worker, cache, stopWorker } = await start();
    let failing = false;
    worker.reply = (seen) => {
      if (failing) return { status: 503 };
      const edge = seen.url === "/strict" ? "max-age=10, must-revalidate" : "max-age=10";
      const swr = seen.url === "/swr" ? ", stale-while-revalidate=60" : "";
      return { headers: { "cloudflare-cdn-cache-control": edge + swr }, body: `good ${seen.url}` };
    };
    for (const path of ["/forever", "/strict", "/swr"]) await ask(`${cache.url}${path}`);
    failing = true;
    time += 11_000;
    const strict = await ask(`${cache.url}/strict`);
    expect([strict.status, status(strict)]).toEqual([503, "EXPIRED"]);
    // A background revalidation that fails keeps the copy too.
    expect(status(await ask(`${cache.url}/swr`))).toBe("UPDATING");
    await until(
      async () => (await control<CacheStats>(cache, "/stats")).revalidations.length === 2,
    );
    expect(status(await ask(`${cache.url}/swr`))).toBe("UPDATING");
    time += 30 * 24 * 3600_000;
    const forever = await ask(`${cache.url}/forever`);
    expect([status(forever), forever.body]).toEqual(["STALE", "good /forever"]);
    // The worker unreachable: the same.
    await stopWorker();
    const unreachable = await ask(`${cache.url}/swr`);
    expect([status(unreachable), unreachable.body]).toEqual(["STALE", "good /swr"]);
  });

  it("slices Range from the full body: the worker never sees Range, 206 on miss and hit, 416 past the end", async () => {
    const { worker, cache } = await start();
    worker.reply = (seen): Reply =>
      seen.url === "/partial"
        ? {
            status: 206,
            headers: { "cache-control": "max-age=60", "content-range": "bytes 0-1/20" },
            body: "01",
          }
        : { headers: { "cache-control": "max-age=60" }, body: "0123456789abcdefghij" };
    const ranged = (range: string) => ask(`${cache.url}/r`, { headers: { range } });
    const first = await ranged("bytes=0-9");
    expect([first.status, status(first), first.body]).toEqual([206, "MISS", "0123456789"]);
    expect(first.headers["content-range"]).toBe("bytes 0-9/20");
    expect(first.headers["content-length"]).toBe("10");
    const open = await ranged("bytes=10-");
    expect([open.status, status(open), open.body]).toEqual([206, "HIT", "abcdefghij"]);
    expect((await ranged("bytes=-5")).body).toBe("fghij");
    const clipped = await ranged("bytes=5-100");
    expect([clipped.body, clipped.headers["content-range"]]).toEqual([
      "56789abcdefghij",
      "bytes 5-19/20",
    ]);
    const unsatisfiable = await ranged("bytes=20-25");
    expect([unsatisfiable.status, unsatisfiable.headers["content-range"]]).toEqual([
      416,
      "bytes */20",
    ]);
    for (const whole of ["bytes=0-1,4-5", "items=0-1", "bytes=5-2"]) {
      const full = await ranged(whole);
      expect([full.status, full.body]).toEqual([200, "0123456789abcdefghij"]);
    }
    expect(worker.runs("/r")).toBe(1);
    expect(worker.seen.some((s) => s.headers.range !== undefined)).toBe(false);
    // A 206 of the worker's own is never stored.
    expect(status(await ask(`${cache.url}/partial`))).toBe("BYPASS");
    expect(status(await ask(`${cache.url}/partial`))).toBe("BYPASS");
  });

  it("replaces the stored headers and tags with a 304's: the old tag no longer purges it, the new one does", async () => {
    const { worker, cache } = await start();
    worker.reply = (seen): Reply => {
      const edge = { "cloudflare-cdn-cache-control": "max-age=10", etag: '"e"' };
      if (seen.headers["if-none-match"] === '"e"') {
        const tags: Record<string, string> = seen.url === "/t" ? { "cache-tag": "new" } : {};
        return { status: 304, headers: { ...edge, ...tags, "x-render": "second" } };
      }
      return { headers: { ...edge, "cache-tag": "old", "x-render": "first" }, body: "page" };
    };
    await ask(`${cache.url}/t`);
    await ask(`${cache.url}/untagged`);
    time += 11_000;
    const revalidated = await ask(`${cache.url}/t`);
    expect([status(revalidated), revalidated.body]).toEqual(["REVALIDATED", "page"]);
    expect(revalidated.headers["x-render"]).toBe("second");
    expect(revalidated.headers["cache-tag"]).toBeUndefined();
    expect(status(await ask(`${cache.url}/untagged`))).toBe("REVALIDATED");
    expect((await purge(cache, { tags: ["old"] })).success).toBe(true);
    expect(status(await ask(`${cache.url}/t`))).toBe("HIT");
    // A 304 without Cache-Tag leaves the copy with no tags at all.
    expect(status(await ask(`${cache.url}/untagged`))).toBe("HIT");
    expect((await purge(cache, { tags: ["new"] })).success).toBe(true);
    expect(status(await ask(`${cache.url}/t`))).toBe("MISS");
  });

  it("keys by version: a deploy starts cold, unless the cache is shared across versions", async () => {
    const { worker, cache } = await start();
    worker.reply = () => ({ headers: { "cache-control": "max-age=600" }, body: "page" });
    const page = async () => status(await ask(`${cache.url}/k`));
    expect(await page()).toBe("MISS");
    expect(await page()).toBe("HIT");
    await control(cache, "/deploy", { version: "v2" });
    expect(await page()).toBe("MISS");
    expect(await page()).toBe("HIT");
    await control(cache, "/deploy", { version: "v3", crossVersionCache: true });
    expect(await page()).toBe("MISS");
    await control(cache, "/deploy", { version: "v4" });
    expect(await page()).toBe("HIT");
    expect(worker.runs("/k")).toBe(3);
  });

  it("caches a named entrypoint on its own: the original URL and host reach the worker with the secret, cf.cacheKey collapses URLs", async () => {
    const { worker, cache } = await start();
    worker.reply = (seen) => ({
      headers: { "cache-control": "max-age=60", "x-echo-secret": "no" },
      body: `${seen.headers["x-workers-cache-entrypoint"]} ${seen.url}`,
    });
    const first = await viaEntrypoint(
      cache,
      "SharedPages",
      "https://www.example.com/en/page?utm=1",
      {
        cacheKey: "/en/page",
        headers: { "x-workers-cache-extra": "from the gateway", accept: "text/html" },
      },
    );
    expect([status(first), first.body]).toEqual(["MISS", "SharedPages /en/page?utm=1"]);
    const [seen] = worker.seen;
    expect(seen?.headers.host).toBe("www.example.com");
    expect(seen?.headers.accept).toBe("text/html");
    expect(seen?.headers["x-workers-cache-entrypoint"]).toBe("SharedPages");
    expect(seen?.headers["x-workers-cache-secret"]).toBe(cache.entrypointSecret);
    expect(cache.entrypointSecret).toMatch(/^[0-9a-f]{32,}$/);
    const marks = Object.keys(seen?.headers ?? {}).filter((h) => h.startsWith("x-workers-cache-"));
    expect(marks.sort()).toEqual(["x-workers-cache-entrypoint", "x-workers-cache-secret"]);
    expect(JSON.stringify(first.headers)).not.toContain(cache.entrypointSecret);
    // Another URL under the same key is the same entry; the same URL under another key is not.
    const collapsed = await viaEntrypoint(
      cache,
      "SharedPages",
      "https://www.example.com/en/page?utm=2",
      {
        cacheKey: "/en/page",
      },
    );
    expect([status(collapsed), collapsed.body]).toEqual(["HIT", "SharedPages /en/page?utm=1"]);
    const otherKey = await viaEntrypoint(
      cache,
      "SharedPages",
      "https://www.example.com/en/page?utm=1",
      {
        cacheKey: "/en/page?v=2",
      },
    );
    expect(status(otherKey)).toBe("MISS");
    // Visitors reach the default entrypoint's cache, and cannot pose as another.
    const visitor = await ask(`${cache.url}/en/page?utm=1`, {
      headers: { "x-workers-cache-entrypoint": "SharedPages", "x-workers-cache-secret": "guess" },
    });
    expect([status(visitor), visitor.body]).toEqual(["MISS", "default /en/page?utm=1"]);
    expect(worker.seen.at(-1)?.headers["x-workers-cache-secret"]).toBe(cache.entrypointSecret);
    const mismatch = await ask(`${cache.controlUrl}/entrypoint/SharedPages/en/page`, {
      headers: { "x-workers-cache-url": "https://www.example.com/en/other" },
    });
    expect(mismatch.status).toBe(400);
    expect((await ask(`${cache.controlUrl}/entrypoint/Nope/`)).status).toBe(404);
    const stats = await control<CacheStats>(cache, "/stats");
    expect(stats.total).toBe(3);
    expect(stats.entrypoints.SharedPages).toEqual({ total: 2, invocations: { "/en/page": 2 } });
    expect(stats.entrypoints.default).toEqual({ total: 1, invocations: { "/en/page": 1 } });
  });

  it("scopes purges to one entrypoint: a purge from SharedPages leaves the default entrypoint's copy", async () => {
    const { worker, cache } = await start();
    worker.reply = () => ({ headers: { "cache-control": "max-age=60", "cache-tag": "page" } });
    const shared = () => viaEntrypoint(cache, "SharedPages", "http://site.test/a");
    await shared();
    await ask(`${cache.url}/a`);
    expect((await purge(cache, { tags: ["page"] }, "SharedPages")).success).toBe(true);
    expect(status(await shared())).toBe("MISS");
    expect(status(await ask(`${cache.url}/a`))).toBe("HIT");
    expect((await purge(cache, { pathPrefixes: ["a"] })).success).toBe(true);
    expect(status(await ask(`${cache.url}/a`))).toBe("MISS");
    expect(status(await shared())).toBe("HIT");
    expect((await purge(cache, { tags: ["page"] }, "Unknown")).success).toBe(false);
  });

  it("never stores for an entrypoint whose cache is off: every request reaches the worker as it came", async () => {
    const { worker, cache } = await start({ entrypoints: { default: { enabled: false } } });
    worker.reply = (seen) => ({
      headers: {
        "cache-control": "max-age=600",
        "cache-tag": "page",
        ...(seen.url === "/relayed" ? { "cf-cache-status": "HIT" } : {}),
      },
      body: "page",
    });
    for (let i = 0; i < 3; i++) {
      const answer = await ask(`${cache.url}/off`, { headers: { range: "bytes=0-1" } });
      expect([status(answer), answer.body, answer.headers["cache-tag"]]).toEqual([
        "DYNAMIC",
        "page",
        undefined,
      ]);
    }
    expect(worker.runs("/off")).toBe(3);
    expect(worker.seen.every((s) => s.headers.range === "bytes=0-1")).toBe(true);
    // Whatever the worker says of a cache: the entrypoint's own is off.
    expect(status(await ask(`${cache.url}/relayed`))).toBe("DYNAMIC");
    // SharedPages, not listed, keeps its cache on.
    await viaEntrypoint(cache, "SharedPages", "http://site.test/off");
    expect(status(await viaEntrypoint(cache, "SharedPages", "http://site.test/off"))).toBe("HIT");
  });

  it("passes a static asset through untouched: Workers Static Assets answers it before the worker and its cache", async () => {
    const { worker, cache } = await start({
      staticAssets: (path) => path === "/assets/entry-abc.js",
    });
    worker.reply = () => ({
      headers: { "cache-control": "public, max-age=31536000, immutable" },
      body: "asset",
    });
    for (let i = 0; i < 3; i++) {
      const answer = await ask(`${cache.url}/assets/entry-abc.js`);
      expect([status(answer), answer.body]).toEqual(["DYNAMIC", "asset"]);
    }
    expect(worker.runs("/assets/entry-abc.js")).toBe(3);
    // Any other path is the worker's, and its cache keeps it.
    await ask(`${cache.url}/page`);
    expect(status(await ask(`${cache.url}/page`))).toBe("HIT");
  });
});
