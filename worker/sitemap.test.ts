import { describe, expect, it } from "vitest";
import { LOCALES } from "../shared/locales";
import { SITEMAP_LISTS } from "./content/list-queries";
import { MAX_LIST_RECORDS } from "./content/paged";
import { SITEMAP_KINDS, SITEMAP_MAX_URLS } from "./sitemap";

describe("sitemaps", () => {
  it("stay within the protocol's 50,000 URLs: one whole list each, plus the home page", () => {
    expect(MAX_LIST_RECORDS + 1).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    // …and the index within its own 50,000 sitemaps.
    expect(LOCALES.length * SITEMAP_KINDS.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it("each reads a whole list", () => {
    for (const { field } of SITEMAP_KINDS) expect(SITEMAP_LISTS[field].paged).toBe(true);
  });
});
