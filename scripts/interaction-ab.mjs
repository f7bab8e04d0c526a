#!/usr/bin/env node
/**
 * `npm run interaction -- --against <checkout>`: this build against another, side
 * by side in one run, in Chromium at a phone's size with the CPU slowed by the
 * multiplier Lighthouse's calibration gives this host (./cpu-calibration.mjs, the
 * host's benchmark index measured in the page with Lighthouse's own function).
 *
 * Per page and build, in turn (A, B, A, B, …, so that a busy spell of the machine
 * hits both alike), the medians of:
 *  - blocking time: the long tasks' time over 50 ms, from navigation to 4 s after
 *    the load event (an in-page TBT), and the part of it after the load event;
 *  - opening the phone menu and the search dialog once the page has hydrated: from
 *    the click to the frame after the menu or dialog is shown (an INP-like figure).
 *
 * The other checkout needs its own `npm run build` (and node_modules); each build
 * is served by its own checkout's stack (scripts/stack.mjs) on free ports. Without
 * `--against`, this build alone. INTERACTION_RUNS (default 5), INTERACTION_PAGES
 * (default /,/products/pigeon-spikes,/manuals/installing-pigeon-spikes,
 * /blogs/why-pigeons-keep-coming-back), LIGHTHOUSE_CPU_MULTIPLIER /
 * LIGHTHOUSE_TARGET_INDEX as for `npm run lighthouse`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright-core";
import { cpuMultiplier, targetIndex } from "./cpu-calibration.mjs";
import { ROOT } from "./stack.mjs";

const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 5));
const PAGES = (
  process.env.INTERACTION_PAGES ??
  "/,/products/pigeon-spikes,/manuals/installing-pigeon-spikes,/blogs/why-pigeons-keep-coming-back"
).split(",");
const AFTER_LOAD_MS = 4000;
const SEARCH_DIALOG = '[role="dialog"][aria-modal="true"]';
const against = process.argv.includes("--against")
  ? resolve(process.argv[process.argv.indexOf("--against") + 1])
  : null;

/** Long tasks, the load event and the time a shown menu or dialog is painted, in the page. */
const OBSERVE = () => {
  const record = { tasks: [], load: 0 };
  Object.assign(window, { __interaction: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  addEventListener("load", () => {
    record.load = performance.now();
  });
};

async function startBuild(checkout, label) {
  const { startStack } = await import(pathToFileURL(join(checkout, "scripts/stack.mjs")).href);
  const persistDir = mkdtempSync(join(tmpdir(), `interaction-${label}-`));
  const stack = await startStack({ port: 0, persistDir, quiet: true, cronEverySeconds: 0 });
  for (const path of PAGES) await (await fetch(`${stack.siteUrl}${path}`)).arrayBuffer();
  return {
    label,
    url: stack.siteUrl,
    stop: async () => {
      await stack.stop();
      rmSync(persistDir, { recursive: true, force: true });
    },
  };
}

async function measure(browser, build, path, multiplier) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  // Nothing from a previous page (service worker, caches): each view is a first visit.
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: multiplier });
  await page.goto(`${build.url}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const { tasks, load } = await page.evaluate(() => window.__interaction);
  const blocking = (from, to) =>
    tasks
      .filter((task) => task.start >= from && task.start < to)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const end = load + AFTER_LOAD_MS;
  const result = { blocking: blocking(0, end), afterLoad: blocking(load, end) };
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  result.menu = await timeToShow(
    page,
    page.locator(".navbar__hamburger"),
    "body.sidebar-open #mobile-sidebar",
  );
  // The menu is open now and covers the page: its own search button.
  const search = page.locator("#mobile-sidebar .search-button--sidebar");
  result.search = await timeToShow(page, search.first(), SEARCH_DIALOG);
  await context.close();
  return result;
}

/** From the click on `control` (a locator) to the frame after `shown` is visible, in the page's clock. */
async function timeToShow(page, control, shown) {
  await control.evaluate((element, selector) => {
    element.addEventListener(
      "click",
      () => {
        const t0 = performance.now();
        const check = () => {
          const target = document.querySelector(selector);
          const visible = target?.checkVisibility?.({ visibilityProperty: true });
          if (visible) requestAnimationFrame(() => (window.__shownAfter = performance.now() - t0));
          else requestAnimationFrame(check);
        };
        check();
      },
      { capture: true, once: true },
    );
  }, shown);
  await control.click();
  await page.waitForFunction(() => typeof window.__shownAfter === "number", null, {
    timeout: 15000,
  });
  return page.evaluate(() => {
    const after = window.__shownAfter;
    window.__shownAfter = undefined;
    return after;
  });
}

function median(values) {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const browser = await chromium.launch({ executablePath: CHROME_PATH });
const builds = [];
let exitCode = 0;
try {
  const probe = await browser.newPage();
  const benchmarkIndex = await probe.evaluate(
    `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
  );
  await probe.close();
  const multiplier = cpuMultiplier(benchmarkIndex);
  console.log(
    `interaction: CPU benchmark index ${Math.round(benchmarkIndex)}; CPU slowdown ${multiplier}× ` +
      `(to a phone of index ${Math.round(targetIndex())})`,
  );
  builds.push(await startBuild(ROOT, "this"));
  if (against) builds.push(await startBuild(against, "against"));
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    for (const path of PAGES) {
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        try {
          results.push({
            build: build.label,
            path,
            ...(await measure(browser, build, path, multiplier)),
          });
        } catch (error) {
          console.error(`  ${build.label} ${path} run ${run + 1}: ${error.message}`);
        }
      }
    }
  }
  console.log(
    `\nmedians of ${RUNS} run(s), ms (blocking: navigation to 4 s after load; after load: from the load event)`,
  );
  console.log(
    `${"page".padEnd(40)} ${"build".padEnd(8)} ${"blocking".padStart(9)} ${"after load".padStart(10)} ${"menu".padStart(6)} ${"search".padStart(7)}  runs`,
  );
  for (const path of PAGES) {
    for (const build of builds) {
      const mine = results.filter((r) => r.path === path && r.build === build.label);
      const m = (key) => {
        const value = median(mine.map((r) => r[key]));
        return value === null ? "–" : String(Math.round(value));
      };
      console.log(
        `${path.padEnd(40)} ${build.label.padEnd(8)} ${m("blocking").padStart(9)} ${m("afterLoad").padStart(10)} ${m("menu").padStart(6)} ${m("search").padStart(7)}  ${mine.length}`,
      );
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await Promise.all(builds.map((build) => build.stop()));
  await browser.close();
}
process.exit(exitCode);
