/**
 * The document's title follows client-side navigation: a link in a page's rich
 * text to a page that does not exist (any more) shows the not-found page under
 * the same title the server gives that address, in the page's language, and back
 * restores the page's own title. All without a page load.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** Waits a moment for the title to become `expected`, then asserts it (with a clear message). */
async function assertTitle(page: Page, expected: string, what: string): Promise<void> {
  await page
    .waitForFunction((title) => document.title === title, expected, { timeout: 3000 })
    .catch(() => undefined);
  assert.equal(await page.title(), expected, what);
}

const CASES = [
  { language: "en", from: "/about-us", missing: "/no-such-page" },
  { language: "de", from: "/de/ueber-uns", missing: "/de/keine-seite" },
];

describe("the document title after client-side navigation", () => {
  for (const { language, from, missing } of CASES) {
    it(`${language}: a page, a missing page and back each show their own title`, async () => {
      const { context, page, errors } = await openPage(harness);
      // What the server names each address on a page load.
      const fresh = await context.newPage();
      const missingResponse = await fresh.goto(`${harness.siteUrl}${missing}`);
      assert.equal(missingResponse?.status(), 404);
      const missingTitle = await fresh.title();
      await fresh.close();

      await page.goto(`${harness.siteUrl}${from}`);
      await hydrated(page);
      const pageTitle = await page.title();
      assert.notEqual(pageTitle, missingTitle);
      if (language === "de") assert.notEqual(missingTitle, "Page not found!");

      // An editor's link to a page that was removed, in the page's rich text.
      await page.evaluate((href) => {
        const prose = document.querySelector("main .prose");
        if (!prose) throw new Error("no rich text on the page");
        const link = document.createElement("a");
        link.href = href;
        link.id = "dead-link";
        link.textContent = "An old page";
        prose.appendChild(link);
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      }, missing);
      await page.click("#dead-link");
      await page.waitForURL(`${harness.siteUrl}${missing}`);
      await page.locator("main .status-page").waitFor();
      await assertTitle(page, missingTitle, "the missing page's title");

      await page.goBack();
      await page.waitForURL(`${harness.siteUrl}${from}`);
      await page.locator("main .status-page").waitFor({ state: "detached" });
      await assertTitle(page, pageTitle, "the page's own title again");

      assert.equal(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
        ),
        true,
        "every step happened without a page load",
      );
      // The missing page's answer is a 404 the browser logs as a failed resource.
      assert.deepEqual(
        errors.filter((error) => !error.includes("404")),
        [],
      );
      await context.close();
    });
  }
});
