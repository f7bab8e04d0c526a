/**
 * A page speaks its visitor's language down to what a screen reader reads out
 * and what a download holds (issue 36, item 5): pictures are described in the
 * page's language, not in the media library's English, on the first page and
 * after a navigation in the browser; a datasheet, a download or a manual's PDF in
 * another language says so beside its link ("auf Englisch") and marks the link
 * with hreflang, while a document in the page's own language says nothing.
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

/** Every English description in the seed's media library. */
const ENGLISH = new Set(
  ["media-catalog", "media-library", "media-site"].flatMap((file) => {
    const media: { alternativeText?: string }[] = JSON.parse(
      readFileSync(new URL(`../cms/seed/${file}.json`, import.meta.url), "utf8"),
    );
    return media.map((item) => item.alternativeText?.trim() ?? "").filter(Boolean);
  }),
);

async function descriptions(page: Page): Promise<string[]> {
  return page.$$eval("main img[alt]", (images) =>
    images.map((image) => image.getAttribute("alt")?.trim() ?? "").filter(Boolean),
  );
}

async function englishOn(page: Page): Promise<string[]> {
  return (await descriptions(page)).filter((alt) => ENGLISH.has(alt));
}

describe("pictures described in the page's language", () => {
  it("the German home page and the product page reached from it describe no picture in English", async () => {
    const { page, context, errors } = await openPage(harness, 375, 812);
    try {
      await page.goto(`${harness.siteUrl}/de`);
      await hydrated(page);
      assert.ok((await descriptions(page)).length >= 5, "the home page shows pictures");
      assert.deepEqual(await englishOn(page), []);
      // A product card opens its page in the browser, from the route data.
      const card = page.locator("main a[href^='/de/produkte/']").first();
      const href = await card.getAttribute("href");
      await card.click();
      await page.waitForURL(`**${href}`);
      await page.waitForFunction(
        () => document.querySelectorAll("main img[alt]").length > 0 && document.title !== "",
      );
      assert.ok((await descriptions(page)).length >= 1);
      assert.deepEqual(await englishOn(page), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const path of ["/sv/blogs", "/nl/handleidingen/duivenpinnen-monteren", "/fr/a-propos"]) {
    it(`${path}: no picture keeps its English description`, async () => {
      const { page, context } = await openPage(harness, 1440, 900);
      try {
        const response = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(response?.status(), 200, path);
        await hydrated(page);
        assert.ok((await descriptions(page)).length >= 1, `${path} shows pictures`);
        assert.deepEqual(await englishOn(page), []);
      } finally {
        await context.close();
      }
    });
  }
});

describe("a document in another language says so", () => {
  const CASES = [
    { locale: "de", product: "/de/produkte/taubenspikes", note: "auf Englisch" },
    { locale: "nl", product: "/nl/producten/duivenpinnen", note: "in het Engels" },
    { locale: "sv", product: "/sv/produkter/duvpiggar", note: "på engelska" },
  ];
  for (const { locale, product, note } of CASES) {
    it(`${locale}: the datasheet on a product page is marked "${note}"`, async () => {
      const { page, context } = await openPage(harness, 320, 640);
      try {
        await page.goto(`${harness.siteUrl}${product}`);
        await hydrated(page);
        const datasheet = page.locator("a.product-document[download]").first();
        assert.equal(await datasheet.getAttribute("hreflang"), "en");
        assert.match(shownText(await datasheet.textContent()), new RegExp(note));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      } finally {
        await context.close();
      }
    });
  }

  it("de: the manual's PDF button and every download say 'auf Englisch', without script too", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await harness.browser.newContext({
        viewport: { width: 320, height: 640 },
        javaScriptEnabled,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${harness.siteUrl}/de/anleitungen/taubenspikes-montieren`);
        if (javaScriptEnabled) await hydrated(page);
        const pdf = page.locator("a.manual__pdf");
        assert.equal(await pdf.getAttribute("hreflang"), "en");
        assert.match(shownText(await pdf.textContent()), /PDF.*\(auf Englisch\)/);
        const box = await pdf.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 320, "the button fits the screen");

        await page.goto(`${harness.siteUrl}/de/downloads`);
        const links = page.locator("a.download__link");
        const count = await links.count();
        assert.ok(count >= 5, `the downloads page lists ${count}`);
        for (let index = 0; index < count; index++) {
          const link = links.nth(index);
          assert.equal(await link.getAttribute("hreflang"), "en");
          assert.match(shownText(await link.textContent()), /auf Englisch/);
        }
      } finally {
        await context.close();
      }
    }
  });

  it("en: a document in the page's own language says nothing of its language", async () => {
    const { page, context } = await openPage(harness, 1440, 900);
    try {
      await page.goto(`${harness.siteUrl}/products/pigeon-spikes`);
      await hydrated(page);
      const datasheet = page.locator("a.product-document[download]").first();
      assert.equal(await datasheet.getAttribute("hreflang"), null);
      assert.doesNotMatch(shownText(await datasheet.textContent()), /English/);
      await page.goto(`${harness.siteUrl}/manuals/installing-pigeon-spikes`);
      await hydrated(page);
      assert.equal(
        shownText(await page.locator("a.manual__pdf").textContent()).trim(),
        "Download PDF",
      );
    } finally {
      await context.close();
    }
  });
});
