/**
 * A manual's first page, before its first step, as a designer checks it: at
 * 1440 px its steps fill the content's width as cards in rows (each with its
 * picture when the step has one, its title and the start of its text, and each
 * opening its own step), the products beside them as product cards (subtitle and
 * description); on phones the cards stay within the screen and open their step
 * from anywhere on the card. The PDF button's language note, "(auf Englisch)",
 * never breaks inside its parenthesis, at any width.
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

const MANUALS = [
  "/manuals/installing-tension-wire",
  "/de/anleitungen/spanndrahtsystem-montieren",
  "/nl/handleidingen/spandraadsysteem-monteren",
  "/fr/manuels/poser-le-fil-tendu",
  "/sv/manualer/montera-spanntrad",
];

/** What the overview shows of each step, beside what the step itself holds. */
async function overview(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector(".manual__layout");
    const list = document.querySelector(".manual__stepper ol");
    if (!container || !list) throw new Error("no manual layout");
    const style = getComputedStyle(container);
    const content =
      container.getBoundingClientRect().width -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight);
    const items = [...list.querySelectorAll(":scope > li")].map((item, index) => {
      const box = item.getBoundingClientRect();
      return {
        top: Math.round(box.top),
        href: item.querySelector("a")?.getAttribute("href") ?? "",
        picture: Boolean(item.querySelector("img")),
        stepHasPicture: Boolean(document.querySelector(`#step-${index + 1} img`)),
        text: item.querySelector("p")?.textContent?.trim() ?? "",
        // What stands in a picture's place: a drawing, not text such as a bare numeral.
        field: (() => {
          const field = getComputedStyle(item, "::before");
          return { text: field.content, drawing: field.backgroundImage.includes("svg") };
        })(),
      };
    });
    return { content, width: list.getBoundingClientRect().width, items };
  });
}

describe("a manual's first page", () => {
  it("at 1440 px its steps are cards across the content's width, each opening its step", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    for (const path of MANUALS) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const shown = await overview(page);
      assert.ok(
        shown.width >= 0.6 * shown.content,
        `${path}: the steps take ${Math.round(shown.width)} of ${Math.round(shown.content)} px`,
      );
      const firstRow = shown.items.filter((item) => item.top === shown.items[0]?.top);
      assert.ok(firstRow.length >= 3, `${path}: ${firstRow.length} steps in the first row`);
      for (const [index, item] of shown.items.entries()) {
        const step = index + 1;
        assert.ok(item.href.endsWith(`?step=${step}`), `${path}: step ${step} opens ${item.href}`);
        assert.equal(item.picture, item.stepHasPicture, `${path}: step ${step}'s picture`);
        if (!item.picture)
          assert.deepEqual(
            item.field,
            { text: '""', drawing: true },
            `${path}: step ${step} has no picture: its field shows a drawing, not a numeral`,
          );
        assert.ok(item.text.length >= 20, `${path}: step ${step} starts its text: "${item.text}"`);
      }
      const product = page.locator(".manual__products .card").first();
      assert.ok(
        ((await product.locator(".card__subtitle").textContent()) ?? "").length > 10,
        `${path}: the product's subtitle`,
      );
      assert.ok(await product.locator("img").count(), `${path}: the product's picture`);
      assert.ok(
        ((await product.locator(".card__body > p:not(.card__subtitle)").textContent()) ?? "")
          .length > 20,
        `${path}: the product's description`,
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  // "Measure the length and depth of each ledge, then choose the layout: Up to 8
  // cm deep: 1 …": a card's cut left a number without what it counts. Where the
  // cut falls depends on the card's width, so the check runs at many.
  it("a step card's cut text never ends on a number, at phone and desktop widths", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    const bare: string[] = [];
    for (const path of MANUALS) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [360, 375, 390, 414, 1024, 1280, 1366, 1440, 1536, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const ends = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>(".manual__stepper li p")].map((lead) => {
            const bottom = lead.getBoundingClientRect().bottom + 1;
            const words = [...lead.querySelectorAll<HTMLElement>(":scope > span")];
            const shown = words.filter((word) => word.getBoundingClientRect().bottom <= bottom);
            // Cut by the card (its line clamp) or by the lead itself (its "…").
            const cut = shown.length < words.length || /…$/.test(lead.textContent?.trim() ?? "");
            return { cut, last: (shown.at(-1)?.textContent ?? "").replace(/…$/, "") };
          }),
        );
        for (const [index, end] of ends.entries())
          if (end.cut && /^[\d.,–-]*\d(?:\u00a0\S+)?$/.test(end.last))
            bare.push(`${path} at ${width} px: step ${index + 1} ends on "${end.last} …"`);
      }
    }
    assert.deepEqual(bare, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const [width, height] of [
    [320, 640],
    [375, 812],
  ] as const) {
    it(`at ${width} px the cards fit the screen and a tap anywhere on one opens its step`, async () => {
      const { context, page, errors } = await openPage(harness, width, height);
      await page.goto(`${harness.siteUrl}/de/anleitungen/spanndrahtsystem-montieren`);
      await hydrated(page);
      const fits = await page.evaluate(() =>
        [...document.querySelectorAll(".manual__stepper li")].every(
          (item) => item.getBoundingClientRect().right <= innerWidth,
        ),
      );
      assert.ok(fits, "every card within the screen");
      assert.ok(
        (await page.evaluate(() => document.documentElement.scrollWidth)) <= width,
        "no sideways scrolling",
      );
      // On the card's picture, not its title: the whole card is the link's target.
      const image = page.locator(".manual__stepper li").nth(2).locator("img");
      await image.evaluate((element) =>
        element.scrollIntoView({ block: "center", behavior: "instant" }),
      );
      const picture = await image.boundingBox();
      assert.ok(picture, "step 3's picture");
      await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
      await page.waitForURL(/\?step=3$/);
      assert.equal(
        await page.locator(".manual-step:not([hidden]) .manual-step__label").textContent(),
        "Schritt 3 von 6",
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  // Chromium balances the pill's lines (text-wrap: balance), which happens to break
  // before the note; a browser without balancing (Safari before 17.5) fills the
  // first line instead, as the designer saw: "PDF herunterladen (auf / Englisch)".
  for (const balanced of [true, false]) {
    it(`the PDF button's language note never breaks inside its parenthesis (${balanced ? "balanced lines" : "lines filled"})`, async () => {
      const faults: string[] = [];
      for (const width of [320, 375, 1024, 1440]) {
        const { context, page } = await openPage(harness, width, 900);
        for (const path of MANUALS.slice(1)) {
          await page.goto(`${harness.siteUrl}${path}`);
          if (!balanced)
            await page
              .locator(".manual__pdf")
              .evaluate((pill: HTMLElement) => pill.style.setProperty("text-wrap", "wrap"));
          const note = await page.locator(".manual__pdf-language").evaluate((element) => ({
            text: element.textContent ?? "",
            lines: new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size,
          }));
          assert.match(note.text.trim(), /^\(.+\)$/, `${path}: the note in its parenthesis`);
          if (note.lines !== 1)
            faults.push(`${width} px ${path}: "${note.text}" on ${note.lines} lines`);
        }
        await context.close();
      }
      assert.deepEqual(faults, []);
    });
  }
});
