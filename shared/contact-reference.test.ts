import { describe, expect, it } from "vitest";
import { referenceFor } from "./contact-reference";

describe("referenceFor", () => {
  it("is short, readable and the same for the same id", () => {
    expect(referenceFor(1)).toMatch(/^BD-[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/);
    expect(referenceFor(42)).toBe(referenceFor(42));
  });
  it("differs for every id (no two requests share one)", () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 5000; id++) seen.add(referenceFor(id));
    expect(seen.size).toBe(5000);
  });
});
