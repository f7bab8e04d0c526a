import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HyphensContext, hyphensOf } from "./hyphens";
import { RichText } from "./rich-text";

const SOFT = "\u00ad";

function rendered(html: string): string {
  const hyphens = hyphensOf([["Ge", "schäfts", "be", "din", "gun", "gen"].join(SOFT)]);
  return renderToStaticMarkup(
    createElement(HyphensContext, { value: hyphens }, createElement(RichText, { html })),
  );
}

describe("RichText", () => {
  it("boxes the long words of its headings with their soft hyphens, and only those", () => {
    expect(
      rendered(
        '<h2 id="x">Unsere Geschäftsbedingungen?</h2><p>Die Geschäftsbedingungen gelten.</p>',
      ),
    ).toBe(
      `<div class="prose"><h2 id="x">Unsere <span class="hy">Ge${SOFT}schäfts${SOFT}be${SOFT}din${SOFT}gun${SOFT}gen?</span></h2><p>Die Geschäftsbedingungen gelten.</p></div>`,
    );
  });
});
