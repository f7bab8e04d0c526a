#!/usr/bin/env node
/**
 * `npm run costs`: what a page view and an edit cost at the edge, measured through
 * the local stack (the site in workerd behind the strict stand-in for Workers
 * Cache, scripts/workers-cache.mjs, the bundled content service behind a counting
 * proxy), then scaled to a month of production traffic (docs/caching.md, "Cost at
 * a million page views").
 *
 * Measured, per event, for this build and, with `--before <dir>` (a checkout of
 * an earlier build, built, with node_modules), for that one too:
 * - a view by a visitor with cookies of their own (Bot Fight Mode's `__cf_bm`,
 *   analytics' `_ga`), of a page the shared cache holds, and one without any cookie;
 * - a view of a page whose shared copy has expired (revalidation; this build only,
 *   the earlier one never kept a copy for such a visitor);
 * - a render with every content answer stale (what a page asked for less often
 *   than CONTENT_FRESH_SECONDS costs);
 * - one webhook (a publish), and 300 webhooks in a row (a bulk change).
 * Each counts worker invocations (the gateway's and the rendering entrypoint's),
 * KV reads (content answers looked up) and writes (`kv.written`), content-service
 * calls and purge calls (accepted and refused by the platform's limits).
 *
 * Then the month: 1,000,000 page views over 2,000 pages (250 in each of eight
 * locales), their popularity Zipf-distributed (s = 1), every visitor carrying
 * Bot Fight Mode's cookie and half of them analytics cookies, 300 edits a day, a
 * bulk change of 300 records once a week. How often a page's shared copy must be
 * renewed follows from its preset (max-age T plus stale-while-revalidate W) and
 * its rate λ: a copy lives T, then the next view renews it, so renewals happen
 * every T + 1/λ on average (views arrive as a Poisson process); each renewal is a
 * revalidation (a 304, no render) unless an edit purged the page, then a render.
 * Writes bench/results/edge-costs.json and prints the table.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { month, TRAFFIC } from "./edge-costs-month.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const beforeDir = args.includes("--before") ? resolve(args[args.indexOf("--before") + 1]) : null;
const PAGE = "/products/pigeon-spikes";
const VIEWS = 20;
const BULK = 300;
/** A share of views without any cookie to show what the gateway's own cache saves. */
const COOKIELESS = 0.3;

/** A proxy in front of the content service that counts its GraphQL calls. */
async function countingProxy(target) {
  let calls = 0;
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/graphql")) calls++;
    const url = new URL(target);
    const out = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => res.end());
    req.pipe(out);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    calls: () => calls,
    stop: () => new Promise((done) => server.close(done)),
  };
}

/** The stack of one build, with counters. */
async function startMeasured(dir) {
  const stack = await import(pathToFileURL(join(dir, "scripts/stack.mjs")).href);
  const persistDir = mkdtempSync(join(tmpdir(), "edge-costs-"));
  const settings = stack.siteSettings({ CONTENT_FRESH_SECONDS: "60" });
  const cmsPort = await stack.freePort();
  const cms = await stack.startCms({ port: cmsPort, persistDir, settings, quiet: true });
  const proxy = await countingProxy(cms.origin);
  const lines = [];
  const site = await stack.startBehindWorkersCache({
    port: await stack.freePort(),
    settings: {
      ...settings,
      CMS_GRAPHQL_URL: `${proxy.url}/graphql`,
      CMS_MEDIA_URL: cms.origin,
    },
    start: (workerPort, withCache, origin) =>
      stack.startSite({
        port: workerPort,
        persistDir,
        settings: withCache,
        origin,
        quiet: true,
        onLine: (line) => lines.push(line),
      }),
  });
  const stats = async () => (await fetch(`${site.cacheControlUrl}/stats`)).json();
  return {
    site,
    persistDir,
    /** Counters now: compare two of them around an event. */
    async counters() {
      const s = await stats();
      const entrypoints = s.entrypoints ?? { default: { total: s.total } };
      const events = lines.map((line) => {
        try {
          return JSON.parse(line.slice(line.indexOf("{")));
        } catch {
          return null;
        }
      });
      const requests = events.filter((e) => e?.event === "request");
      const kvReads = requests.reduce(
        (sum, e) => sum + Object.values(e.cache?.kv ?? {}).reduce((a, b) => a + b, 0),
        0,
      );
      const kvWrites = events
        .filter((e) => e?.event === "kv.written")
        .reduce((sum, e) => sum + e.writes, 0);
      const purgeLines = events.filter(
        (e) => e?.event === "cache.purge_sent" || e?.event === "cache.purged",
      );
      return {
        gateway: s.entrypoints ? (entrypoints.default?.total ?? 0) : 0,
        renders: s.entrypoints ? (entrypoints.SharedPages?.total ?? 0) : s.total,
        kvReads,
        kvWrites,
        cms: proxy.calls(),
        purgesAccepted:
          s.purges?.accepted ?? purgeLines.filter((e) => e.event === "cache.purged").length,
        purgesRefused: s.purges?.refused ?? 0,
      };
    },
    clock: async (ms) => {
      const r = await fetch(`${site.cacheControlUrl}/clock`, {
        method: "POST",
        body: JSON.stringify({ advanceMs: ms }),
      });
      return r.ok ? (await r.json()).now : null;
    },
    /** The cron trigger, as if it fired at `time`. */
    async scheduled(time) {
      const url = `${site.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${time}`;
      await (await fetch(url)).arrayBuffer();
    },
    async stop() {
      await site.stop();
      await proxy.stop();
      await cms.stop();
    },
  };
}

