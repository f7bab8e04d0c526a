#!/usr/bin/env node
/**
 * `npm run screenshots [-- --locales en,de,nl,fr,sv --widths 320,375,1440 --only manual,contact]`:
 * a full-page screenshot of every page kind, at each width and in each locale,
 * into `browser-tests/screenshots/<locale>/<width>/<name>.png`, for a person to
 * open and look at before saying a change to a page is done. The pages are what
 * a visitor reaches: the home page, everything its menus and footer link to, and
 * the first record of each overview; then the home page with the consent dialog
 * (`consent-dialog.png`) and, below 1320 px, with the phone menu open
 * (`phone-menu.png`).
 *
 * Fails (exit 1) on any page that scrolls sideways, and on any word a line ends
 * inside of without a hyphen (browser-tests/broken-words.ts), each listed with
 * its locale, width and page; and on any word broken at a syllable although it
 * fits its line whole (a balanced heading's "Die bishe-/rige Bilanz"); and on
 * any line that starts with a spaced dash ("Safety data sheet / – Optical gel").
 *
 * Runs the same stack as the tests (bundled content service, workerd) from the
 * last build (`npm run build` first), in Debian's Chromium (`CHROME_PATH`), with a
 * tag manager configured as production has one: its consent dialog and footer
 * link are on screen. The page shots are taken as by a visitor who has already
 * refused it, so the dialog covers none of them; nothing is loaded from its host.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import {
  findBrokenWords,
  findLinesStartingWithDash,
  findNeedlessHyphens,
} from "../browser-tests/broken-words.ts";
import { ROOT, startStack } from "./stack.mjs";

const { values } = parseArgs({
  options: {
    locales: { type: "string", default: "en,de,nl,fr,sv" },
    widths: { type: "string", default: "320,375,1440" },
    "no-js": { type: "boolean", default: false },
    /** Only the addresses that contain one of these words: `--only manuals_,kontakt`. */
    only: { type: "string", default: "" },
  },
});
const locales = values.locales.split(",");
const widths = values.widths.split(",").map(Number);
const out = join(ROOT, "browser-tests/screenshots");
/** Below this width the menu is the phone menu behind the hamburger (client/layout/mobile-sidebar.tsx). */
const PHONE_MENU_BELOW = 1320;

const persistDir = mkdtempSync(join(tmpdir(), "screenshots-"));
const stack = await startStack({
  quiet: true,
  persistDir,
  port: 0,
  env: { TAG_MANAGER_ID: "GTM-SCREENSHOTS" },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});

/** A context that reaches the local site only; `refused`: the consent dialog was answered before. */
async function newContext(refused) {
  const context = await browser.newContext({ javaScriptEnabled: !values["no-js"] });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  if (refused)
    await context.addInitScript(() =>
      localStorage.setItem("site-consent-v1", JSON.stringify({ analytics: "denied" })),
    );
  return context;
}

/**
 * Goes to a page of the site. A navigation the page before it started itself (a
 * client-side redirect, a reload after a failed chunk) can abort this one: once
 * more then.
 */
async function visit(page, path, options) {
  try {
    await page.goto(`${stack.siteUrl}${path}`, options);
  } catch (error) {
    if (!String(error).includes("ERR_ABORTED")) throw error;
    await page.goto(`${stack.siteUrl}${path}`, options);
  }
}

