/**
 * A first page with nothing to interact with but links (a blog article, a page,
 * a solution, an overview: client/views/static-views.json) keeps the server's
 * HTML: the browser downloads none of its view's code (issue 38, item 1). A
 * product's page keeps it too, but for its gallery, which hydrates alone. It must
 * not cost the visitor anything: the page reads the same after the scripts ran,
 * its links still move through the site without a page load and are prefetched
 * on hover, and back shows the page again as it was.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { type Harness, hydrated, openPage, shownText, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const manifest: { views: Record<string, string[]> } = JSON.parse(
  readFileSync(new URL("../dist/client-manifest.json", import.meta.url), "utf8"),
);
/** The chunk of a view module, as the build named it. */
const viewChunk = (module: string) => manifest.views[module]?.[0] ?? `no chunk for ${module}`;

const CASES = [
  { language: "en", path: "/blogs/why-pigeons-keep-coming-back", module: "blog" },
  { language: "de", path: "/de/loesungen", module: "listing" },
  { language: "nl", path: "/nl/producten/duivenpinnen", module: "product" },
];

describe("a first page kept as the server's HTML", () => {
  for (const { language, path, module } of CASES) {
    it(`${language}: loads none of its view's code, reads the same, and its links still work`, async () => {
      const { context, page, errors } = await openPage(harness, 375, 812);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      const served = await (await fetch(`${harness.siteUrl}${path}`)).text();
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const view = page.locator("#main > [data-view]");
      const title = shownText(await page.locator("main h1").first().textContent());
      const shown = shownText(await view.innerText());
      assert.ok(served.includes("data-view"), "the server marks the view's container");
      assert.ok(title.length > 0, "the page has its title");
      assert.ok(
        !scripts.includes(viewChunk(module)),
        `no ${module} code on the first page: ${scripts.join(", ")}`,
      );
      assert.ok(
        !served.includes(viewChunk(module)),
        "the page does not ask the browser to preload its view's code",
      );

      // A link in the page (its first internal one below the title): hovered, its
      // answer is fetched; clicked, the site moves there without a page load.
      const link = view.locator('a[href^="/"]:not([download])').first();
      const href = await link.getAttribute("href");
      assert.ok(href, "the page has an internal link");
      const prefetched = page.waitForRequest(
        (request) => request.url().includes(`path=${encodeURIComponent(href)}`),
        { timeout: 10_000 },
      );
      await link.hover();
      await prefetched;
      await page.evaluate(() => {
        (window as Window & { stayed?: boolean }).stayed = true;
      });
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.waitForFunction(
        (before) =>
          document.querySelector("main h1")?.textContent?.replaceAll("\u00ad", "") !== before,
        title,
      );
      assert.equal(
        await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed),
        true,
        `${href} opened without a page load`,
      );

      // Back: the first page again, as it was, and its links still move through
      // the site without a page load.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
      await page.waitForFunction(
        (expected) =>
          document.querySelector("main h1")?.textContent?.replaceAll("\u00ad", "") === expected,
        title,
      );
      assert.equal(shownText(await view.innerText()), shown, "the page reads as before");
      await view.locator('a[href^="/"]:not([download])').first().click();
      await page.waitForURL((url) => url.pathname === href);
      assert.equal(
        await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed),
        true,
        "back without a page load",
      );
      assert.deepEqual(errors, [], "no console errors");
      await context.close();
    });
  }

  it("hydrates a product's gallery alone, as an island that works as before", async () => {
    const { context, page, errors } = await openPage(harness, 375, 812);
    await page.goto(`${harness.siteUrl}/de/produkte/taubenspikes`);
    await hydrated(page);
    const count = page.locator(".gallery__count");
    assert.equal(shownText(await count.textContent()), "Bild 1 von 3");
    await page.locator(".gallery__thumb").nth(1).click();
    await page.waitForFunction(
      () => document.querySelector(".gallery__count")?.textContent === "Bild 2 von 3",
    );
    assert.equal(new URL(page.url()).hash, "", "the island's click, not the link's jump");
    // Away and back: the island goes with the kept HTML, and comes back with it.
    await page.locator('#main a[href^="/de/"]:not([download])').first().click();
    await page.waitForURL((url) => !url.pathname.startsWith("/de/produkte/taubenspikes"));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/de/produkte/taubenspikes");
    await page.locator(".gallery__thumb").nth(2).click();
    await page.waitForFunction(
      () => document.querySelector(".gallery__count")?.textContent === "Bild 3 von 3",
    );
    assert.deepEqual(errors, [], "no console errors");
    await context.close();
  });

  it("reads the same before and after the scripts ran", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    let refused = 0;
    await page.route("**/assets/entry-*.js", (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto(`${harness.siteUrl}/de/loesungen`);
    const view = page.locator("#main > [data-view]");
    const before = await view.innerHTML();
    await page.unroute("**/assets/entry-*.js");
    await page.goto(`${harness.siteUrl}/de/loesungen`);
    await hydrated(page);
    assert.equal(await view.innerHTML(), before, "the same HTML");
    assert.ok(refused >= 1, "the first load ran no script");
    assert.deepEqual(
      errors.filter((error) => !error.includes("Failed to load resource")),
      [],
      "no console errors but for the entry refused",
    );
    await context.close();
  });
});
