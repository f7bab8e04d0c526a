import { describe, expect, it } from "vitest";
import { hyphensOf, withHyphens } from "./hyphens";

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