/** The addresses of one locale: home, what its menus and footer link to, and each overview's first record. */
async function addressesOf(page, home) {
  await visit(page, home);
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll(".main-menu a[href], .footer a[href]")]
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === location.origin && !url.hash)
      .map((url) => url.pathname),
  );
  const paths = new Set([home, ...linked]);
  for (const path of [...paths]) {
    await visit(page, path);
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

/**
 * Opens `path` and waits until it is drawn whole: hydrated, fonts, and every
 * image, lazy or not. On a machine busy with other builds the local stack now
 * and then answers a request late or with a 502: the page is opened once more.
 */
async function open(page, path) {
  const hydrated = () =>
    values["no-js"] ||
    page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true")
      .then(() => true)
      .catch(() => false);
  await visit(page, path, { waitUntil: "load" });
  if (!(await hydrated())) {
    await visit(page, path, { waitUntil: "load" });
    if (!(await hydrated())) throw new Error(`${path}: not hydrated after 30 s, twice`);
  }
  await page.evaluate(() => document.fonts.ready);
  // A full-page shot does not scroll: lazy images below the first screen would
  // be drawn as empty boxes. Load them all first, as a visitor scrolling would.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => {})));
  });
}

let shots = 0;
const sideways = [];
const broken = [];
const needless = [];
const dashes = [];
/** Shoots the page as it is now and checks its lines. */
async function shoot(page, label, file, fullPage) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (wide > 0) sideways.push(`${label}: ${wide}px`);
  for (const word of await page.evaluate(findBrokenWords))
    broken.push(`${label}: ${word.word} (in ${word.in})`);
  for (const word of await page.evaluate(findNeedlessHyphens))
    needless.push(`${label}: ${word.word} (in ${word.in})`);
  for (const word of await page.evaluate(findLinesStartingWithDash))
    dashes.push(`${label}: ${word.word} (in ${word.in})`);
  await page.screenshot({ path: file, fullPage });
  shots += 1;
}

/** Every shot of one locale, at each width. */
async function shootLocale(locale) {
  const home = locale === "en" ? "/" : `/${locale}`;
  const context = await newContext(true);
  const page = await context.newPage();
  const only = values.only.split(",").filter(Boolean);
  const paths = (await addressesOf(page, home)).filter(
    (path) => !only.length || only.some((word) => name(path).includes(word)),
  );
  // A visitor who has not chosen yet: the dialog over the home page.
  const firstVisit = await newContext(false);
  const fresh = await firstVisit.newPage();
  for (const width of widths) {
    const viewport = { width, height: width < 640 ? 700 : 900 };
    await page.setViewportSize(viewport);
    const dir = join(out, locale, String(width));
    mkdirSync(dir, { recursive: true });
    for (const path of paths) {
      await open(page, path);
      await shoot(page, `${locale} ${width}px ${path}`, join(dir, `${name(path)}.png`), true);
    }
    if (values["no-js"]) continue;
    if (width < PHONE_MENU_BELOW) {
      await open(page, home);
      await page.locator(".navbar__hamburger").click();
      await page.locator(".mobile-sidebar--open").waitFor();
      // Until its slide-in has ended.
      await page.waitForTimeout(400);
      await shoot(page, `${locale} ${width}px ${home} phone menu`, join(dir, "phone-menu.png"));
    }
    await fresh.setViewportSize(viewport);
    await open(fresh, home);
    await fresh.locator(".consent[role=dialog]").waitFor();
    await shoot(
      fresh,
      `${locale} ${width}px ${home} consent dialog`,
      join(dir, "consent-dialog.png"),
    );
  }
  await firstVisit.close();
  await context.close();
}

// The stack and the browser are stopped however the run ends: a run that
// failed half-way must not leave two workerd processes behind.
try {
  for (const locale of locales) await shootLocale(locale);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(persistDir, { recursive: true, force: true });
}
console.log(`screenshots: ${shots} in ${out}`);
if (sideways.length) console.log(`scrolls sideways:\n  ${sideways.join("\n  ")}`);
if (broken.length)
  console.log(`words broken without a hyphen (${broken.length}):\n  ${broken.join("\n  ")}`);
if (needless.length)
  console.log(
    `words broken at a syllable with room for them whole (${needless.length}):\n  ${needless.join("\n  ")}`,
  );
if (dashes.length)
  console.log(`lines that start with a dash (${dashes.length}):\n  ${dashes.join("\n  ")}`);
if (sideways.length || broken.length || needless.length || dashes.length) process.exit(1);
