/**
 * @module axe in Chromium on every page kind, WCAG 2.0–2.2 A and AA, every
 * violation whatever its impact: the pages as loaded, the contact form with its
 * errors shown, and the seller finder.
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

const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page, state: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  return result.violations.map(
    (v) => `${state}: ${v.id} [${v.impact}] (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`,
  );
}

/** A link's href on a page, for the kinds whose slugs come from content. */
async function firstLink(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(`${harness.siteUrl}${path}`);
  const href = await page.locator(selector).first().getAttribute("href");
  assert.ok(href, `no ${selector} on ${path}`);
  return href;
}

describe("accessibility of every page kind", () => {
  it("axe finds no WCAG 2.2 A/AA violation on any page kind or state", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    const paths: [string, string][] = [
      ["home", "/"],
      ["content page", "/trees-for-all"],
      ["product", "/products/pigeon-spikes"],
      ["solution", "/solutions/pigeons-on-buildings"],
      ["for who", await firstLink(page, "/", "a[href^='/for-whom/']")],
      ["blogs", "/blogs"],
      ["blog", await firstLink(page, "/blogs", "a[href^='/blogs/']")],
      ["manuals", "/manuals"],
      ["manual", "/manuals/installing-pigeon-spikes"],
      ["FAQ", "/faq"],
      ["FAQ article", await firstLink(page, "/faq", "a[href^='/faq/'][href*='/faq/products/']")],
      ["downloads", "/downloads"],
      ["contact", "/contact"],
      ["installer map", "/where-to-buy"],
      ["404", "/no-such-page"],
      ["German product", "/de/produkte/taubenspikes"],
    ];
    const problems: string[] = [];
    for (const [kind, path] of paths) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      problems.push(...(await violations(page, `${kind} ${path}`)));
    }

    // The contact form with its errors shown.
    await page.goto(`${harness.siteUrl}/contact`);
    await hydrated(page);
    await page.click(".contact-form button[type=submit]");
    await page.locator(".toast--error").waitFor();
    problems.push(...(await violations(page, "contact form with errors")));

    // The finder after a filter change (list and note where the map would be).
    await page.goto(`${harness.siteUrl}/where-to-buy`);
    await hydrated(page);
    const select = page.locator("select").first();
    if (await select.count()) {
      const options = await select.locator("option").all();
      const value = await options[options.length - 1]?.getAttribute("value");
      if (value) await select.selectOption(value);
      await page.waitForTimeout(500);
    }
    problems.push(...(await violations(page, "finder filtered")));
    await context.close();

    const mobile = await openPage(harness, 375, 800);
    for (const path of ["/products/pigeon-spikes", "/where-to-buy", "/contact"]) {
      await mobile.page.goto(`${harness.siteUrl}${path}`);
      await hydrated(mobile.page);
      problems.push(...(await violations(mobile.page, `mobile ${path}`)));
    }
    await mobile.context.close();
    assert.deepEqual(problems, []);
  });
});
