/**
 * Every page kind on phones (320, 375 and 414px), in English and German, with and
 * without the banner: nothing scrolls sideways and the H1 is whole below what is
 * fixed at the top. Then what phones need besides: a manual's Next and Back, the
 * mobile menu's top, the FAQ's search on the first screen, the banner's heading,
 * the products overview and the FAQ's arrows.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { type Language, measureTopOfPage, pageKinds } from "./page-kinds.ts";
import {
  type Harness,
  hydrated,
  openPage,
  startHarness,
  waitForScrollToSettle,
} from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const PHONE_WIDTHS = [320, 375, 414];

/** Problems at the top of the page on screen, at each phone width. */
async function topOfPageProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const top = await page.evaluate(measureTopOfPage);
    const at = `${label} at ${width}px`;
    if (top.scrollWidth > top.viewportWidth)
      problems.push(`${at}: scrolls sideways (${top.scrollWidth}px wide)`);
    if (!top.heading) problems.push(`${at}: no H1`);
    else {
      if (top.heading.top < top.coveredTo - 0.5)
        problems.push(
          `${at}: H1 at ${top.heading.top}px, under the top bars (to ${top.coveredTo}px)`,
        );
      if (top.heading.bottom > 740) problems.push(`${at}: H1 ends below the screen`);
      if (top.heading.left < 0 || top.heading.right > width)
        problems.push(`${at}: H1 cut sideways`);
      if (top.overlapping.length) problems.push(`${at}: H1 under ${top.overlapping.join(", ")}`);
    }
  }
  return problems;
}

describe("every page kind on phones", () => {
  it("nothing scrolls sideways and the H1 is whole below the navbar and banner, with and without the banner", async () => {
    const { context, page } = await openPage(harness, 375, 740);
    const kinds: [Language, string, string][] = [];
    for (const language of ["en", "de"] as const)
      for (const [kind, path] of await pageKinds(page, harness.siteUrl, language))
        kinds.push([language, kind, path]);

    const problems: string[] = [];
    for (const [language, kind, path] of kinds) {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${harness.siteUrl}${path}`, { waitUntil: "domcontentloaded" });
      await hydrated(page);
      assert.equal(await page.locator(".banner").isVisible(), true, `${path}: the banner`);
      problems.push(...(await topOfPageProblems(page, `${kind} (${language}) with the banner`)));
      // Closed, it stays closed for the session; the next page has it again.
      await page.locator(".banner__close").click();
      assert.equal(await page.locator(".banner").count(), 0);
      problems.push(...(await topOfPageProblems(page, `${kind} (${language}) without it`)));
      await page.evaluate(() => sessionStorage.clear());
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe("long Dutch compounds on a 320px phone", () => {
  it("no product page scrolls sideways (specifications such as 'Beschermingsklasse')", async () => {
    const { context, page } = await openPage(harness, 320, 640);
    await page.goto(`${harness.siteUrl}/nl/producten`);
    const products = await page.$$eval(".card__title a[href]", (links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    assert.ok(products.length >= 6, "the Dutch products");
    const wide: string[] = [];
    for (const path of products) {
      await page.goto(`${harness.siteUrl}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
    }
    assert.deepEqual(wide, []);
    await context.close();
  });
});

describe("a manual on a phone", () => {
  for (const width of [375, 1440]) {
    it(`at ${width}px Next and Back bring the step's heading into view and focus it`, async () => {
      const { context, page } = await openPage(harness, width, 812);
      await page.goto(`${harness.siteUrl}/manuals/installing-tension-wire?step=2`);
      await hydrated(page);
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth),
        width,
        "no sideways scrolling",
      );
      for (const [button, step] of [
        ["Next", 3],
        ["Next", 4],
        ["Back", 3],
      ] as const) {
        // The visitor has read to the end of the step.
        await page.evaluate(() =>
          window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
        );
        await page.locator(".manual__pager").getByRole("link", { name: button }).click();
        await page.waitForURL(`**/manuals/installing-tension-wire?step=${step}`);
        await waitForScrollToSettle(page, ".manual-step:not([hidden]) h2");
        const seen = await page.evaluate(() => {
          const heading = document.querySelector<HTMLElement>(".manual-step:not([hidden]) h2")!;
          const box = heading.getBoundingClientRect();
          const bars = [".navbar", ".banner", ".manual__progress"].map((selector) => {
            const bar = document.querySelector(selector);
            const rect = bar?.getBoundingClientRect();
            return rect && rect.height > 0 && getComputedStyle(bar!).display !== "none"
              ? rect.bottom
              : 0;
          });
          const pager = document.querySelector(".manual__pager")!.getBoundingClientRect();
          return {
            text: heading.textContent,
            top: box.top,
            bottom: box.bottom,
            below: Math.max(...bars),
            above: Math.min(window.innerHeight, pager.top > box.top ? pager.top : Infinity),
            focused: document.activeElement === heading,
            label: document.querySelector(".manual-step:not([hidden]) .manual-step__label")
              ?.textContent,
          };
        });
        const where = `${button} to step ${step} (${seen.text})`;
        assert.equal(seen.label, `Step ${step} of 6`, where);
        assert.ok(
          seen.top >= seen.below - 1,
          `${where}: heading at ${seen.top}px, bars to ${seen.below}px`,
        );
        assert.ok(
          seen.bottom <= seen.above,
          `${where}: heading ends at ${seen.bottom}px, visible to ${seen.above}px`,
        );
        assert.equal(seen.focused, true, `${where}: the heading has focus`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width);
      await context.close();
    });
  }
});

