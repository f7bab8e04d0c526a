import { describe, expect, it } from "vitest";
import { filtersFromSearch, pageFromSearch, searchOf } from "./finder-url";

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