const diff = (a, b, per = 1) =>
  Object.fromEntries(Object.keys(a).map((k) => [k, Math.round(((b[k] - a[k]) / per) * 100) / 100]));

const visitorCookie = (i) =>
  `__cf_bm=${i}-${Math.random().toString(36).slice(2)}; _ga=GA1.1.${i}${Date.now()}.1; _ga_X1Y2Z3=GS1.1.${i}`;

async function get(base, path, cookie) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  return response;
}

async function webhook(base, body) {
  const response = await fetch(`${base}/api/cms-webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: "Bearer local-dev-webhook-secret",
    },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Unit costs of one build. */
async function measure(dir) {
  const m = await startMeasured(dir);
  const base = m.site.url;
  const settle = () => new Promise((r) => setTimeout(r, 600));
  try {
    for (let i = 0; i < 3; i++) await get(base, PAGE);
    await settle();
    const costs = {};
    let before = await m.counters();
    for (let i = 0; i < VIEWS; i++) await get(base, PAGE, visitorCookie(i));
    await settle();
    let after = await m.counters();
    costs.viewWithOwnCookies = diff(before, after, VIEWS);

    // Views without any cookie (a crawler, a visit's first view) of the same page.
    before = await m.counters();
    for (let i = 0; i < VIEWS; i++) await get(base, PAGE);
    await settle();
    after = await m.counters();
    costs.viewWithoutCookies = diff(before, after, VIEWS);

    // A render with the page's content answers stale in KV: asked again past
    // CONTENT_FRESH_SECONDS (a query string makes it a render every time). The
    // first page of a locale refreshes the locale's layout (menu, settings) and
    // its record; the second, right after, its record alone.
    const pairs = [
      ["/de", "/de/produkte"],
      ["/nl", "/nl/producten"],
    ];
    for (const pair of pairs) for (const path of pair) await get(base, `${path}?costs=1`);
    await settle();
    await new Promise((r) => setTimeout(r, 61_000));
    const firsts = [];
    const seconds = [];
    for (const [first, second] of pairs) {
      before = await m.counters();
      await get(base, `${first}?costs=2`);
      await settle();
      const middle = await m.counters();
      await get(base, `${second}?costs=2`);
      await settle();
      after = await m.counters();
      firsts.push(diff(before, middle));
      seconds.push(diff(middle, after));
    }
    const mean = (list) =>
      Object.fromEntries(
        Object.keys(list[0]).map((k) => [k, list.reduce((a, x) => a + x[k], 0) / list.length]),
      );
    costs.renderStaleContent = mean(firsts);
    costs.renderStaleRecord = mean(seconds);

    // An expired shared copy, content unchanged: the cache revalidates.
    if ((await m.clock(0)) !== null) {
      for (let i = 0; i < 3; i++) await get(base, PAGE);
      await m.clock(2 * 3600_000);
      before = await m.counters();
      await get(base, PAGE, visitorCookie(99));
      await settle();
      after = await m.counters();
      costs.revalidation = diff(before, after);
    }

    // A webhook writes KV through the purge (a mark on each answer it drops),
    // which its answer counts (`keys`), not the content layer's `kv.written`.
    before = await m.counters();
    const one = await webhook(base, {
      event: "entry.update",
      model: "product",
      entry: { id: 1, slug: "pigeon-spikes", locale: "en" },
    });
    await settle();
    after = await m.counters();
    costs.webhook = { ...diff(before, after), kvWrites: one.keys ?? 0 };

    before = await m.counters();
    let marks = 0;
    for (let i = 0; i < BULK; i++)
      marks +=
        (
          await webhook(base, {
            event: "entry.update",
            model: "sale-location",
            entry: { id: 80_000 + i, locale: "en" },
          })
        ).keys ?? 0;
    // A minute later the cron trigger sends what the budget held back.
    const now = await m.clock(60_000);
    if (now !== null) await m.scheduled(now);
    await settle();
    after = await m.counters();
    costs.bulk300 = { ...diff(before, after), kvWrites: marks };
    return costs;
  } finally {
    await m.stop();
  }
}

const after = await measure(ROOT);
const before = beforeDir ? await measure(beforeDir) : null;
const result = {
  traffic: TRAFFIC,
  unit: { after, before },
  month: {
    after: month(after, "after"),
    [`after, ${COOKIELESS * 100}% of views without cookies`]: month(after, "after", {
      cookieless: COOKIELESS,
    }),
    before: before ? month(before, "before") : null,
  },
};
mkdirSync(join(ROOT, "bench/results"), { recursive: true });
writeFileSync(join(ROOT, "bench/results/edge-costs.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result.unit, null, 2));
console.log("\nA month:", TRAFFIC);
console.table(result.month);
