/**
 * A solution's page as a designer would check it from a tablet to a wide screen:
 * its text and its products never stand side by side with one running on past the
 * other (at 1440 px a two-wide column of five product cards ran on for a screen
 * beside an empty text column). On phones the page fits the screen and its title
 * starts below the fixed bars.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { measureTopOfPage } from "./page-kinds.ts";
import { type Harness, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const SOLUTIONS = [
  "/solutions/gulls-on-roofs",
  "/solutions/pigeons-on-buildings",
  "/de/loesungen/moewen-auf-daechern",
  "/de/loesungen/voegel-in-staellen-und-scheunen",
];

/** Audiences with five and with six products (the seed's property managers and installers). */
const AUDIENCES = [
  "/for-whom/property-managers",
  "/for-whom/installers",
  "/de/fuer-wen/hausverwaltungen",
  "/de/fuer-wen/fachbetriebe",
];

/** How far one column may end below the other beside it: about two lines of cards' text. */
/** Overviews whose one page holds five or six cards: the products and the blog. */
const OVERVIEWS = ["/products", "/blogs", "/de/produkte", "/nl/blogs"];
const RUN_ON = 120;

describe("a solution's page", () => {
  for (const width of [768, 1024, 1440, 1920]) {
    it(`at ${width} px no column runs on beside an empty one`, async () => {
      const { context, page } = await openPage(harness, width, 900);
      const faults: string[] = [];
      for (const path of SOLUTIONS) {
        await page.goto(`${harness.siteUrl}${path}`);
        const [text, products] = await page.evaluate(() => {
          const article = document.querySelector("main article");
          const prose = article?.querySelector(".prose");
          const cards = article?.querySelector(".card-grid")?.closest("section");
          if (!prose || !cards) throw new Error("no text or no products");
          const box = (element: Element) => {
            const r = element.getBoundingClientRect();
            return {
              left: r.left,
              right: r.right,
              top: r.top + scrollY,
              bottom: r.bottom + scrollY,
            };
          };
          return [box(prose), box(cards)];
        });
        const sideBySide =
          (products.left >= text.right - 1 || text.left >= products.right - 1) &&
          products.top < text.bottom &&
          text.top < products.bottom;
        if (!sideBySide) continue;
        const runOn = Math.round(Math.abs(products.bottom - text.bottom));
        if (runOn > RUN_ON)
          faults.push(
            `${path}: ${products.bottom > text.bottom ? "the products run" : "the text runs"} on ${runOn} px past the other column`,
          );
      }
      await context.close();
      assert.deepEqual(faults, []);
    });
  }

  // Two to five products stand as cards of a comfortable measure, not as narrow
  // columns of text (five in a row left a German name a few letters a line).
  for (const width of [1440, 1920]) {
    it(`at ${width} px the products' cards are wide enough to read`, async () => {
      const { context, page } = await openPage(harness, width, 900);
      const faults: string[] = [];
      for (const path of SOLUTIONS) {
        await page.goto(`${harness.siteUrl}${path}`);
        const widths = await page
          .locator("main article .card-grid > li")
          .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
        // About thirty characters a line inside the card's padding.
        for (const cardWidth of widths)
          if (cardWidth < 290)
            faults.push(`${path}: ${widths.length} cards, one ${Math.round(cardWidth)} px wide`);
      }
      await context.close();
      assert.deepEqual(faults, []);
    });
  }

  // An audience's or an overview's five or six cards: rows of three, never a card
  // alone on the last row (four and one, four and two left a gap of a screen's width).
  for (const width of [1024, 1440, 1920]) {
    it(`at ${width} px an audience's or an overview's cards leave none alone on a row`, async () => {
      const { context, page } = await openPage(harness, width, 900);
      const faults: string[] = [];
      for (const path of [...AUDIENCES, ...OVERVIEWS]) {
        await page.goto(`${harness.siteUrl}${path}`);
        const grids = await page.locator("main .card-grid").evaluateAll((lists) =>
          lists.map((list) => {
            const rows = new Map<number, number>();
            for (const card of list.querySelectorAll(":scope > li")) {
              const top = Math.round(card.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            return [...rows.values()];
          }),
        );
        for (const rows of grids) {
          const cards = rows.reduce((sum, n) => sum + n, 0);
          const last = rows[rows.length - 1] ?? 0;
          if (rows.length > 1 && last < Math.min(rows[0] ?? 0, cards - last) - 1)
            faults.push(`${path}: ${cards} cards in rows of ${rows.join(" + ")}`);
        }
      }
      await context.close();
      assert.deepEqual(faults, []);
    });
  }

  for (const width of [320, 375]) {
    it(`at ${width} px fits the screen, its title below the fixed bars`, async () => {
      const { context, page } = await openPage(harness, width, 700);
      for (const path of SOLUTIONS) {
        await page.goto(`${harness.siteUrl}${path}`);
        const top = await page.evaluate(measureTopOfPage);
        assert.ok(top.scrollWidth <= top.viewportWidth, `${path}: ${top.scrollWidth} px wide`);
        assert.ok(top.heading, `${path}: a heading`);
        assert.ok(
          top.heading.top >= top.coveredTo,
          `${path}: the heading starts at ${top.heading.top}, under bars to ${top.coveredTo}`,
        );
        assert.deepEqual(top.overlapping, [], path);
      }
      await context.close();
    });
  }
});
