#!/usr/bin/env node
/**
 * `npm run bench`: how close the site comes to a static site, measured side by
 * side in one run on 127.0.0.1 (issue 8). Starts the bundled content service and
 * the built site with fresh state, the site in workerd through Miniflare with
 * wrangler.toml's configuration but without `wrangler dev`'s proxy and inspector
 * (scripts/stack.mjs, startSiteInWorkerd), then loads it with wrk (`apt-get install -y wrk`), one scenario after the other, each for
 * BENCH_SECONDS (default 10, at most 30) with BENCH_CONNECTIONS (default 8):
 *
 * - static: a hashed client asset (the limit: nothing of ours runs),
 * - floor: robots.txt, the cheapest answer the worker gives (no content, no
 *   render): what merely running the worker costs,
 * - cached: a product page asked without cookies, from the gateway's own cache
 *   (Workers Cache; here its stand-in, scripts/workers-cache.mjs): the worker does
 *   not run. The static asset is asked through the same stand-in, which passes
 *   it to the asset worker, as Workers Static Assets answers before any cache;
 *   every other scenario asks the worker directly,
 * - visitors: the same page, each request with cookies of its own (Bot Fight
 *   Mode's `__cf_bm`, analytics' `_ga`), as real visitors ask it: the gateway runs
 *   and the shared entrypoint's cache answers,
 * - rendered: the same page rendered by React from KV-cached content (a query
 *   string is never shared),
 * - json: the route-data API for the same page (what client navigation asks for),
 * - cold: the same page with a cold KV, every content answer from the content
 *   service. Each request needs a purge first, so this one is sequential (one
 *   connection, purge not timed) rather than wrk.
 * - invented: a made-up product address in German, the not-found page (never
 *   kept by a cache): what a visitor or a scanner who is lost costs.
 * - record: the same page with only its record purged (the layout and the
 *   locale's content index still in KV), as after a publish: the time to the
 *   first byte and to the complete page, one connection, purge not timed.
 *
 * The wrk scenarios run in BENCH_ROUNDS (default 3) interleaved rounds, so a
 * change in the machine's load hits all of them alike.
 *
 * Prints requests/s, p50 and p99 and each scenario's rate as a ratio of the static
 * asset's and the CPU time per request, under that load, of the workerd process
 * that runs the worker; then the same process's CPU per request across 300
 * sequential requests (net of a trivial API answer too); writes
 * everything to bench/results/bench.json; then the first render of the sitemaps
 * and overviews with the seed and ten times its content (scripts/bench-scale.mjs,
 * bench/results/bench-scale.json), the site search's budget
 * (scripts/search-bench.mjs: index size and query CPU of a 1,000-record locale), and
 * finally the JS/CSS budget (scripts/budget.mjs), failing when a page kind is over it.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { measureScale, printScale } from "./bench-scale.mjs";
import {
  freePort,
  ROOT,
  siteSettings,
  startBehindWorkersCache,
  startCms,
  startSiteInWorkerd,
} from "./stack.mjs";

const run = promisify(execFile);
const seconds = Math.min(30, Number(process.env.BENCH_SECONDS ?? 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const PAGE = "/products/pigeon-spikes";
const INVENTED = "/de/produkte/no-such-product-here";
const CPU_SAMPLES = 300;
const WEBHOOK_SECRET = "local-dev-webhook-secret";

if (spawnSync("wrk", ["--version"]).error) {
  console.error("bench: wrk is not installed (apt-get install -y wrk)");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(ROOT, "dist/client-manifest.json"), "utf8"));
const STATIC_ASSET = manifest.css[0] ?? manifest.entry;

const persistDir = mkdtempSync(join(tmpdir(), "bench-"));
const verbose = process.env.BENCH_VERBOSE === "1";
const settings = siteSettings();
const cms = await startCms({ port: await freePort(), persistDir, settings, quiet: !verbose });
settings.CMS_GRAPHQL_URL = cms.graphqlUrl;
const site = await startBehindWorkersCache({
  port: await freePort(),
  settings,
  start: (port, withCache, origin) =>
    startSiteInWorkerd({
      port,
      persistDir,
      settings: withCache,
      origin,
      // To profile the worker while the bench runs: attach Chrome DevTools (or any
      // V8 inspector client) to this port; its target `core:user:` is the worker.
      inspectorPort: process.env.BENCH_INSPECTOR_PORT
        ? Number(process.env.BENCH_INSPECTOR_PORT)
        : undefined,
      onLine: verbose ? (line) => console.log(`[site] ${line}`) : undefined,
    }),
}).catch(async (error) => {
  await cms.stop();
  throw error;
});
const stack = { stop: () => Promise.all([site.stop(), cms.stop()]) };
/** The cache in front of the worker (its stand-in), and the worker itself. */
const base = site.url.replace(/\/$/, "");
const workerBase = site.workerUrl.replace(/\/$/, "");
let failed = false;

