/**
 * What visitors feel (spec sections 2, 4, 9), in Chromium: the navbar's two
 * states, breakpoints, the locale switcher, the banner, scrolling, keyboard use,
 * a failing chunk, and an axe scan of every layout state.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const navbarHeight = (page: Page) =>
  page.evaluate(() => document.querySelector(".navbar")!.getBoundingClientRect().height);

async function seriousViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${state}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}

describe("navbar", () => {
  it("compacts to 72px past 50px of scrolling, hides the top bar, closes the locale list; 121px at the top", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/products/pigeon-spikes`);
    await hydrated(page);
    assert.equal(await navbarHeight(page), 121);
    // The page's content starts below the navbar and the banner (121 + 59.5px).
    assert.equal(
      await page.evaluate(() => document.querySelector("main")!.getBoundingClientRect().top),
      180.5,
    );
    await page.locator(".locale-switcher__toggle").click();
    assert.equal(await page.locator(".locale-switcher__list").isVisible(), true);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(
      () => document.querySelector(".navbar")!.getBoundingClientRect().height === 72,
    );
    await page.waitForTimeout(300);
    assert.equal(await page.locator(".locale-switcher__list").isVisible(), false);
    const topBar = await page
      .locator(".navbar__top")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    assert.ok(topBar <= 0, `top bar slid away (bottom at ${topBar})`);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForFunction(
      () => document.querySelector(".navbar")!.getBoundingClientRect().height === 121,
    );
    await context.close();
  });

  for (const [width, desktop] of [
    [375, false],
    [1024, false],
    [1319, false],
    [1320, true],
    [1440, true],
  ] as const) {
    it(`at ${width}px shows ${desktop ? "the desktop menu" : "the hamburger"}`, async () => {
      const { context, page } = await openPage(harness, width, 900);
      await page.goto(`${harness.siteUrl}/nl`);
      await hydrated(page);
      assert.equal(await page.locator(".main-menu").isVisible(), desktop);
      assert.equal(await page.locator(".navbar__hamburger").isVisible(), !desktop);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `no horizontal overflow at ${width}px (${overflow}px)`);
      await context.close();
    });
  }
});

describe("locale switcher", () => {
  it("lists exactly the locales the page is translated into and switches to the localised URL", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/products/sonic-deterrent`);
    await hydrated(page);
    assert.equal(
      (await page.locator(".locale-switcher__toggle .locale-switcher__code").textContent())?.trim(),
      "en",
    );
    await page.locator(".locale-switcher__toggle").click();
    const listed = await page
      .locator(".locale-switcher__list a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    const hreflangs = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute("hreflang"))
          .filter((l) => l !== "x-default" && l !== "en"),
      );
    assert.deepEqual(listed, hreflangs);
    assert.ok(
      !listed.includes("it") && !listed.includes("sv"),
      "no Italian or Swedish translation to offer",
    );
    await page.locator('.locale-switcher__list a[hreflang="de"]').click();
    await page.waitForURL(/\/de\/produkte\//);
    await page.waitForFunction(() => document.documentElement.lang === "de-DE");
    await page.locator('.main-menu__link:has-text("Produkte")').first().waitFor();
    assert.equal(
      (await page.locator(".locale-switcher__toggle .locale-switcher__code").textContent())?.trim(),
      "de",
    );
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === "locale")?.value, "de");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows en-US as us and is operable by keyboard", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/en-US`);
    await hydrated(page);
    assert.equal(
      (await page.locator(".locale-switcher__toggle .locale-switcher__code").textContent())?.trim(),
      "us",
    );
    await page.locator(".locale-switcher__toggle").focus();
    await page.keyboard.press("Enter");
    assert.equal(await page.locator(".locale-switcher__list").isVisible(), true);
    await page.keyboard.press("ArrowDown");
    const first = await page.evaluate(() => document.activeElement?.getAttribute("hreflang"));
    assert.ok(first);
    await page.keyboard.press("ArrowDown");
    assert.notEqual(
      await page.evaluate(() => document.activeElement?.getAttribute("hreflang")),
      first,
    );
    await page.keyboard.press("Escape");
    assert.equal(await page.locator(".locale-switcher__list").isVisible(), false);
    assert.equal(
      await page.evaluate(() =>
        document.activeElement?.classList.contains("locale-switcher__toggle"),
      ),
      true,
    );
    const listBox = await page.locator(".locale-switcher__list").evaluate((el) => {
      const style = getComputedStyle(el);
      return { maxHeight: style.maxHeight, minWidth: style.minWidth };
    });
    assert.deepEqual(listBox, { maxHeight: "350px", minWidth: "160px" });
    await context.close();
  });
});

describe("banner", () => {
  it("stays dismissed across navigation and reload, and is back in a new session", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    assert.equal(await page.locator(".banner").isVisible(), true);
    assert.equal(await page.evaluate(() => document.body.classList.contains("has-banner")), true);
    const height = await page
      .locator(".banner")
      .evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(height >= 59.5, `banner at least 59.5px high (${height})`);
    await page.locator(".banner__close").click();
    assert.equal(await page.locator(".banner").count(), 0);
    assert.equal(await page.evaluate(() => document.body.classList.contains("has-banner")), false);
    await page.locator(".main-menu__list > li > a.main-menu__link").first().click();
    await page.waitForLoadState();
    assert.equal(await page.locator(".banner:visible").count(), 0);
    await page.reload();
    await hydrated(page);
    assert.equal(await page.locator(".banner:visible").count(), 0);
    await context.close();

    const fresh = await openPage(harness, 1440, 900);
    await fresh.page.goto(`${harness.siteUrl}/`);
    await hydrated(fresh.page);
    assert.equal(await fresh.page.locator(".banner").isVisible(), true);
    await fresh.context.close();
  });
});

describe("scrolling", () => {
  it("a hash lands its target just below the navbar", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/faq`);
    await hydrated(page);
    const id = await page.locator(".faq__category h2").nth(2).getAttribute("id");
    await page.goto(`${harness.siteUrl}/faq#${id}`);
    await hydrated(page);
    await page.waitForTimeout(800);
    const { top, navBottom, bannerBottom } = await page.evaluate((targetId) => {
      const banner = document.querySelector(".banner");
      return {
        top: document.getElementById(targetId!)!.getBoundingClientRect().top,
        navBottom: document.querySelector(".navbar")!.getBoundingClientRect().bottom,
        bannerBottom: banner ? banner.getBoundingClientRect().bottom : 0,
      };
    }, id);
    const below = Math.max(navBottom, bannerBottom);
    assert.ok(
      top >= below - 1 && top <= below + 40,
      `target at ${top}px, navbar/banner end at ${below}px`,
    );

    await context.close();
  });

  it("back restores the earlier scroll position", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/faq`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await page.waitForTimeout(100);
    const saved = await page.evaluate(() => window.scrollY);
    // A click from script: Playwright's own click would first scroll the link into view.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>(".main-menu__list a")!.click(),
    );
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, saved);
    await context.close();
  });
});

describe("keyboard and focus", () => {
  it("the sidebar opens, keeps focus inside, closes with Escape and returns focus to the hamburger", async () => {
    const { context, page } = await openPage(harness, 375, 800);
    await page.goto(`${harness.siteUrl}/de`);
    await hydrated(page);
    await page.keyboard.press("Tab");
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains("skip-link")),
      true,
    );
    await page.locator(".navbar__hamburger").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.body.classList.contains("sidebar-open"));
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden");
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          Boolean(document.activeElement?.closest("#mobile-sidebar")) ||
          Boolean(document.activeElement?.classList.contains("navbar__hamburger")),
      );
      assert.equal(inside, true, `focus stays in the sidebar (tab ${i + 1})`);
    }
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    assert.notEqual(outline, "none", "focus is visible");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.body.classList.contains("sidebar-open"));
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains("navbar__hamburger")),
      true,
    );
    await context.close();
  });

  it("the desktop menu's children open on Enter, not on focus alone (WCAG 1.4.13)", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    const parent = page.locator(".main-menu__item--parent").first();
    await parent.locator("> a").focus();
    await page.keyboard.press("Tab");
    assert.equal(await parent.locator(".main-menu__children").isVisible(), false);
    await page.keyboard.press("Enter");
    await parent.locator(".main-menu__children").waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    assert.ok(
      await page.evaluate(() => Boolean(document.activeElement?.closest(".main-menu__children"))),
    );
    await context.close();
  });

  it("a submenu opened by keyboard closes when Tab leaves it, and hovering another item shows only that one", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/de`);
    await hydrated(page);
    const parents = page.locator(".main-menu__item--parent");
    assert.ok((await parents.count()) >= 2, "two items with submenus");
    const first = parents.nth(0);
    const shown = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll(".main-menu__children")].filter((list) =>
            list.checkVisibility(),
          ).length,
      );
    await first.locator(".main-menu__toggle").focus();
    await page.keyboard.press("Enter");
    await first.locator(".main-menu__children").waitFor({ state: "visible" });
    const links = await first.locator(".main-menu__children a").count();
    for (let i = 0; i <= links; i++) await page.keyboard.press("Tab");
    assert.equal(
      await page.evaluate(() => Boolean(document.activeElement?.closest(".main-menu__children"))),
      false,
      "focus has left the submenu",
    );
    assert.equal(
      await first.locator(".main-menu__children").isVisible(),
      false,
      "closed behind Tab",
    );

    await first.locator(".main-menu__toggle").focus();
    await page.keyboard.press("Enter");
    await first.locator(".main-menu__children").waitFor({ state: "visible" });
    await parents.nth(1).hover();
    await parents.nth(1).locator(".main-menu__children").waitFor({ state: "visible" });
    assert.equal(await shown(), 1, "one dropdown at a time");
    await context.close();
  });
});

describe("robustness", () => {
  it("a view chunk that fails to load reloads the page once, and the page still shows", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/solutions`);
    await hydrated(page);
    await context.route(/\/assets\/solution-[A-Z0-9]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on("load", () => loads++);
    const reloaded = page.waitForEvent("load");
    await page.locator(".listing .card__title a").first().click();
    await reloaded;
    await page.waitForURL(/\/solutions\/.+/);
    await page.locator("main h1").waitFor();
    await page.waitForTimeout(1500);
    assert.equal(loads, 1, "exactly one full reload");
    assert.ok(await page.evaluate(() => Number(sessionStorage.getItem("chunk-reload-at")) > 0));
    await context.close();
  });
});

describe("connection", () => {
  it("tells the visitor when the browser goes offline, and stops when it is back", async () => {
    const { context, page } = await openPage(harness, 1024, 800);
    await page.goto(`${harness.siteUrl}/fr`);
    await hydrated(page);
    assert.equal(await page.locator(".offline-bar").count(), 0);
    await context.setOffline(true);
    await page.locator(".offline-bar").waitFor();
    assert.match((await page.locator(".offline-bar").textContent()) ?? "", /hors ligne/);
    await context.setOffline(false);
    await page.locator(".offline-bar").waitFor({ state: "detached" });
    await context.close();
  });

  it("shows the loading bar only when a page takes longer than 200ms", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    await context.route(/\/api\/route-data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    // Measured in the page: when the bar starts running, relative to the click.
    const shownAfter = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const bar = document.querySelector(".loading-bar")!;
          const clickedAt = performance.now();
          new MutationObserver(() => {
            if (bar.classList.contains("loading-bar--running"))
              resolve(performance.now() - clickedAt);
          }).observe(bar, { attributes: true });
          document.querySelector<HTMLAnchorElement>('.footer__menu a[href^="/"]')!.click();
        }),
    );
    assert.ok(
      shownAfter >= 200,
      `shown after ${shownAfter.toFixed(0)}ms, not within the 200ms throttle`,
    );
    await page.locator(".loading-bar--idle").waitFor({ state: "attached", timeout: 5000 });
    await context.close();
  });
});

describe("analytics and third parties", () => {
  it("events reach the data layer and, with no tag manager configured, nothing leaves the site", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    const outside: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname !== "127.0.0.1") outside.push(request.url());
    });
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    await page.locator(".main-menu__list > li > a.main-menu__link").first().click();
    await page.waitForFunction(() => (window.dataLayer ?? []).length >= 2);
    const events = await page.evaluate(
      () => window.dataLayer as { module: string; event: string; trigger: string }[],
    );
    assert.deepEqual(
      events.map((e) => [e.module, e.event, e.trigger]),
      [
        ["page", "page_view", "navigation"],
        ["page", "page_view", "navigation"],
      ],
    );
    assert.deepEqual(outside, []);
    await context.close();
  });

  it("a tooltip shows at once and hides 500ms after the pointer leaves", async () => {
    const { context, page } = await openPage(harness, 375, 800);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    const trigger = page.locator(".navbar__contact .tooltip").first();
    await trigger.hover();
    const bubble = trigger.locator('[role="tooltip"]');
    assert.equal(await bubble.isVisible(), true);
    assert.equal(await bubble.evaluate((el) => getComputedStyle(el).maxWidth), "300px");
    await page.mouse.move(300, 600);
    await page.waitForTimeout(200);
    assert.equal(await bubble.isVisible(), true, "still shown before 500ms");
    await page.waitForTimeout(450);
    assert.equal(await bubble.isVisible(), false);
    await context.close();
  });
});

describe("accessibility", () => {
  it("axe finds no serious or critical violation in any layout state", async () => {
    const problems: string[] = [];
    const desktop = await openPage(harness, 1440, 900);
    for (const path of [
      "/",
      "/de/produkte",
      "/nl/veelgestelde-vragen",
      "/fr/manuels",
      "/blogs",
      "/gibt-es-nicht",
    ]) {
      await desktop.page.goto(`${harness.siteUrl}${path}`);
      await hydrated(desktop.page);
      problems.push(...(await seriousViolations(desktop.page, path)));
    }
    await desktop.page.goto(`${harness.siteUrl}/es`);
    await hydrated(desktop.page);
    await desktop.page.locator(".locale-switcher__toggle").click();
    problems.push(...(await seriousViolations(desktop.page, "locale list open")));
    await desktop.page.mouse.wheel(0, 600);
    await desktop.page.waitForFunction(
      () => document.querySelector(".navbar")!.getBoundingClientRect().height === 72,
    );
    problems.push(...(await seriousViolations(desktop.page, "compact navbar")));
    await desktop.page.locator(".banner__close").click();
    problems.push(...(await seriousViolations(desktop.page, "banner dismissed")));
    await desktop.context.close();

    const mobile = await openPage(harness, 375, 800);
    await mobile.page.goto(`${harness.siteUrl}/sv`);
    await hydrated(mobile.page);
    problems.push(...(await seriousViolations(mobile.page, "mobile")));
    await mobile.page.locator(".navbar__hamburger").click();
    await mobile.page.waitForTimeout(300);
    problems.push(...(await seriousViolations(mobile.page, "sidebar open")));
    await mobile.context.close();
    assert.deepEqual(problems, []);
  });
});
