import { describe, expect, it } from "vitest";
import { deepFreeze } from "../cache/frozen";
import { derived } from "./derived";

describe("derived", () => {
  it("derives once per shared (frozen) answer and kind, and freezes the result", () => {
    const answer = deepFreeze({ items: [{ name: "Spikes" }] });
    let calls = 0;
    const names = (source: typeof answer) => {
      calls++;
      return { names: source.items.map((item) => item.name) };
    };
    const first = derived(answer, "names", names);
    expect(derived(answer, "names", names)).toBe(first);
    expect(calls).toBe(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.names)).toBe(true);
    // Another kind of derivation of the same answer is its own.
    derived(answer, "other", names);
    expect(calls).toBe(2);
  });

  it("a new answer is derived anew", () => {
    const count = (source: { n: number }) => ({ double: source.n * 2 });
    expect(derived(deepFreeze({ n: 1 }), "double", count).double).toBe(2);
    expect(derived(deepFreeze({ n: 2 }), "double", count).double).toBe(4);
  });

  it("leaves answers that are not shared alone: derived each time, result not frozen", () => {
    const answer = { n: 1 };
    let calls = 0;
    const make = (source: { n: number }) => {
      calls++;
      return { n: source.n };
    };
    const first = derived(answer, "copy", make);
    expect(derived(answer, "copy", make)).not.toBe(first);
    expect(calls).toBe(2);
    expect(Object.isFrozen(first)).toBe(false);
    expect(derived(null, "copy", () => "none")).toBe("none");
  });
});