/**
 * The worker asked as its shared entrypoint, past the gateway and the cache in
 * front of it (the stand-in's marks), so that a render is measured as a render:
 * a purge the platform's budget holds back would otherwise leave the copy there.
 * An earlier build (this script run beside it) has no gateway and no marks.
 */
const asSharedEntrypoint = site.entrypointSecret
  ? {
      "x-workers-cache-entrypoint": "SharedPages",
      "x-workers-cache-secret": site.entrypointSecret,
    }
  : {};

/** GET, body read; throws on an unexpected status. */
async function fetchOk(path, init, status = 200, from = workerBase) {
  const response = await fetchRetrying(`${from}${path}`, init);
  await response.arrayBuffer();
  if (response.status !== status) throw new Error(`bench: ${path} → ${response.status}`);
  return response;
}

/**
 * Once more when the connection was dropped: after wrk's connections close, a
 * pooled keep-alive connection can be closed by the server just as it is reused
 * (undici's "other side closed"). A status is never retried.
 */
async function fetchRetrying(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!/other side closed|ECONNRESET/.test(String(error?.cause ?? error))) throw error;
    return fetch(url, init);
  }
}

async function purgeEverything() {
  const response = await fetchRetrying(`${workerBase}/api/cms-webhook`, {
    method: "POST",
    headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, "content-type": "application/json" },
    body: JSON.stringify({ event: "site.purge" }),
  });
  await response.arrayBuffer();
  if (response.status !== 202) throw new Error(`bench: purge → ${response.status}`);
}

/** Until the page comes from the cache in front of the worker, and its content answers from KV. */
async function warm() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const page = await fetchOk(PAGE, undefined, 200, base);
    await fetchOk(`${PAGE}?bench=warm`);
    // A hit of the gateway's own cache (or, in an earlier build, of the one cache)
    // says so in cf-cache-status; a hit of the shared cache behind the gateway, in
    // x-shared-cache.
    const front = page.headers.get("cf-cache-status");
    const status = front === "HIT" ? front : (page.headers.get("x-shared-cache") ?? front);
    if (status === "HIT") return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("bench: the page never came from the cache in front of the worker");
}

/**
 * wrk's figures for one path: requests/s, p50 and p99 in ms. Run without blocking
 * this process: Miniflare's workerd writes its log lines to a pipe read here, and
 * would stall once that pipe is full.
 */
