/**
 * A section on a ground of its own (the tinted band, the green call to action,
 * the next step's box) keeps room between its edges and what it holds, whatever
 * section comes before it: on the home page "Didn't find what you were looking for?" stood against
 * the green band above it, its heading 0 px from its ground's edge, because
 * the rule that closes the gap between two white sections took its padding.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { pageKinds } from "./page-kinds.ts";
import { type Harness, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** The room a designer leaves at least, in px, between a ground's edge and its content. */
const ROOM = 24;

interface Ground {
  section: string;
  above: number;
  below: number;
}

/** Each section painted on a ground of its own: the room above and below its content. */
function groundsOf(): Ground[] {
  const grounds: Ground[] = [];
  for (const section of document.querySelectorAll<HTMLElement>("main .section, main .next-step")) {
    const ground = getComputedStyle(section).backgroundColor;
    if (ground === "rgba(0, 0, 0, 0)" || ground === "rgb(255, 255, 255)") continue;
    const content = [...section.querySelectorAll<HTMLElement>("h2, h3, p, a, ul, form, img")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0);
    if (!content.length) continue;
    const box = section.getBoundingClientRect();
    const heading = section.querySelector("h2, h3")?.textContent?.trim() ?? section.className;
    grounds.push({
      section: heading.slice(0, 40),
      above: Math.round(Math.min(...content.map((c) => c.top)) - box.top),
      below: Math.round(box.bottom - Math.max(...content.map((c) => c.bottom))),
    });
  }
  return grounds;
}

describe("sections on a ground of their own", () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px keep ${ROOM} px or more between their edges and their content, in en and de`, async () => {
      const { context, page } = await openPage(harness, width, 800);
      const faults: string[] = [];
      let seen = 0;
      for (const language of ["en", "de"] as const) {
        for (const [kind, path] of await pageKinds(page, harness.siteUrl, language)) {
          await page.goto(`${harness.siteUrl}${path}`);
          for (const ground of await page.evaluate(groundsOf)) {
            seen += 1;
            if (ground.above < ROOM || ground.below < ROOM)
              faults.push(
                `${kind} ${path}: "${ground.section}" ${ground.above} px above, ${ground.below} px below`,
              );
          }
        }
      }
      await context.close();
      assert.ok(seen >= 10, `sections on a ground of their own seen: ${seen}`);
      assert.deepEqual(faults, []);
    });
  }
});
