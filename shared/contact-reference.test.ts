import { describe, expect, it } from "vitest";
import { legacyReference, newReference } from "./contact-reference";

const SPELLING = /^BD-[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/;

describe("contact references", () => {
  it("are short and readable", () => {
    expect(newReference()).toMatch(SPELLING);
    expect(legacyReference(1)).toMatch(SPELLING);
  });

  it("are drawn at random: consecutive requests share no order or step", () => {
    const drawn = Array.from({ length: 5000 }, newReference);
    expect(new Set(drawn).size).toBeGreaterThan(4990);
    // A reference made from a counter would step by a constant; random ones do not.
    const value = (ref: string) => Number.parseInt(ref.replace(/-/g, "").slice(2), 36);
    const steps = new Set(drawn.slice(1, 50).map((ref, i) => value(ref) - value(drawn[i] ?? "")));
    expect(steps.size).toBeGreaterThan(40);
  });
});
