import { describe, expect, it } from "vitest";
import {
  filtersFromSearch,
  LOCATION_TYPES,
  LOOKING_FOR,
  pageFromSearch,
  parseFinderQuery,
  searchOf,
  typesFor,
  VISITOR_KINDS,
} from "./seller-finder";

const parse = (query: string) => parseFinderQuery(new URLSearchParams(query));

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

describe("parseFinderQuery", () => {
  it("accepts no filters, with the first page and the default page size", () => {
    expect(parse("")).toEqual({ ok: true, query: { page: 1, pageSize: 6 } });
  });

  it("accepts a full query and turns lat/lng into a position", () => {
    expect(
      parse("visitor=consumer&type=installer&country=NL&page=2&pageSize=10&lat=52.1&lng=-4.5"),
    ).toEqual({
      ok: true,
      query: {
        visitor: "consumer",
        type: "installer",
        country: "NL",
        page: 2,
        pageSize: 10,
        near: { lat: 52.1, lng: -4.5 },
      },
    });
  });

  it.each([
    ["visitor=alien", /visitor must be one of/],
    ["type=shop", /type must be one of/],
    ["visitor=consumer&type=wholesale", /offered to that visitor/],
    ["country=nl", /ISO 3166-1/],
    ["country=NLD", /ISO 3166-1/],
    ["page=0", /page must be at least 1/],
    ["page=abc", /page must be a whole number/],
    ["page=1e3", /page must be a whole number/],
    ["pageSize=500", /pageSize must be at most 50/],
    ["lat=52", /lat and lng must be given together/],
    ["lat=91&lng=5", /lat must be between/],
    ["lat=x&lng=5", /lat must be a decimal number/],
    ["colour=red", /Unknown query parameter: colour/],
    ["page=1&page=2", /given twice/],
  ])("refuses %s with a clear message", (query, message) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe("filtersFromSearch", () => {
  it("keeps valid filters and drops the rest, never throwing", () => {
    expect(
      filtersFromSearch(new URLSearchParams("visitor=installer&type=wholesale&country=DE")),
    ).toEqual({
      visitor: "installer",
      type: "wholesale",
      country: "DE",
    });
    expect(
      filtersFromSearch(new URLSearchParams("visitor=x&type=consumer&country=germany")),
    ).toEqual({
      type: "consumer",
    });
    // A type that the visitor kind is not offered is dropped with it.
    expect(filtersFromSearch(new URLSearchParams("visitor=consumer&type=wholesale"))).toEqual({
      visitor: "consumer",
    });
  });

  it("round-trips through searchOf", () => {
    const filters = { visitor: "consumer", type: "installer", country: "BE" } as const;
    expect(filtersFromSearch(new URLSearchParams(searchOf(filters)))).toEqual(filters);
    expect(searchOf({})).toBe("");
  });
});

describe("typesFor", () => {
  it("is the chosen type, else the visitor kind's list, else any", () => {
    expect(typesFor({ visitor: "consumer", type: "installer" })).toEqual(["installer"]);
    expect(typesFor({ visitor: "wholesale" })).toEqual(LOOKING_FOR.wholesale);
    expect(typesFor({})).toEqual([]);
  });
});

describe("pageFromSearch", () => {
  it("reads ?page= leniently: anything but a positive whole number is page 1", () => {
    const page = (query: string) => pageFromSearch(new URLSearchParams(query));
    expect(page("page=3")).toBe(3);
    expect(page("")).toBe(1);
    expect(page("page=0")).toBe(1);
    expect(page("page=-2")).toBe(1);
    expect(page("page=x")).toBe(1);
    expect(page("page=99999")).toBe(1);
  });
});
