/**
 * The islands of a first page kept as the server's HTML (client/site/islands.tsx)
 * and its first navigation (client/site/kept-site.tsx), in Chromium: the parts
 * with something to interact with come after the page has hydrated, and work as
 * before once they have; the manual moves between its steps without the app;
 * and when the app takes over, the layout the visitor is looking at stays.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { type Harness, hydrated, openPage, shownText, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const manifest: {
  appEntry: string;
  views: Record<string, string[]>;
  islands: Record<string, string[]>;
} = JSON.parse(readFileSync(new URL("../dist/client-manifest.json", import.meta.url), "utf8"));

/** The scripts the page requests, as site paths, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe("a kept first page's islands", () => {
  it("the home page's slider comes after the page has hydrated, and then moves", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    const scripts = scriptsOf(page);
    const island = manifest.islands.home?.[0] ?? "no island for home";
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(`**${island}`, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(`${harness.siteUrl}/`);
    // The page's own root has hydrated when it asks for its islands.
    await page.waitForFunction(() => document.querySelector(".slider") !== null);
    for (let tries = 0; !requested && tries < 100; tries += 1) await page.waitForTimeout(50);
    assert.ok(requested, "the slider's code is asked for once the page has hydrated");
    assert.notEqual(
      await page.evaluate(() => document.documentElement.dataset.hydrated),
      "true",
      "the page counts as hydrated only with its islands",
    );
    // (The app's start may come early, with a link's prefetch; the page's HTML never asks for it.)
    assert.ok(
      !scripts.includes(manifest.views.home?.[0] ?? ""),
      `no home view code on the first page: ${scripts.join(", ")}`,
    );
    release();
    await hydrated(page);
    const active = () => page.locator(".slider__slide--active .slider__title").textContent();
    const before = await active();
    await page.getByRole("button", { name: "Next slide" }).click();
    await page.waitForFunction(
      (title) =>
        document.querySelector(".slider__slide--active .slider__title")?.textContent !== title,
      before,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a manual moves between its steps without the app, each step's heading focused", async () => {
    const { context, page, errors } = await openPage(harness, 375, 812);
    const scripts = scriptsOf(page);
    const path = "/manuals/installing-tension-wire";
    await page.goto(`${harness.siteUrl}${path}?step=2`);
    await hydrated(page);
    const focused = () =>
      page.evaluate(() => document.activeElement?.closest(".manual-step")?.id ?? "");
    // The kept page's view, marked as this very element: the app, taking over,
    // would render the page anew.
    const kept = () =>
      page.evaluate(
        () =>
          (
            document.querySelector("#main > [data-server-html]") as
              | (Element & { kept?: boolean })
              | null
          )?.kept === true,
      );
    await page.evaluate(() =>
      Object.assign(document.querySelector("#main > [data-server-html]") ?? {}, { kept: true }),
    );
    await page.locator(".manual__pager").getByRole("link", { name: "Next" }).click();
    await page.waitForURL(`**${path}?step=3`);
    await page.waitForFunction(() => document.activeElement?.closest("#step-3") !== null);
    assert.equal(await focused(), "step-3");
    await page.goBack();
    await page.waitForURL(`**${path}?step=2`);
    await page.locator("#step-2:not([hidden])").waitFor();
    assert.ok(await kept(), "the steps moved on the kept page, without the app");
    // Another page: the app starts.
    await page.locator('.footer a[href^="/"]').first().click();
    await page.waitForURL((url) => url.pathname !== path);
    assert.ok(scripts.includes(manifest.appEntry), "the app comes with another page");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("the layout stays as it is when the app takes over on the first navigation", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/blogs/why-pigeons-keep-coming-back`);
    await hydrated(page);
    const title = shownText(await page.locator("main h1").first().textContent());
    // The header and the footer the visitor sees, marked as these very elements.
    await page.evaluate(() => {
      for (const selector of [".navbar", ".footer", ".loading-bar"])
        Object.assign(document.querySelector(selector) ?? {}, { stayed: true });
    });
    await page.locator('.footer a[href^="/"]').first().click();
    await page.waitForFunction(
      (before) => document.querySelector("main h1")?.textContent?.replace(/\u00ad/g, "") !== before,
      title,
    );
    assert.deepEqual(
      await page.evaluate(() =>
        [".navbar", ".footer", ".loading-bar"].map(
          (selector) =>
            (document.querySelector(selector) as (Element & { stayed?: boolean }) | null)?.stayed,
        ),
      ),
      [true, true, true],
      "the header, the footer and the loading bar are the same elements",
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("back or forward to another page starts the app there", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/blogs/why-pigeons-keep-coming-back`);
    await hydrated(page);
    // A history entry of this document for another page, as a script may make.
    await page.evaluate(() => {
      history.pushState(null, "", "/contact");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.locator(".contact-form").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
