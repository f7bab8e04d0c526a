import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hyphenatedNodes, hyphensOf, withHyphens } from "./hyphens";

const SOFT = "\u00ad";
const hyphens = hyphensOf([
  ["Ge", "schäfts", "be", "din", "gun", "gen"].join(SOFT),
  ["Strom", "ver", "sor", "gung"].join(SOFT),
  // A text the rule changes, as the worker sends it beside the data (worker/content/kept-together.ts).
  "Stromversorgung: 12\u00a0V",
]);

describe("withHyphens", () => {
  it("puts in the hyphenated form of each word the list knows, wherever it stands", () => {
    expect(withHyphens("Allgemeine Geschäftsbedingungen", hyphens)).toBe(
      `Allgemeine Ge${SOFT}schäfts${SOFT}be${SOFT}din${SOFT}gun${SOFT}gen`,
    );
    expect(withHyphens("Stromversorgung: 12 V", hyphens)).toBe(
      `Strom${SOFT}ver${SOFT}sor${SOFT}gung: 12\u00a0V`,
    );
  });

  it("leaves every other word, and words it knows inside longer ones, as they are", () => {
    expect(withHyphens("Stromversorgungen", hyphens)).toBe("Stromversorgungen");
    expect(withHyphens("constructor toString", hyphens)).toBe("constructor toString");
    expect(withHyphens("Netz", hyphensOf(undefined))).toBe("Netz");
  });
});

describe("hyphenatedNodes", () => {
  const french = hyphensOf([["Dé", "cou", "vrir"].join(SOFT), ["opé", "ra", "tion"].join(SOFT)]);
  const shown = (text: string, lookup = hyphens) =>
    renderToStaticMarkup(createElement("h2", null, hyphenatedNodes(text, lookup)));

  it("box each marked word with what is glued to it, and nothing else", () => {
    expect(shown("Allgemeine Geschäftsbedingungen?")).toBe(
      `<h2><span class="hy-text">Allgemeine <span class="hy">Ge${SOFT}schäfts${SOFT}be${SOFT}din${SOFT}gun${SOFT}gen?</span></span></h2>`,
    );
    // No line may end after "l’": the article is in the box of its word.
    expect(shown("Découvrir l’opération", french)).toBe(
      `<h2><span class="hy-text"><span class="hy">Dé${SOFT}cou${SOFT}vrir</span> <span class="hy">l’opé${SOFT}ra${SOFT}tion</span></span></h2>`,
    );
  });

  it("give a text with no marked word as it is, in no element", () => {
    expect(hyphenatedNodes("Netz und Draht", hyphens)).toBe("Netz und Draht");
  });
});
