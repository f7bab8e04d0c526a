#!/usr/bin/env node
/**
 * `npm run screenshots [-- --locales en,de,nl --widths 320,375,1440 --only manual,contact]`: a full-page
 * screenshot of every page kind, at each width and in each locale, into
 * `browser-tests/screenshots/<locale>/<width>/<name>.png`, for a person to open
 * and look at before saying a change to a page is done. The pages are what a
 * visitor reaches: the home page, everything its menus and footer link to, and
 * the first record of each overview. Also prints any page that scrolls sideways.
 *
 * Runs the same stack as the tests (bundled content service, workerd) from the
 * last build (`npm run build` first), in Debian's Chromium (`CHROME_PATH`).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { ROOT, startStack } from "./stack.mjs";

const { values } = parseArgs({
  options: {
    locales: { type: "string", default: "en,de,nl" },
    widths: { type: "string", default: "320,375,1440" },
    "no-js": { type: "boolean", default: false },
    /** Only the addresses that contain one of these words: `--only manuals_,kontakt`. */
    only: { type: "string", default: "" },
  },
});
const locales = values.locales.split(",");
const widths = values.widths.split(",").map(Number);
const out = join(ROOT, "browser-tests/screenshots");

const persistDir = mkdtempSync(join(tmpdir(), "screenshots-"));
const stack = await startStack({ quiet: true, persistDir, port: 0, env: {} });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});

/** The addresses of one locale: home, what its menus and footer link to, and each overview's first record. */
async function addressesOf(page, locale) {
  const home = locale === "en" ? "/" : `/${locale}`;
  await page.goto(`${stack.siteUrl}${home}`);
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll(".main-menu a[href], .footer a[href]")]
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === location.origin && !url.hash)
      .map((url) => url.pathname),
  );
  const paths = new Set([home, ...linked]);
  for (const path of [...paths]) {
    await page.goto(`${stack.siteUrl}${path}`);
    const first = await page.evaluate(
      () =>
        document.querySelector(".card__title a[href], .listing a[href]")?.getAttribute("href") ??
        null,
    );
    if (first?.startsWith("/")) paths.add(first.split("?")[0]);
  }
  paths.add(`${home === "/" ? "" : home}/no-such-page`);
  return [...paths];
}

const name = (path) => path.replace(/^\/+|\/+$/g, "").replaceAll("/", "_") || "home";

let shots = 0;
const sideways = [];
for (const locale of locales) {
  const context = await browser.newContext({ javaScriptEnabled: !values["no-js"] });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const only = values.only.split(",").filter(Boolean);
  const paths = (await addressesOf(page, locale)).filter(
    (path) => !only.length || only.some((word) => name(path).includes(word)),
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 640 ? 700 : 900 });
    const dir = join(out, locale, String(width));
    mkdirSync(dir, { recursive: true });
    for (const path of paths) {
      await page.goto(`${stack.siteUrl}${path}`, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      // A full-page shot does not scroll: lazy images below the first screen would
      // be drawn as empty boxes. Load them all first, as a visitor scrolling would.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = "eager";
        await Promise.all(images.map((image) => image.decode().catch(() => {})));
      });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      if (wide > 0) sideways.push(`${locale} ${width}px ${path}: ${wide}px`);
      await page.screenshot({ path: join(dir, `${name(path)}.png`), fullPage: true });
      shots += 1;
    }
  }
  await context.close();
}

await browser.close();
await stack.stop();
rmSync(persistDir, { recursive: true, force: true });
console.log(`screenshots: ${shots} in ${out}`);
if (sideways.length) {
  console.log(`scrolls sideways:\n  ${sideways.join("\n  ")}`);
  process.exit(1);
}