async function wrk(path, duration, from = workerBase, script = null, notFound = false) {
  const { stdout: out } = await run(
    "wrk",
    [
      "-t1",
      `-c${connections}`,
      `-d${duration}s`,
      "--latency",
      ...(script ? ["-s", script] : []),
      `${from}${path}`,
    ],
    { encoding: "utf8", timeout: (duration + 30) * 1000 },
  ).catch((error) => ({ stdout: String(error.stdout ?? "") }));
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const percentile = (p) => toMs(new RegExp(`^\\s+${p}%\\s+([\\d.]+\\w+)`, "m").exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: (.*)/.exec(out)?.[1];
  if (!Number.isFinite(rate) || (non2xx > 0 && !notFound) || socketErrors) {
    process.stdout.write(out);
    throw new Error(`bench: wrk on ${path} failed`);
  }
  return { rate, requests, p50: percentile(50), p99: percentile(99) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function toMs(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? "");
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

/** Cold KV: purge (not timed), then one timed request; repeated for the scenario's time. */
async function cold() {
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await purgeEverything();
    const started = performance.now();
    await fetchOk(PAGE, { headers: asSharedEntrypoint });
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const total = latencies.reduce((a, b) => a + b, 0);
  return { rate: (latencies.length / total) * 1000, p50: at(50), p99: at(99), sequential: true };
}

async function purgeTags(tags) {
  const response = await fetchRetrying(`${workerBase}/api/cms-webhook`, {
    method: "POST",
    headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, "content-type": "application/json" },
    body: JSON.stringify({ event: "site.purge", tags }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`bench: purge of ${tags} → ${response.status}`);
}

/**
 * The page after its record alone was purged: when its first byte and its last
 * arrive (ms after the request), and its status. Uncompressed, as wrk asks.
 */
async function recordMiss() {
  const first = [];
  const complete = [];
  const until = Date.now() + seconds * 1000;
  // The locale's product list in KV, as on a live site.
  await fetchOk("/sitemap-en-products.xml");
  while (Date.now() < until) {
    await purgeTags(["slug:product:en:pigeon-spikes"]);
    const started = performance.now();
    const response = await fetchRetrying(`${workerBase}${PAGE}`, {
      headers: { "accept-encoding": "identity", ...asSharedEntrypoint },
    });
    const reader = response.body.getReader();
    let firstAt;
    for (;;) {
      const { done } = await reader.read();
      firstAt ??= performance.now() - started;
      if (done) break;
    }
    if (response.status !== 200) throw new Error(`bench: record miss → ${response.status}`);
    first.push(firstAt);
    complete.push(performance.now() - started);
  }
  return { requests: first.length, firstByte: stats(first), complete: stats(complete) };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: at(50), p99: at(99) };
}

/** The workerd process Miniflare started for the site: a child of this process. */
function workerdPid() {
  const children = (
    spawnSync("pgrep", ["-P", String(process.pid)], { encoding: "utf8" }).stdout ?? ""
  )
    .split("\n")
    .map(Number)
    .filter((pid) => pid && /workerd/.test(commandOf(pid)));
  if (children.length !== 1) throw new Error("bench: cannot tell which workerd runs the site");
  return children[0];
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

/** utime + stime of a process, in ms (Linux clock ticks at 100 Hz). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time per request of the worker's workerd process (and, apart, of the dev
 * over CPU_SAMPLES sequential requests. Asked like wrk asks, without
 * compression: on Cloudflare the edge compresses, outside the worker's CPU time,
 * while local workerd would gzip inside the process.
 */
async function cpuPerRequest(pid, path, status = 200, from = workerBase) {
  const init = { headers: { "accept-encoding": "identity" } };
  await fetchOk(path, init, status, from);
  const before = cpuMs(pid);
  for (let i = 0; i < CPU_SAMPLES; i++) await fetchOk(path, init, status, from);
  return (cpuMs(pid) - before) / CPU_SAMPLES;
}

/** A wrk script that gives each request cookies of its own, as each visitor has. */
const OWN_COOKIES = join(persistDir, "own-cookies.lua");
writeFileSync(
  OWN_COOKIES,
  `counter = 0
request = function()
  counter = counter + 1
  local id = counter .. "-" .. math.random(1000000000)
  return wrk.format("GET", nil, { ["Cookie"] = "__cf_bm=" .. id .. "; _ga=GA1.1." .. id })
end
`,
);

const results = {
  date: new Date().toISOString(),
  seconds,
  rounds,
  connections,
  page: PAGE,
  staticAsset: STATIC_ASSET,
  scenarios: {},
};
try {
  if (!base.startsWith("http://127.0.0.1:")) throw new Error("bench: 127.0.0.1 only");
  await fetchOk(STATIC_ASSET, undefined, 200, base);
  await warm();

  // Interleaved rounds: on a shared machine the load drifts, so every scenario
  // gets a slice of each round and its ratio is taken against the static asset's
  // rate in the same round (median over the rounds).
  const scenarios = [
    ["static", "static asset", (t) => wrk(STATIC_ASSET, t, base)],
    // With a query string the gateway hands it to the app, uncached: the gateway
    // and the cheapest answer the app gives.
    ["floor", "worker floor (robots.txt)", (t) => wrk("/robots.txt?bench=floor", t)],
    ["cached", "page, Workers Cache, no cookies", (t) => wrk(PAGE, t, base)],
    // What most real visitors send: Cloudflare's `__cf_bm` (Bot Fight Mode) and
    // analytics' `_ga`, different for each of them.
    ["visitors", "page, own cookies each", (t) => wrk(PAGE, t, base, OWN_COOKIES)],
    ["rendered", "page, rendered (KV warm)", (t) => wrk(`${PAGE}?bench=rendered`, t)],
    ["json", "route-data API (KV warm)", (t) => wrk(`/api/route-data?path=${PAGE}`, t)],
    // A made-up address: the not-found page, which no cache keeps (redirects are
    // looked up only here, so this row says what they cost a visitor who is lost).
    ["invented", "invented URL, 404 (KV warm)", (t) => wrk(INVENTED, t, base, null, true)],
  ];
  const slice = Math.max(2, Math.round(seconds / rounds));
  const byRound = Object.fromEntries(scenarios.map(([key]) => [key, []]));
  const pid = workerdPid();
  for (let round = 1; round <= rounds; round++) {
    process.stdout.write(`bench: round ${round} of ${rounds}…\n`);
    for (const [key, , measure] of scenarios) {
      // The worker's workerd CPU per request under this load: steadier than the
      // sequential figures below, which also pay workerd waking up for each request.
      const before = cpuMs(pid);
      const result = await measure(slice);
      result.cpuMs = (cpuMs(pid) - before) / result.requests;
      byRound[key].push(result);
    }
  }
  for (const [key, label] of scenarios) {
    const runs = byRound[key];
    results.scenarios[key] = {
      label,
      rate: median(runs.map((run) => run.rate)),
      p50: median(runs.map((run) => run.p50)),
      p99: Math.max(...runs.map((run) => run.p99)),
      ratio: median(runs.map((run, i) => run.rate / byRound.static[i].rate)),
      cpuMs: median(runs.map((run) => run.cpuMs)),
      rounds: runs,
    };
  }
  process.stdout.write("bench: page, rendered (KV cold)…\n");
  await warm();
  const coldRun = await cold();
  results.scenarios.cold = {
    label: "page, rendered (KV cold)",
    ...coldRun,
    ratio: coldRun.rate / results.scenarios.static.rate,
  };

  process.stdout.write("bench: page, its record alone purged…\n");
  await warm();
  results.recordMiss = await recordMiss();

  await warm();
  const cpu = {
    baseline: await cpuPerRequest(pid, "/api/not-a-route", 404),
    static: await cpuPerRequest(pid, STATIC_ASSET),
    // Answered by the gateway's own cache (no cookies): the worker does not run.
    cached: await cpuPerRequest(pid, PAGE, 200, base),
    rendered: await cpuPerRequest(pid, `${PAGE}?bench=cpu`),
    json: await cpuPerRequest(pid, `/api/route-data?path=${PAGE}`),
    invented: await cpuPerRequest(pid, INVENTED, 404, base),
  };
  results.cpuMsPerRequest = cpu;

  console.log(
    `\nbench: ${rounds} interleaved rounds of ${slice} s per scenario, ${connections} connections, wrk on 127.0.0.1 (cold: sequential)\n`,
  );
  console.log("scenario                    req/s      p50 ms   p99 ms   × static   CPU ms");
  for (const { label, rate, p50, p99, sequential, ratio, cpuMs: cpuUnderLoad } of Object.values(
    results.scenarios,
  )) {
    console.log(
      `${(label + (sequential ? " *" : "")).padEnd(26)} ${rate.toFixed(0).padStart(7)} ${p50
        .toFixed(2)
        .padStart(10)} ${p99.toFixed(2).padStart(8)} ${ratio.toFixed(2).padStart(10)} ${
        cpuUnderLoad === undefined ? "" : cpuUnderLoad.toFixed(2).padStart(8)
      }`,
    );
  }
  console.log(
    "  req/s, p50 and CPU: median of the rounds; p99: worst round; × static: median of each round's ratio",
  );
  console.log(
    "  CPU: the workerd that runs the worker, per request under the round's load (workerd's HTTP and local KV and Cache API included)",
  );
  console.log("  * one connection, a purge before each request (not timed)");
  const { recordMiss: miss } = results;
  console.log(
    `\npage, its record alone purged (layout and content index in KV; ${miss.requests} sequential requests):\n  first byte p50 ${miss.firstByte.p50.toFixed(2)} ms, p99 ${miss.firstByte.p99.toFixed(2)} ms; complete p50 ${miss.complete.p50.toFixed(2)} ms, p99 ${miss.complete.p99.toFixed(2)} ms`,
  );
  const net = (ms) => Math.max(0, ms - cpu.baseline);
  console.log(
    `\nCPU per request of the workerd that runs the worker (${CPU_SAMPLES} sequential requests, no compression, 10 ms clock ticks averaged;\nit includes workerd's HTTP and the local emulation of KV and the Cache API, which on Cloudflare are not the worker's CPU time):`,
  );
  const row = (label, key, extra = "") =>
    console.log(`  ${label.padEnd(48)} ${cpu[key].toFixed(2)} ms${extra}`);
  row("trivial JSON 404 (router, middleware, log line)", "baseline");
  row("static asset (the asset worker)", "static");
  row("page from Workers Cache (no cookies: nothing runs)", "cached");
  row(
    "page rendered from KV",
    "rendered",
    ` (net of the trivial answer: ${net(cpu.rendered).toFixed(2)} ms)`,
  );
  row("route-data API from KV", "json");
  row("invented URL, the not-found page", "invented");
  const targets = {
    cachedRatio: results.scenarios.cached.ratio,
    renderedRatio: results.scenarios.rendered.ratio,
    // Under load: without the wake-up each sequential request pays, which is the
    // process's and not the worker's. All of workerd's CPU, local KV included.
    renderCpuMs: results.scenarios.rendered.cpuMs,
    // The same less the floor's (workerd's HTTP, the asset router, the trivial
    // answer): what rendering adds, the local KV's emulation still in it.
    renderCpuNetMs: results.scenarios.rendered.cpuMs - results.scenarios.floor.cpuMs,
  };
  results.targets = targets;
  console.log(
    `\ntargets: cached ≥ 0.8 × static: ${targets.cachedRatio.toFixed(2)} ${targets.cachedRatio >= 0.8 ? "ok" : "MISSED"}; rendered ≥ 0.5 × static: ${targets.renderedRatio.toFixed(2)} ${targets.renderedRatio >= 0.5 ? "ok" : "MISSED"}; render CPU ≤ 5 ms (under load): ${targets.renderCpuMs.toFixed(2)} ms ${targets.renderCpuMs <= 5 ? "ok" : "MISSED"} (net of the floor: ${targets.renderCpuNetMs.toFixed(2)} ms)`,
  );
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, "bench/results/bench.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log("bench: results written to bench/results/bench.json\n");
} catch (error) {
  console.error(
    error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ""}` : error,
  );
  failed = true;
} finally {
  await stack.stop();
  rmSync(persistDir, { recursive: true, force: true });
}

// Whole lists at ten times the seed's content (scripts/bench-scale.mjs); BENCH_SCALE=0 skips it.
if (!failed && process.env.BENCH_SCALE !== "0") {
  try {
    process.stdout.write("bench: first renders of whole lists, seed and ten times the seed…\n");
    const seedRun = await measureScale(1, { verbose });
    const scaledRun = await measureScale(10, { verbose });
    printScale(seedRun, scaledRun, 10);
    writeFileSync(
      join(ROOT, "bench/results/bench-scale.json"),
      `${JSON.stringify({ date: new Date().toISOString(), seed: seedRun, tenTimes: scaledRun }, null, 2)}\n`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed = true;
  }
}

// The site search's budget: a 1,000-record locale's index size and query CPU.
const search = spawnSync(process.execPath, [join(ROOT, "scripts/search-bench.mjs")], {
  stdio: "inherit",
});
const budget = spawnSync(process.execPath, [join(ROOT, "scripts/budget.mjs")], {
  stdio: "inherit",
});
process.exit(failed || search.status !== 0 || budget.status !== 0 ? 1 : 0);
