/**
 * The tops of the home and contact pages as a designer would check them at
 * 1024–1440 px: the home slider's title on one dark panel (not a box inside a
 * box), the contact title beside the faces of its picture rather than over them,
 * and the home page's featured products leading on to all of them.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Harness, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

describe("page tops", () => {
  it("the home slider's title stands on its panel's scrim, without a dark box of its own", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/de`);
    const title = await page
      .locator(".slider__slide--active .slider__title")
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.equal(title, "rgba(0, 0, 0, 0)");
    const panel = await page
      .locator(".slider__slide--active .slider__panel")
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.notEqual(panel, "rgba(0, 0, 0, 0)", "the panel is the one scrim");
    await context.close();
  });

  it("the contact page's title stands in the upper half of its picture, above the faces, and below the picture on a tablet", async () => {
    {
      const { context, page } = await openPage(harness, 768, 900);
      await page.goto(`${harness.siteUrl}/de/kontakt`);
      const picture = await page.locator(".jumbotron__image").boundingBox();
      const panel = await page.locator(".jumbotron__panel").boundingBox();
      assert.ok(picture && panel);
      assert.ok(
        panel.y >= picture.y + picture.height - 1,
        `768: the title starts at ${panel.y}, the picture ends at ${picture.y + picture.height}`,
      );
      await context.close();
    }
    for (const width of [1440, 1024]) {
      const { context, page } = await openPage(harness, width, 900);
      await page.goto(`${harness.siteUrl}/de/kontakt`);
      const picture = await page.locator(".jumbotron__image").boundingBox();
      const panel = await page.locator(".jumbotron__panel").boundingBox();
      assert.ok(picture && panel);
      const middle = picture.y + picture.height / 2;
      assert.ok(
        panel.y + panel.height <= middle + 0.5 * (picture.height / 2),
        `${width}: the panel ends at ${panel.y + panel.height}, the picture's middle is ${middle}`,
      );
      assert.ok(panel.y < middle, `${width}: the panel starts in the upper half`);
      await context.close();
    }
  });

  it("the home page's featured products lead on to all products, in every locale", async () => {
    for (const [home, overview] of [
      ["/", "/products"],
      ["/de", "/de/produkte"],
      ["/nl", "/nl/producten"],
    ]) {
      const { context, page } = await openPage(harness, 1440, 900);
      await page.goto(`${harness.siteUrl}${home}`);
      const links = await page
        .locator(".home-products a.button")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      assert.deepEqual(links, [overview], `${home}: a link to all products`);
      await context.close();
    }
  });
});