describe("phone screens", () => {
  it("the mobile menu shows a close button and the two calls to action at its top", async () => {
    const { context, page } = await openPage(harness, 375, 812);
    for (const [path, contact, whereToBuy] of [
      ["/", "Contact us", "Where to buy"],
      ["/de", "Kontakt", "Händler finden"],
    ]) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      await page.locator(".navbar__hamburger").click();
      const sidebar = page.locator("#mobile-sidebar");
      await page.waitForTimeout(400);
      const close = sidebar.getByRole("button", { name: /close menu|menü schließen/i });
      const actions = [
        sidebar.getByRole("link", { name: contact, exact: true }),
        sidebar.getByRole("link", { name: whereToBuy, exact: true }),
      ];
      for (const target of [close, ...actions]) {
        const box = await target.boundingBox();
        assert.ok(box, `${path}: shown`);
        assert.ok(
          box.y >= 0 && box.y + box.height <= 260,
          `${path}: at the sidebar's top (${box.y})`,
        );
        // Not covered: what is at its centre is the control itself.
        const uncovered = await target.evaluate(
          (control, [x, y]) => document.elementFromPoint(x!, y!)?.closest("a, button") === control,
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        assert.equal(uncovered, true, `${path}: nothing covers it`);
      }
      await close.click();
      await page.waitForFunction(() => !document.body.classList.contains("sidebar-open"));
      assert.equal(await page.locator(".navbar__hamburger").getAttribute("aria-expanded"), "false");
    }
    await context.close();
  });

  it("on a 375 × 812 phone the FAQ search is on the first screen", async () => {
    const { context, page } = await openPage(harness, 375, 812);
    for (const path of ["/faq", "/de/haeufige-fragen", "/nl/veelgestelde-vragen"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const box = await page.locator(".faq__search input").boundingBox();
      assert.ok(box && box.y + box.height <= 812, `${path}: search ends at ${box?.y}`);
      assert.ok(await page.locator(".banner").isVisible(), "with the banner shown");
    }
    await context.close();
  });

  it("the banner's heading is whole on phones in German and Dutch", async () => {
    const { context, page } = await openPage(harness, 320, 740);
    for (const path of ["/de", "/nl", "/"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const fit = await page.locator(".banner__text").evaluate((text) => {
        const heading = text.querySelector("strong")!.getBoundingClientRect();
        const box = text.getBoundingClientRect();
        return {
          clipped: text.scrollWidth > text.clientWidth + 1,
          inside: heading.left >= box.left - 1 && heading.right <= box.right + 1,
        };
      });
      assert.deepEqual(fit, { clipped: false, inside: true }, path);
    }
    await context.close();
  });

  it("the products overview shows each product once", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    for (const path of ["/products", "/de/produkte", "/nl/producten"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      const links = await page.$$eval(".card__title a", (anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      );
      assert.ok(links.length >= 6, `${path}: ${links.length} products`);
      assert.equal(new Set(links).size, links.length, `${path}: ${links.join(" ")}`);
    }
    await context.close();
  });

  it("the FAQ's expand arrows sit inside the page margin at 375px", async () => {
    const { context, page } = await openPage(harness, 375, 812);
    await page.goto(`${harness.siteUrl}/de/haeufige-fragen`);
    const placed = await page.$$eval(".accordion__summary", (summaries) =>
      summaries.map((summary) => {
        const box = summary.getBoundingClientRect();
        const arrow = getComputedStyle(summary, "::after");
        return {
          // A list-item marker is drawn outside the box, in the margin.
          marker: getComputedStyle(summary).display === "list-item",
          arrow: arrow.content !== "none" && arrow.borderRightStyle === "solid",
          inside: box.left >= 24 && box.right <= 375 - 24,
        };
      }),
    );
    assert.ok(placed.length >= 12);
    for (const summary of placed)
      assert.deepEqual(summary, { marker: false, arrow: true, inside: true });
    await context.close();
  });
});
