/**
 * A record's page (product, solution, manual, blog, FAQ article): breadcrumbs with
 * the overview that lists it, the same trail as the JSON-LD, on a phone without
 * sideways scrolling. A manual's step on a small phone: its first instruction on
 * the first screen, below the bars and above Back/Next, and the step's number said
 * once; after Next the heading lands below the bars in English and German.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { firstCard } from "./page-kinds.ts";
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

/** [kind, overview path, overview's title, record path] per language. */
async function records(page: Page, language: "en" | "de") {
  const site = harness.siteUrl;
  const overviews =
    language === "en"
      ? { product: "/products", solution: "/solutions", manual: "/manuals", blog: "/blogs" }
      : {
          product: "/de/produkte",
          solution: "/de/loesungen",
          manual: "/de/anleitungen",
          blog: "/de/blogs",
        };
  const faq = language === "en" ? "/faq" : "/de/haeufige-fragen";
  const found: { kind: string; overview: string; title: string; path: string }[] = [];
  for (const [kind, overview] of Object.entries(overviews)) {
    const path = await firstCard(page, site, overview);
    found.push({ kind, overview, title: (await page.locator("h1").textContent()) ?? "", path });
  }
  await page.goto(`${site}${faq}`);
  const article = await page.locator(`a[href^="${faq}/"]`).first().getAttribute("href");
  assert.ok(article, "an FAQ article's link");
  found.push({
    kind: "faqArticle",
    overview: faq,
    title: (await page.locator("h1").textContent()) ?? "",
    path: article,
  });
  return found;
}

