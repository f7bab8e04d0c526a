/**
 * A button's label that wraps on a phone leaves no word alone on its last line
 * ("Ask for advice or a / quote"): a designer balances a pill's two lines as
 * they do a heading's.
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

/** Each visible button label of three words or more that wraps, as its lines' words. */
function wrappedLabels(): string[][][] {
  const labels: string[][][] = [];
  for (const button of document.querySelectorAll<HTMLElement>(".button")) {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top / 4);
        lines.set(top, [...(lines.get(top) ?? []), match[0]]);
      }
    }
    const words = [...lines.values()].flat();
    if (lines.size > 1 && words.length >= 3)
      labels.push([...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line));
  }
  return labels;
}

describe("button labels", () => {
  it("that wrap on a phone keep two words or more on their last line", async () => {
    const seen: string[] = [];
    for (const path of [
      "/solutions/gulls-on-roofs",
      "/de/loesungen/moewen-auf-daechern",
      "/fr",
      "/manuals/installing-tension-wire",
    ]) {
      for (const width of [320, 375]) {
        const { context, page } = await openPage(harness, width, 800);
        const answer = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(answer?.status(), 200, path);
        for (const lines of await page.evaluate(wrappedLabels)) {
          const label = lines.map((line) => line.join(" ")).join(" / ");
          seen.push(label);
          assert.ok(
            (lines.at(-1) ?? []).length >= 2,
            `${path} at ${width} px: "${label}" leaves a word alone`,
          );
        }
        await context.close();
      }
    }
    assert.ok(seen.length > 0, "some label wraps at these widths, so the rule is tried");
  });
});
