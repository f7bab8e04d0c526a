/**
 * A long text (the privacy policy, terms and conditions) as a visitor reads it
 * on a wide screen: its sections listed beside it, in the room the text's
 * measure leaves (before, the right ~45 % of the page stood empty at 1440 px),
 * a link that lands on its section below the fixed header, and the list still
 * in view at the end of the text. Phones show the text alone.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const LONG_TEXTS = [
  "/privacy-policy",
  "/terms-and-conditions",
  "/de/datenschutz",
  "/fr/conditions-generales",
];

describe("a long text's 'On this page' list", () => {
  it("at 1440 px lists every section beside the text, and each link lands on its heading below the header", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    for (const path of LONG_TEXTS) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const shape = await page.evaluate(() => {
        const list = document.querySelector(".on-this-page");
        const text = document.querySelector(".with-contents__text .prose");
        if (!list || !text) throw new Error("no list or no text");
        const links = [...list.querySelectorAll("a")].map((a) => ({
          href: a.getAttribute("href") ?? "",
          words: (a.textContent ?? "").replace(/\u00ad/g, ""),
        }));
        const headings = [...document.querySelectorAll(".with-contents__text h2")].map((h) => ({
          id: h.id,
          words: (h.textContent ?? "").replace(/\u00ad/g, "").trim(),
        }));
        return {
          links,
          headings,
          listLeft: list.getBoundingClientRect().left,
          textRight: text.getBoundingClientRect().right,
          listRight: list.getBoundingClientRect().right,
          width: document.documentElement.clientWidth,
        };
      });
      assert.ok(shape.headings.length >= 5, `${path}: ${shape.headings.length} sections`);
      assert.deepEqual(
        shape.links,
        shape.headings.map((heading) => ({ href: `#${heading.id}`, words: heading.words })),
        path,
      );
      assert.ok(shape.listLeft > shape.textRight, `${path}: the list stands beside the text`);
      assert.ok(shape.listRight <= shape.width, `${path}: within the screen`);

      // The fourth section, by its link: its heading just below the fixed header.
      const link = page.locator(".on-this-page a").nth(3);
      const target = (await link.getAttribute("href")) ?? "";
      await link.click();
      await page.waitForFunction((hash) => location.hash === hash, target);
      await page.waitForTimeout(700);
      const landed = await page.evaluate((id) => {
        const heading = document.getElementById(id);
        const header = document.querySelector(".navbar");
        const list = document.querySelector(".on-this-page");
        if (!heading || !header || !list) throw new Error("missing");
        return {
          top: heading.getBoundingClientRect().top,
          headerBottom: header.getBoundingClientRect().bottom,
          listTop: list.getBoundingClientRect().top,
          listBottom: list.getBoundingClientRect().bottom,
          path: location.pathname,
        };
      }, target.slice(1));
      assert.equal(landed.path, path, "the same page, not another");
      assert.ok(
        landed.top >= landed.headerBottom && landed.top < landed.headerBottom + 120,
        `${path}: heading at ${landed.top}, header ends at ${landed.headerBottom}`,
      );
      assert.ok(
        landed.listTop >= landed.headerBottom && landed.listBottom <= 900,
        `${path}: the list stays in view below the header (${landed.listTop}–${landed.listBottom})`,
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("at 375 px the text stands alone, and without JavaScript the sections' anchors still work", async () => {
    const { context, page } = await openPage(harness, 375, 812);
    await page.goto(`${harness.siteUrl}/de/datenschutz`);
    assert.equal(await page.locator(".on-this-page").isVisible(), false);
    await context.close();

    const plain = await harness.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const noScript = await plain.newPage();
    await noScript.goto(`${harness.siteUrl}/privacy-policy`);
    const link = noScript.locator(".on-this-page a").nth(2);
    const target = (await link.getAttribute("href")) ?? "";
    await link.click();
    await noScript.waitForTimeout(500);
    const top = await noScript.evaluate(
      (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
      target.slice(1),
    );
    assert.ok(top > 0 && top < 250, `the section's heading near the top, at ${top}`);
    await plain.close();
  });
});
