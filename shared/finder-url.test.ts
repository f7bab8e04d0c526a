import { describe, expect, it } from "vitest";
import { filtersFromSearch, pageFromSearch, preselectedCountry, searchOf } from "./finder-url";

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

describe("the preselected country", () => {
  const used = ["NL", "DE", "BE"];

  it("is the locale's own country when sellers are listed there, else none", () => {
    expect(preselectedCountry("de", used)).toBe("DE");
    expect(preselectedCountry("nl", used)).toBe("NL");
    // en-US is the United States, not listed in this set; en, the default locale,
    // is read from every country: all countries, even with British sellers listed.
    expect(preselectedCountry("en", used)).toBeNull();
    expect(preselectedCountry("en", [...used, "GB"])).toBeNull();
    expect(preselectedCountry("en-US", used)).toBeNull();
    expect(preselectedCountry("fr", used)).toBeNull();
    expect(preselectedCountry("sv", [...used, "SE"])).toBe("SE");
  });

  it("stands for a URL without a country; `country=` is all countries, and stays so", () => {
    const read = (query: string) => filtersFromSearch(new URLSearchParams(query), "DE");
    expect(read("")).toEqual({ country: "DE" });
    expect(read("visitor=consumer")).toEqual({ visitor: "consumer", country: "DE" });
    expect(read("country=NL")).toEqual({ country: "NL" });
    expect(read("country=")).toEqual({});
    expect(searchOf({}, {}, "DE")).toBe("country=");
    expect(searchOf({ country: "DE" }, {}, "DE")).toBe("country=DE");
    expect(read(searchOf({}, {}, "DE"))).toEqual({});
    // The finder's API has no preselection: no country is all of them.
    expect(searchOf({})).toBe("");
  });
});
