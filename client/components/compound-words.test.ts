import { describe, expect, it } from "vitest";
import { compoundClass } from "./compound-words";

describe("compoundClass", () => {
  it("names a heading's longest word's length, not the heading's", () => {
    expect(compoundClass("Allgemeine Geschäftsbedingungen")).toBe("heading--word-20");
    expect(compoundClass("Vogelschutznetz")).toBe("heading--word-15");
    expect(
      compoundClass("Installing a tension wire system for ledges and parapets"),
    ).toBeUndefined();
    expect(compoundClass(null)).toBeUndefined();
  });

  it("sizes longer words as the longest the styles know", () => {
    expect(compoundClass("Rindfleischetikettierungsüberwachung")).toBe("heading--word-24");
  });

  it("reads words split by hyphens and slashes apart: they break there anyway", () => {
    expect(compoundClass("Tag-/Nachtsensor")).toBeUndefined();
  });
});
