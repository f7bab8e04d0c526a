import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze } from "../cache/frozen";
import { safeJson } from "./safe-json";

/** What safeJson must always write: JSON.stringify's text, escaped character by character. */
function reference(value: unknown): string {
  const ESCAPES: Record<string, string> = {
    "<": "\\u003c",
    ">": "\\u003e",
    "&": "\\u0026",
    "\u2028": "\\u2028",
    "\u2029": "\\u2029",
  };
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char]!);
}

/** JSON-like values whose strings and keys are full of what must be escaped. */
const text = fc.string({
  unit: fc.constantFrom("<", ">", "&", "\u2028", "\u2029", '"', "\\", "a", "é", "1", "/"),
  maxLength: 6,
});
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(text, tie("value"), { maxKeys: 5 }),
  ),
}));

/** Freezes some of the value's objects (as shared content is), chosen by the seed. */
function freezeSome(root: unknown, seed: number): unknown {
  let counter = seed;
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    for (const child of Object.values(node)) visit(child);
    if (counter++ % 3 === 0) deepFreeze(node);
  };
  visit(root);
  return root;
}

describe("safeJson", () => {
  it("cannot close the script element or open markup", () => {
    const payload = { title: "</script><script>alert(1)</script>", other: "<!-- & \u2028 \u2029" };
    const json = safeJson(payload);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(payload);
  });

  it("writes what JSON.stringify writes, escaped, whichever parts are shared", () => {
    fc.assert(
      fc.property(fc.dictionary(text, value), fc.nat(), (data, seed) => {
        const shared = freezeSome(data, seed);
        expect(safeJson(shared)).toBe(reference(shared));
        // Again: shared parts now come from what was kept.
        expect(safeJson(shared)).toBe(reference(shared));
      }),
      { numRuns: 500 },
    );
  });

  it("writes dates and other objects with their own JSON as JSON.stringify does", () => {
    const payload = { at: new Date(0), list: [1, undefined, () => 1], skip: undefined };
    expect(safeJson(payload)).toBe(reference(payload));
  });

  it("a shared part changed for a new answer is a new object, written anew", () => {
    const first = deepFreeze({ title: "Spikes <1>" });
    expect(safeJson({ record: first })).toBe('{"record":{"title":"Spikes \\u003c1\\u003e"}}');
    const second = deepFreeze({ title: "Netting" });
    expect(safeJson({ record: second })).toBe('{"record":{"title":"Netting"}}');
  });
});
