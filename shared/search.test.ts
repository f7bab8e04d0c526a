import { describe, expect, it } from "vitest";
import { cleanQuery } from "./search";

describe("cleanQuery", () => {
  it("drops the soft hyphens of text copied from a heading, so its words stay whole", () => {
    expect(cleanQuery("Ge\u00adschäfts\u00adbe\u00addin\u00adgun\u00adgen")).toBe(
      "Geschäftsbedingungen",
    );
  });

  it("turns other control and format characters into spaces, and runs of spaces into one", () => {
    expect(cleanQuery("  Tauben\u200bspikes\t\n netz ")).toBe("Tauben spikes netz");
  });
});
