import { describe, expect, it } from "vitest";
import { listingPage, listingPageFromSearch, listingPageHref } from "./listing-pages";

describe("overview pages", () => {
  it("reads ?page= leniently: page one unless a whole number from 1 to 999", () => {
    const page = (query: string) => listingPageFromSearch(new URLSearchParams(query));
    expect(page("")).toBe(1);
    expect(page("page=7")).toBe(7);
    expect(page("page=999")).toBe(999);
    for (const bad of ["page=0", "page=-2", "page=x", "page=1e3", "page=1000", "page=2.5"])
      expect(page(bad), bad).toBe(1);
  });

  it("links page one to the overview's own path and later pages with ?page=", () => {
    expect(listingPageHref("/products", 1)).toBe("/products");
    expect(listingPageHref("/products", 3)).toBe("/products?page=3");
    expect(listingPageHref("/blogs", 2, { type: "news" })).toBe("/blogs?type=news&page=2");
    expect(listingPageHref("/blogs", 1, { type: null })).toBe("/blogs");
  });

  it("cuts a whole list into pages and has no page past the end", () => {
    const items = Array.from({ length: 130 }, (_, i) => i);
    expect(listingPage(items, 1)?.items).toEqual(items.slice(0, 24));
    expect(listingPage(items, 6)).toEqual({
      items: items.slice(120),
      pagination: { page: 6, pageCount: 6, total: 130 },
    });
    expect(listingPage(items, 7)).toBeNull();
    // An empty list still has its first page.
    expect(listingPage([], 1)?.pagination).toEqual({ page: 1, pageCount: 1, total: 0 });
    expect(listingPage([], 2)).toBeNull();
  });
});
