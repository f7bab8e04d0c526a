import { describe, expect, it } from "vitest";
import { LOCATION_TYPES, LOOKING_FOR, typesFor, VISITOR_KINDS } from "./seller-finder";

describe("LOOKING_FOR", () => {
  it("offers every visitor kind at least one location type, each a known one, without repeats", () => {
    for (const kind of VISITOR_KINDS) {
      const types = LOOKING_FOR[kind];
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types).size).toBe(types.length);
      for (const type of types) expect(LOCATION_TYPES).toContain(type);
    }
  });

  it("offers every location type to somebody", () => {
    const offered = new Set(Object.values(LOOKING_FOR).flat());
    expect([...offered].sort()).toEqual([...LOCATION_TYPES].sort());
  });
});

describe("typesFor", () => {
  it("is the chosen type, else the visitor kind's list, else any", () => {
    expect(typesFor({ visitor: "consumer", type: "installer" })).toEqual(["installer"]);
    expect(typesFor({ visitor: "wholesale" })).toEqual(LOOKING_FOR.wholesale);
    expect(typesFor({})).toEqual([]);
  });
});
