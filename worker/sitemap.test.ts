import { describe, expect, it } from "vitest";
import { LOCALES } from "../shared/locales";
import { MAX_LIST_RECORDS } from "./content/paged";
import { recordsOf } from "./pages/records";
import { SITEMAP_KINDS, SITEMAP_MAX_URLS } from "./sitemap";

describe("sitemaps", () => {
  it("stay within the protocol's 50,000 URLs: one whole list each, plus the home page", () => {
    expect(MAX_LIST_RECORDS + 1).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    // …and the index within its own 50,000 sitemaps.
    expect(LOCALES.length * SITEMAP_KINDS.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it("each reads a whole list", () => {
    for (const { kind } of SITEMAP_KINDS) expect(recordsOf(kind).list.operation.paged).toBe(true);
  });

  it("list every kind of record page, in the index's order", () => {
    expect(SITEMAP_KINDS.map(({ name }) => name)).toEqual([
      "pages",
      "products",
      "solutions",
      "audiences",
      "blogs",
      "manuals",
      "faq",
    ]);
  });
});