describe("breadcrumbs on a record's page", () => {
  for (const language of ["en", "de"] as const) {
    it(`show home, the overview and the record (${language}), as the JSON-LD does`, async () => {
      const { context, page, errors } = await openPage(harness, 1440, 900);
      const home = language === "en" ? "/" : "/de";
      for (const record of await records(page, language)) {
        await page.goto(`${harness.siteUrl}${record.path}`);
        await hydrated(page);
        const nav = page.locator("nav.breadcrumbs");
        assert.equal(await nav.count(), 1, `${record.kind}: one breadcrumb trail`);
        assert.ok(await nav.getAttribute("aria-label"), `${record.kind}: the nav is named`);
        const links = await nav
          .locator("a")
          .evaluateAll((anchors) =>
            anchors.map((a) => [a.getAttribute("href"), a.textContent?.trim()]),
          );
        // The overview's crumb is its page title, which its heading need not repeat.
        assert.deepEqual(
          links.map(([href]) => href),
          [home, record.overview],
          `${record.kind}: ${record.path}`,
        );
        assert.equal(links[0]?.[1], language === "en" ? "Home" : "Startseite");
        assert.ok(links[1]?.[1], `${record.kind}: the overview's crumb has a name`);
        const current = nav.locator('[aria-current="page"]');
        assert.equal(await current.count(), 1);
        assert.ok(await current.isVisible(), `${record.kind}: the current page is shown`);
        // The JSON-LD states the same trail.
        const ld = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
        const list = ld
          .flat()
          .find((item: { "@type"?: string }) => item?.["@type"] === "BreadcrumbList");
        assert.ok(list, `${record.kind}: a BreadcrumbList`);
        const names = list.itemListElement.map((item: { name: string }) => item.name);
        assert.deepEqual(names.slice(1), [links[1]?.[1], (await current.textContent())?.trim()]);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    it(`fit a 320px phone without sideways scrolling, no line starting with "/" (${language})`, async () => {
      const { context, page } = await openPage(harness, 320, 640);
      let wrapped = false;
      for (const record of await records(page, language)) {
        await page.goto(`${harness.siteUrl}${record.path}`);
        await hydrated(page);
        const seen = await page.evaluate(() => {
          const nav = document.querySelector("nav.breadcrumbs")!.getBoundingClientRect();
          const items = [...document.querySelectorAll("nav.breadcrumbs li")];
          const left = Math.min(...items.map((item) => item.getBoundingClientRect().left));
          // A line of the trail that starts with a separator: "/ Spanndrahtsystem".
          const startsWithSeparator = items.filter(
            (item) =>
              Math.abs(item.getBoundingClientRect().left - left) < 1 &&
              !["none", "normal"].includes(getComputedStyle(item, "::before").content),
          ).length;
          return {
            scrollWidth: document.documentElement.scrollWidth,
            right: nav.right,
            visible: nav.height > 0,
            lines: new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
            startsWithSeparator,
          };
        });
        assert.equal(seen.scrollWidth, 320, `${record.kind}: no sideways scrolling`);
        assert.ok(seen.visible && seen.right <= 320, `${record.kind}: the trail fits`);
        assert.equal(seen.startsWithSeparator, 0, `${record.kind}: no line starts with "/"`);
        wrapped ||= seen.lines > 1;
      }
      assert.ok(wrapped, "a trail long enough to wrap, so the check above read one");
      await context.close();
    });
  }
});

describe("image descriptions", () => {
  it("come from the record's field in the page's locale, else the media's own", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    const altsOf = async (path: string, selector: string) => {
      await page.goto(`${harness.siteUrl}${path}`);
      return page
        .locator(selector)
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    };
    const gallery = ".product__gallery img";
    assert.equal(
      (await altsOf("/de/produkte/taubenspikes", gallery))[0],
      "Taubenspikes aus Edelstahl entlang eines steinernen Fenstersimses",
    );
    assert.equal(
      (await altsOf("/nl/producten/duivenpinnen", gallery))[0],
      "Roestvrijstalen duivenpinnen langs een stenen vensterbank",
    );
    // English records have no description of their own: the media library's.
    assert.equal(
      (await altsOf("/products/pigeon-spikes", gallery))[0],
      "Stainless steel pigeon spikes fitted along a stone window ledge",
    );
    const step = ".manual-step:not([hidden]) img";
    assert.deepEqual(await altsOf("/de/anleitungen/spanndrahtsystem-montieren?step=1", step), [
      "Die Tiefe eines Gesimses wird gemessen, um die Drahtreihen zu planen",
    ]);
    await context.close();
  });
});

describe("a manual's step on a small phone", () => {
  for (const [language, path] of [
    ["en", "/manuals/installing-tension-wire"],
    ["de", "/de/anleitungen/spanndrahtsystem-montieren"],
  ] as const) {
    it(`shows its first instruction on the first screen at 320 x 640 (${language})`, async () => {
      const { context, page } = await openPage(harness, 320, 640);
      for (const step of [1, 2, 6]) {
        await page.goto(`${harness.siteUrl}${path}?step=${step}`);
        await hydrated(page);
        const seen = await page.evaluate(() => {
          const step = document.querySelector(".manual-step:not([hidden])")!;
          const first = step.querySelector(".prose :is(p, li)")!.getBoundingClientRect();
          const heading = step.querySelector("h2")!.getBoundingClientRect();
          let coveredTo = 0;
          for (const selector of [".navbar", ".banner", ".manual__progress"]) {
            const bar = document.querySelector(selector)?.getBoundingClientRect();
            if (bar && bar.height > 0) coveredTo = Math.max(coveredTo, bar.bottom);
          }
          const pager = document.querySelector(".manual__pager")!.getBoundingClientRect();
          // Where "Step n of m" is on screen: visible text, not the live region.
          const counts = [...document.querySelectorAll("body *")].filter((element) => {
            if (element.children.length > 0) return false;
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return (
              /\d+ (of|von) \d+/.test(element.textContent ?? "") &&
              box.width > 1 &&
              box.height > 1 &&
              style.visibility !== "hidden" &&
              element.closest("[hidden]") === null
            );
          });
          return {
            heading: { top: heading.top, bottom: heading.bottom },
            first: { top: first.top, bottom: first.bottom },
            coveredTo,
            pagerTop: pager.top,
            counts: counts.length,
          };
        });
        const at = `${language} step ${step}`;
        assert.ok(seen.heading.top >= seen.coveredTo - 0.5, `${at}: heading below the bars`);
        assert.ok(seen.heading.bottom <= seen.pagerTop, `${at}: heading above Back/Next`);
        assert.ok(seen.first.top >= seen.coveredTo - 0.5, `${at}: instruction below the bars`);
        assert.ok(
          seen.first.bottom <= seen.pagerTop,
          `${at}: the first instruction ends at ${seen.first.bottom}px, Back/Next at ${seen.pagerTop}px`,
        );
        assert.equal(seen.counts, 1, `${at}: the step's number is shown once`);
        // The live region still tells screen readers which step this is.
        assert.match(
          (await page.locator(".manual__pager [aria-live]").textContent()) ?? "",
          new RegExp(`${step} (of|von) 6`),
        );
      }
      await context.close();
    });

    it(`after Next at 375px the heading lands below the header and stepper (${language})`, async () => {
      const { context, page } = await openPage(harness, 375, 740);
      await page.goto(`${harness.siteUrl}${path}?step=1`);
      await hydrated(page);
      for (const step of [2, 3]) {
        await page.evaluate(() =>
          window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
        );
        await page.locator(".manual__pager a[rel=next]").click();
        await page.waitForURL(`**?step=${step}`);
        await waitForScrollToSettle(page, ".manual-step:not([hidden]) h2");
        const seen = await page.evaluate(() => {
          const heading = document.querySelector(".manual-step:not([hidden]) h2")!;
          let coveredTo = 0;
          for (const selector of [".navbar", ".banner", ".manual__progress"]) {
            const bar = document.querySelector(selector)?.getBoundingClientRect();
            if (bar && bar.height > 0) coveredTo = Math.max(coveredTo, bar.bottom);
          }
          return {
            top: heading.getBoundingClientRect().top,
            coveredTo,
            focused: document.activeElement === heading,
          };
        });
        assert.ok(
          seen.top >= seen.coveredTo - 0.5,
          `${language} step ${step}: heading at ${seen.top}px, bars to ${seen.coveredTo}px`,
        );
        assert.equal(seen.focused, true);
      }
      await context.close();
    });
  }
});
