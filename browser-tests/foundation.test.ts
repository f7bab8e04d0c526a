/**
 * The foundation in a real browser: pages hydrate without console errors, menu
 * clicks navigate client-side (fading in) and back restores, the sidebar on small
 * screens and the desktop menu on large ones.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { measureTopOfPage } from "./page-kinds.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

describe("foundation", () => {
  for (const path of ["/", "/de", "/nl", "/en-US"]) {
    it(`${path} hydrates without console errors`, async () => {
      const { context, page, errors } = await openPage(harness);
      const response = await page.goto(`${harness.siteUrl}${path}`);
      assert.equal(response?.status(), 200);
      await hydrated(page);
      await page.waitForTimeout(300);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("a record page whose record came from the content service hydrates like any other", async () => {
    // With the content index cached and the record not yet in KV: the page that
    // once started before its record (its head in two parts) is one stream now.
    assert.equal((await fetch(`${harness.siteUrl}/sitemap-en-solutions.xml`)).status, 200);
    await new Promise((r) => setTimeout(r, 500));
    const { context, page, errors } = await openPage(harness);
    const response = await page.goto(`${harness.siteUrl}/solutions/birds-in-barns`);
    assert.equal(response?.status(), 200);
    await hydrated(page);
    assert.match(await page.title(), /\S/);
    assert.equal(await page.locator("main h1").count(), 1);
    assert.equal(
      await page.evaluate(() => document.querySelectorAll("head > style").length),
      1,
      "the stylesheet once, in the head",
    );
    // Interactive: a client-side navigation from it works.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const link = page.locator(".main-menu__list > li > a.main-menu__link").first();
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL(`${harness.siteUrl}${href}`);
    assert.equal(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
      true,
    );
    await page.waitForTimeout(300);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a menu click navigates client-side and back restores the page", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const homeTitle = await page.title();
    const link = page.locator(".main-menu__list > li > a.main-menu__link").first();
    const href = await link.getAttribute("href");
    assert.ok(href?.startsWith("/"), `menu link ${href} is internal`);
    await link.click();
    await page.waitForURL(`${harness.siteUrl}${href}`);
    await page.waitForFunction((title) => document.title !== title, homeTitle);
    const stillSameDocument = await page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    );
    assert.equal(stillSameDocument, true, "navigation happened without a full reload");
    const heading = await page.locator("main h1").first().textContent();
    assert.ok(heading && heading.length > 0);

    await page.goBack();
    await page.waitForURL(`${harness.siteUrl}/`);
    await page.waitForFunction((title) => document.title === title, homeTitle);
    assert.equal(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
      true,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("the first page is on screen at once; a page reached by navigation fades in", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    const animation = () =>
      page.evaluate(() => {
        const shown = document.querySelector(".page-transition");
        return shown ? getComputedStyle(shown).animationName : null;
      });
    // No fade from opacity 0 before or after hydration: it would hold back the
    // page's largest paint.
    assert.equal(await animation(), "none");
    await hydrated(page);
    assert.equal(await animation(), "none");
    const homeTitle = await page.title();
    await page.locator(".main-menu__list > li > a.main-menu__link").first().click();
    await page.waitForFunction((title) => document.title !== title, homeTitle);
    assert.equal(await animation(), "page-in");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("at 375px the hamburger opens the sidebar and the overlay closes it", async () => {
    const { context, page, errors } = await openPage(harness, 375, 800);
    await page.goto(`${harness.siteUrl}/nl`);
    await hydrated(page);
    assert.equal(await page.locator(".main-menu").isVisible(), false);
    const hamburger = page.locator(".navbar__hamburger");
    assert.equal(await hamburger.isVisible(), true);
    await hamburger.click();
    const sidebar = page.locator("#mobile-sidebar");
    await page.waitForFunction(() =>
      document.querySelector("#mobile-sidebar")?.classList.contains("mobile-sidebar--open"),
    );
    assert.equal(await hamburger.getAttribute("aria-expanded"), "true");
    // Opened, it lists the whole main menu and its children
    // (the menu's calls to action at its top, beside "Where to buy").
    const hrefs = (selector: string) =>
      page.$$eval(selector, (links) => links.map((link) => link.getAttribute("href")).sort());
    const menuHrefs = await hrefs(".main-menu a");
    const menuLinks = menuHrefs.length;
    assert.ok(menuLinks > 10, `the main menu has its links (${menuLinks})`);
    // Not its close link: a link to the content, so that it closes without script too.
    const sidebarMenuLinks =
      "#mobile-sidebar a:not(.mobile-sidebar__where-to-buy):not(.mobile-sidebar__close)";
    assert.deepEqual(
      await hrefs(sidebarMenuLinks),
      menuHrefs,
      "the sidebar lists every link of the main menu",
    );
    await page.waitForTimeout(300);
    const box = await sidebar.boundingBox();
    assert.ok(box && box.x < 375, "sidebar slid into view");
    // Closed again, its links stay for the slide out and the next opening.
    // The overlay is visible to the left of the sidebar.
    await page.mouse.click(20, 400);
    await page.waitForFunction(
      () => !document.querySelector("#mobile-sidebar")?.classList.contains("mobile-sidebar--open"),
    );
    assert.equal(await hamburger.getAttribute("aria-expanded"), "false");
    assert.equal(await page.locator(sidebarMenuLinks).count(), menuLinks);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("at 1440px the desktop menu shows and the hamburger does not", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/de`);
    await hydrated(page);
    assert.equal(await page.locator(".main-menu").isVisible(), true);
    assert.equal(await page.locator(".navbar__hamburger").isVisible(), false);
    await context.close();
  });

  it("the footer on a wide screen: no contact line wraps, each profile once, the copyright names the company", async () => {
    for (const [path, width] of [
      ["/de", 1440],
      ["/de", 1280],
      ["/", 1440],
      ["/", 1280],
      ["/fr", 1440],
      ["/nl", 1440],
      ["/sv", 1440],
    ] as const) {
      const { context, page } = await openPage(harness, width, 900);
      await page.goto(`${harness.siteUrl}${path}`);
      const wrapped = await linesThatWrap(
        page,
        ".footer__contact a, .footer__registration dt, .footer__registration dd",
      );
      assert.deepEqual(wrapped, [], `${path} at ${width}: lines that wrap`);
      const linkedIn = await page
        .locator('.footer a[href*="linkedin.com"]')
        .evaluateAll((links) => links.length);
      assert.equal(linkedIn, 1, `${path} at ${width}: LinkedIn once`);
      assert.match(
        (await page.locator(".footer__legal-inner > p").textContent()) ?? "",
        /^© \d{4} Zwaluw Vogelwering B\.V\.$/,
      );
      await context.close();
    }
  });

  it("the footer on a phone: the registration numbers and the IBAN each stay on one line", async () => {
    // Under their labels at 320 px, beside them from 375 px.
    for (const width of [320, 375]) {
      const { context, page } = await openPage(harness, width, 700);
      for (const path of ["/", "/de", "/nl", "/fr", "/sv"]) {
        await page.goto(`${harness.siteUrl}${path}`);
        assert.deepEqual(
          await linesThatWrap(page, ".footer__registration dd"),
          [],
          `${path} at ${width}: numbers that wrap`,
        );
        // Inside the footer's margins, not only the screen.
        const overhang = await page.locator(".footer__registration").evaluate((list) => {
          const container = list.closest(".container");
          if (!container) return 0;
          const style = getComputedStyle(container);
          const inner =
            container.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
          return (
            Math.max(...[...list.children].map((item) => item.getBoundingClientRect().right)) -
            inner
          );
        });
        assert.ok(
          overhang <= 0.5,
          `${path} at ${width}: the numbers pass the margin by ${overhang} px`,
        );
        const top = await page.evaluate(measureTopOfPage);
        assert.ok(
          top.scrollWidth <= top.viewportWidth,
          `${path} at ${width}: ${top.scrollWidth} px wide`,
        );
      }
      await context.close();
    }
  });
});

/** The texts of the elements matched whose text sits on more than one line. */
function linesThatWrap(page: Page, selector: string): Promise<(string | undefined)[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => {
          // The lines its text sits on (the icon beside it is not text).
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const tops: number[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) tops.push(rect.top);
          }
          return tops.some((top) => Math.abs(top - (tops[0] ?? top)) > 4);
        })
        .map((element) => element.textContent?.trim()),
    selector,
  );
}
