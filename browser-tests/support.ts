/**
 * Shared set-up of the browser suite: the real stack (local content service and
 * site in workerd, fresh KV) and a headless Chromium driven by playwright-core.
 * Requests to hosts other than 127.0.0.1 are aborted at the network edge.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { startStack } from "../scripts/stack.mjs";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export interface Harness {
  siteUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The site and a browser for one test file. With no settings of its own the file
 * uses the site the suite started for every such file (scripts/browser-suite.mjs,
 * `BROWSER_TESTS_SITE_URL`); with settings, or run on its own, it starts one.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const sharedSite = process.env.BROWSER_TESTS_SITE_URL;
  if (sharedSite && Object.keys(env).length === 0) {
    const browser = await launchBrowser();
    return { siteUrl: sharedSite, browser, close: () => browser.close() };
  }
  const persistDir = mkdtempSync(join(tmpdir(), "browser-tests-"));
  const stack = await startStack({
    quiet: !process.env.TEST_VERBOSE,
    persistDir,
    port: 0,
    env,
  });
  const browser = await launchBrowser();
  return {
    siteUrl: stack.siteUrl,
    browser,
    async close() {
      await browser.close();
      await stack.stop();
      rmSync(persistDir, { recursive: true, force: true });
    },
  };
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export async function openPage(harness: Harness, width = 1440, height = 900): Promise<Watched> {
  const context = await harness.browser.newContext({ viewport: { width, height } });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

/**
 * A page whose visitor has already agreed to the map (Mapbox waits for that
 * consent, client/seller-finder/map-consent.tsx): for tests of the map itself.
 */
export async function openPageWithMapConsent(
  harness: Harness,
  width = 1440,
  height = 900,
): Promise<Watched> {
  const watched = await openPage(harness, width, height);
  await watched.context.addInitScript(() =>
    localStorage.setItem("site-consent-v1", JSON.stringify({ map: "granted" })),
  );
  return watched;
}

/**
 * Text as a reader sees it: without the soft hyphens the site puts into the long
 * words of headings, cards and buttons (shared/hyphens.ts), and with a plain
 * hyphen where it draws a no-break one ("anti‑oiseaux", shared/kept-together.ts).
 * `textContent` keeps both.
 */
export function shownText(text: string | null | undefined): string {
  return (text ?? "").replaceAll("\u00ad", "").replaceAll("\u2011", "-");
}

/** Resolves once React has hydrated the page (the app marks the root). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until the app has acted on a navigation (`focused` has focus: the manual
 * focuses the step's heading just before it scrolls) and a smooth scroll it started
 * has stopped: scrollY unchanged for 12 frames and 250 ms (at most 5 s). Sampling
 * before the app acts would see a still page on a busy machine and return early.
 */
export async function waitForScrollToSettle(page: Page, focused: string): Promise<void> {
  await page.waitForFunction((selector) => document.activeElement?.matches(selector), focused);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 5000;
        let last = window.scrollY;
        let stillSince = performance.now();
        let stillFrames = 0;
        const frame = () => {
          const now = performance.now();
          if (window.scrollY !== last) {
            last = window.scrollY;
            stillSince = now;
            stillFrames = 0;
          } else stillFrames++;
          if ((stillFrames >= 12 && now - stillSince >= 250) || now > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
