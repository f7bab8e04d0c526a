/**
 * The top of the screen on a phone (issue 36, items 3 and 4): the header bar
 * itself offers "Where to buy" (a seller one tap away, without opening the menu),
 * at 320 and 375 px in English and German, no taller and without sideways
 * scrolling; the announcement banner scrolls away with the page, so that only the
 * compact navbar stays, with and without JavaScript and with a tag manager's
 * consent dialog on screen; on a wide screen it still sticks below the navbar.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { NAVBAR_HEIGHT_COMPACT, NAVBAR_HEIGHT_TOP } from "../shared/constants.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

const CASES = [
  { locale: "en", home: "/", name: "Where to buy", finder: "/where-to-buy" },
  { locale: "de", home: "/de", name: "Händler finden", finder: "/de/haendler-finden" },
] as const;

/** The screens the issue measured: English on a 375 × 812 phone, German on a 320 × 640 one. */
const PHONES = [
  { locale: "en", home: "/", width: 375, height: 812 },
  { locale: "de", home: "/de", width: 320, height: 640 },
] as const;

/** Where the header bar's action is, against the bar, the screen and the menu button. */
async function headerAction(page: Page, name: string) {
  const action = page.locator(".navbar__bottom").getByRole("link", { name, exact: true });
  const box = await action.boundingBox();
  const seen = await page.evaluate(() => {
    const rect = (selector: string) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    };
    return {
      navbar: document.querySelector(".navbar")!.getBoundingClientRect().height,
      bar: rect(".navbar__bottom"),
      menuButton: rect(".navbar__hamburger"),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
  const uncovered = box
    ? await action.evaluate(
        (link, [x, y]) => document.elementFromPoint(x!, y!)?.closest("a") === link,
        [box.x + box.width / 2, box.y + box.height / 2],
      )
    : false;
  return { action, box, uncovered, ...seen };
}

/** How far down the screen the bars at its top reach: the navbar and what shows of the banner. */
async function barsReach(page: Page) {
  return page.evaluate(() => {
    const navbar = document.querySelector(".navbar")!.getBoundingClientRect();
    const banner = document.querySelector(".banner")?.getBoundingClientRect() ?? null;
    const bannerShows = banner !== null && banner.height > 0 && banner.bottom > navbar.bottom;
    return {
      navbar: navbar.bottom,
      banner: banner && { top: banner.top, bottom: banner.bottom },
      reach: bannerShows ? Math.max(navbar.bottom, banner.bottom) : navbar.bottom,
    };
  });
}

/** Scrolls as a visitor's swipe would end, and waits for the navbar to settle. */
async function scrollTo(page: Page, top: number, navbarHeight: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await page.waitForFunction(
    (height) =>
      Math.abs(document.querySelector(".navbar")!.getBoundingClientRect().height - height) < 0.5,
    navbarHeight,
  );
  // The bottom bar's slide (0.25 s) ends too.
  await page.waitForTimeout(350);
}

describe("without a tag manager", () => {
  let harness: Harness;

  before(async () => {
    harness = await startHarness();
  });

  after(async () => {
    await harness?.close();
  });

  describe("the phone header", () => {
    it("offers Where to buy in the bar at 320 and 375 px in English and German, no taller, nothing sideways", async () => {
      const { context, page, errors } = await openPage(harness, 320, 640);
      for (const { locale, home, name, finder } of CASES) {
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 700 });
          await page.goto(`${harness.siteUrl}${home}`);
          await hydrated(page);
          const at = `${locale} at ${width}px`;
          const seen = await headerAction(page, name);
          assert.ok(seen.box, `${at}: the bar shows "${name}"`);
          assert.ok(seen.box.width >= 44 && seen.box.height >= 44, `${at}: a 44 px target`);
          assert.ok(
            seen.box.y >= seen.bar.top && seen.box.y + seen.box.height <= seen.bar.bottom,
            `${at}: inside the bar`,
          );
          assert.ok(seen.box.x >= 0 && seen.box.x + seen.box.width <= width, `${at}: on screen`);
          assert.equal(seen.uncovered, true, `${at}: nothing covers it`);
          assert.equal(seen.navbar, NAVBAR_HEIGHT_TOP, `${at}: the header is no taller`);
          assert.ok(
            seen.menuButton.left >= 0 && seen.menuButton.right <= width,
            `${at}: the menu button stays on screen`,
          );
          assert.equal(seen.scrollWidth, width, `${at}: nothing scrolls sideways`);
          assert.equal(await seen.action.getAttribute("href"), finder);
        }
      }
      // It leads to the seller finder, in the page's language.
      await page.locator(".navbar__bottom").getByRole("link", { name: "Händler finden" }).click();
      await page.waitForURL(`${harness.siteUrl}/de/haendler-finden`);
      await page.locator(".finder-filters").waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });

    it("reaches it by keyboard, with a visible focus ring", async () => {
      const { context, page } = await openPage(harness, 320, 640);
      await page.goto(`${harness.siteUrl}/de`);
      await hydrated(page);
      let focused = false;
      for (let tab = 0; tab < 12 && !focused; tab++) {
        await page.keyboard.press("Tab");
        focused = await page.evaluate(
          () => document.activeElement?.classList.contains("navbar__where-to-buy") ?? false,
        );
      }
      assert.equal(focused, true, "Tab reaches it");
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
      assert.ok(ring.style !== "none" && ring.width >= 2, JSON.stringify(ring));
      await context.close();
    });

    it("offers it without JavaScript", async () => {
      const context = await harness.browser.newContext({
        viewport: { width: 320, height: 640 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${harness.siteUrl}/de`);
      const seen = await headerAction(page, "Händler finden");
      assert.ok(seen.box && seen.uncovered, "shown, uncovered");
      assert.equal(seen.scrollWidth, 320);
      await seen.action.click();
      await page.waitForURL(`${harness.siteUrl}/de/haendler-finden`);
      await context.close();
    });
  });

  describe("the banner", () => {
    it("leaves the screen when the visitor scrolls on a phone (en 375 × 812, de 320 × 640)", async () => {
      const { context, page, errors } = await openPage(harness, 375, 812);
      for (const { locale, home, width, height } of PHONES) {
        await page.setViewportSize({ width, height });
        await page.goto(`${harness.siteUrl}${home}`);
        await hydrated(page);
        const at = `${locale} at ${width} × ${height}`;
        const top = await barsReach(page);
        assert.ok(top.banner && top.reach > top.navbar, `${at}: the banner shows at first`);
        await scrollTo(page, 400, NAVBAR_HEIGHT_COMPACT);
        const scrolled = await barsReach(page);
        assert.equal(
          scrolled.reach,
          NAVBAR_HEIGHT_COMPACT,
          `${at}: scrolled, the bars reach ${scrolled.reach} px (the compact navbar is ${NAVBAR_HEIGHT_COMPACT})`,
        );
        // Back at the top, it is there again, below the navbar.
        await scrollTo(page, 0, NAVBAR_HEIGHT_TOP);
        const again = await barsReach(page);
        assert.equal(again.banner?.top, NAVBAR_HEIGHT_TOP, `${at}: back below the navbar`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    it("leaves the screen without JavaScript too", async () => {
      const context = await harness.browser.newContext({
        viewport: { width: 320, height: 640 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${harness.siteUrl}/de`);
      assert.ok((await barsReach(page)).reach > NAVBAR_HEIGHT_TOP, "the banner shows at first");
      // Without script the navbar keeps its full height.
      await scrollTo(page, 400, NAVBAR_HEIGHT_TOP);
      assert.equal((await barsReach(page)).reach, NAVBAR_HEIGHT_TOP);
      await context.close();
    });

    it("still sticks below the compact navbar on a wide screen", async () => {
      const { context, page } = await openPage(harness, 1440, 900);
      await page.goto(`${harness.siteUrl}/`);
      await hydrated(page);
      await scrollTo(page, 400, NAVBAR_HEIGHT_COMPACT);
      const scrolled = await barsReach(page);
      assert.equal(scrolled.banner?.top, NAVBAR_HEIGHT_COMPACT);
      await context.close();
    });
  });

  describe("a manual's step on a 320 × 640 phone", () => {
    it("once scrolled, has the screen below the compact navbar and the stepper", async () => {
      const { context, page } = await openPage(harness, 320, 640);
      await page.goto(`${harness.siteUrl}/de/anleitungen/spanndrahtsystem-montieren?step=2`);
      await hydrated(page);
      await scrollTo(page, 300, NAVBAR_HEIGHT_COMPACT);
      const seen = await page.evaluate(() => {
        const stepper = document.querySelector(".manual__progress")!.getBoundingClientRect();
        const banner = document.querySelector(".banner")!.getBoundingClientRect();
        return { stepperTop: stepper.top, bannerBottom: banner.bottom };
      });
      assert.equal(seen.stepperTop, 72, "the stepper sticks right below the compact navbar");
      assert.ok(seen.bannerBottom <= 72, `the banner is gone (ends at ${seen.bannerBottom} px)`);
      await context.close();
    });

    it("without JavaScript, a link to a step lands below the navbar and the stepper", async () => {
      const context = await harness.browser.newContext({
        viewport: { width: 375, height: 740 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${harness.siteUrl}/manuals/installing-tension-wire?step=3#step-3`);
      // Chromium scrolls to the fragment in a frame after "load"; on a busy
      // machine that frame can come after goto returns, so wait for it.
      await page
        .waitForFunction(() => window.scrollY > 0, undefined, { timeout: 10_000 })
        .catch(() => undefined);
      const seen = await page.evaluate(() => {
        const heading = document.querySelector("#step-3 h2")!.getBoundingClientRect();
        let coveredTo = 0;
        for (const selector of [".navbar", ".banner", ".manual__progress"]) {
          const bar = document.querySelector(selector)?.getBoundingClientRect();
          if (bar && bar.height > 0 && bar.bottom > 0) coveredTo = Math.max(coveredTo, bar.bottom);
        }
        return { top: heading.top, coveredTo, scrolled: window.scrollY };
      });
      assert.ok(seen.scrolled > 0, "the page scrolled to the step");
      assert.ok(
        seen.top >= seen.coveredTo - 0.5,
        `the heading at ${seen.top} px, the bars to ${seen.coveredTo} px`,
      );
      await context.close();
    });
  });
});

describe("with a tag manager, its consent dialog on screen", () => {
  let harness: Harness;

  before(async () => {
    harness = await startHarness({ TAG_MANAGER_ID: "GTM-TEST123" });
  });

  after(async () => {
    await harness?.close();
  });

  it("the header's action is uncovered and the banner leaves on scroll (de 320 × 640)", async () => {
    const { context, page } = await openPage(harness, 320, 640);
    await page.goto(`${harness.siteUrl}/de`);
    await hydrated(page);
    await page.locator(".consent[role=dialog]").waitFor();
    const seen = await headerAction(page, "Händler finden");
    assert.ok(seen.box && seen.uncovered, "the action is shown and uncovered");
    assert.equal(seen.navbar, NAVBAR_HEIGHT_TOP);
    assert.equal(seen.scrollWidth, 320);
    await scrollTo(page, 400, NAVBAR_HEIGHT_COMPACT);
    assert.equal((await barsReach(page)).reach, NAVBAR_HEIGHT_COMPACT);
    await context.close();
  });
});
