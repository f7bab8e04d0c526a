import { describe, expect, it } from "vitest";
import { parseFinderQuery } from "./finder-query";

const parse = (query: string) => parseFinderQuery(new URLSearchParams(query));

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
