/**
 * The downloads page as a list a visitor scans: on every card the file's type,
 * size and language stand in the same place, below its title, and read as a
 * note, not as a second link. At 375 px the note stood beside a short title and
 * below a long one, zigzagging down the list, and it was underlined like the
 * title.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Harness, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

describe("a download card", () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px shows its file's note below its title, not underlined, on every card`, async () => {
      const { context, page, errors } = await openPage(harness, width, 900);
      const faults: string[] = [];
      for (const path of ["/downloads", "/de/downloads", "/fr/telechargements"]) {
        await page.goto(`${harness.siteUrl}${path}`);
        const cards = await page.locator("a.download__link").evaluateAll((links) =>
          links.map((link) => {
            const title = link.querySelector(".download__title")?.getBoundingClientRect();
            const note = link.querySelector(".download__meta");
            return {
              title: link.querySelector(".download__title")?.textContent ?? "",
              below: Boolean(title && note && note.getBoundingClientRect().top >= title.bottom - 1),
              underlined: note
                ? getComputedStyle(link).textDecorationLine.includes("underline") ||
                  getComputedStyle(note).textDecorationLine.includes("underline")
                : false,
            };
          }),
        );
        assert.ok(cards.length >= 5, `${path}: ${cards.length} downloads`);
        for (const card of cards) {
          if (!card.below) faults.push(`${path}: "${card.title}": its note is beside it`);
          if (card.underlined) faults.push(`${path}: "${card.title}": its note is underlined`);
        }
      }
      assert.deepEqual(faults, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
