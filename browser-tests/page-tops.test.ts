/**
 * The tops of the home and contact pages as a designer would check them at
 * 1024–1440 px: the home slider's title on one dark panel (not a box inside a
 * box), the contact title beside its picture rather than over the faces, the
 * announcement's heading parted from its sentence, and the home page's featured
 * products leading on to all of them.
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

  it("the contact page's title stands beside its picture from 1024 px, below it on a tablet", async () => {
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
      assert.ok(
        panel.x + panel.width <= picture.x,
        `${width}: the title ends at ${panel.x + panel.width}, the picture starts at ${picture.x}`,
      );
      // Beside it, not above or below: the title is within the picture's height.
      assert.ok(panel.y >= picture.y && panel.y + panel.height <= picture.y + picture.height);
      await context.close();
    }
  });

  it("on a wide screen the announcement's heading does not run into its sentence", async () => {
    for (const path of ["/", "/de"]) {
      const { context, page } = await openPage(harness, 1440, 900);
      await page.goto(`${harness.siteUrl}${path}`);
      const parted = await page.locator(".banner__text > strong").evaluate((heading) => ({
        after: getComputedStyle(heading, "::after").content,
        body: heading.nextElementSibling?.matches(".banner__body") ?? false,
      }));
      assert.ok(parted.body, `${path}: the heading is followed by the announcement's sentence`);
      // A dash between them, shown only: "\u00a0–" with no text for screen readers.
      assert.match(parted.after, /–/, `${path}: ${parted.after}`);
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
