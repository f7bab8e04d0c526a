/**
 * An overview ends with its next step (issue 36, item 3). The editors' call to
 * action on the blogs and solutions overviews ("Have a question we haven't
 * answered?", "Not sure which solution fits?") sat between the introduction and
 * the cards, so on a phone the page ended on its last card. The introduction
 * stays above the list; the call to action closes the page below it.
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

/** Overviews in en, de and fr (the seed's slugs), each with a call to action among its content. */
const OVERVIEWS = [
  "/blogs",
  "/solutions",
  "/de/blogs",
  "/de/loesungen",
  "/fr/blogs",
  "/fr/solutions",
  "/manuals",
  "/for-whom",
  "/downloads",
];

/** Where the call to action, the list's last card and the introduction's text are. */
function layout() {
  const main = document.querySelector("main") ?? document.body;
  const top = (element: Element | null | undefined) =>
    element ? element.getBoundingClientRect().top + scrollY : null;
  const bottom = (element: Element | null | undefined) =>
    element ? element.getBoundingClientRect().bottom + scrollY : null;
  const cards = main.querySelectorAll(".card, .download");
  const cta = main.querySelector(".content-cta");
  return {
    cta: top(cta),
    lastCard: bottom(cards[cards.length - 1]),
    firstCard: top(cards[0]),
    intro: bottom(main.querySelector(".page__content .content-block:not(.content-cta)")),
  };
}

describe("an overview's call to action", () => {
  it("at 375 px comes after the last card, the introduction before the first", async () => {
    const { context, page, errors } = await openPage(harness, 375, 800);
    const problems: string[] = [];
    for (const path of OVERVIEWS) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const at = await page.evaluate(layout);
      if (at.cta === null || at.lastCard === null || at.intro === null || at.firstCard === null)
        problems.push(`${path}: missing part ${JSON.stringify(at)}`);
      else {
        if (at.cta < at.lastCard) problems.push(`${path}: call to action above the last card`);
        if (at.intro > at.firstCard) problems.push(`${path}: introduction below the list`);
      }
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
