import { describe, expect, it } from "vitest";
import {
  cacheTagHeader,
  coarseTag,
  MAX_TAG_HEADER_BYTES,
  MAX_TAGS,
  tagsToPurge,
} from "./page-tags";

const products = (n: number) => Array.from({ length: n }, (_, i) => `product:${i + 1}`);

describe("a shared page's Cache-Tag header", () => {
  it("lists the content's tags as they are when they fit", () => {
    const header = cacheTagHeader(["product:12", "slug:product:de:taubenspikes", "single:menu:de"]);
    expect(header).toBe("product:12,slug:product:de:taubenspikes,single:menu:de");
  });

  it("keeps only printable ASCII: anything else is percent-encoded, commas too", () => {
    const header = cacheTagHeader(["slug:product:sv:fågelskydd", "odd tag,with comma"]) ?? "";
    expect(header.split(",")).toEqual([
      "slug:product:sv:f%C3%A5gelskydd",
      "odd%20tag%2Cwith%20comma",
    ]);
    expect(header).toMatch(/^[\x21-\x7e]+$/);
  });

  it("past 1,000 tags, makes the largest model's tags its list tag, which every webhook about that model purges", () => {
    const tags = [...products(1200), "media:1", "media:2", "single:menu:en", "list:blog"];
    const header = cacheTagHeader(tags) ?? "";
    const kept = header.split(",");
    expect(kept.length).toBeLessThanOrEqual(MAX_TAGS);
    expect(kept).toContain("list:product");
    expect(kept).not.toContain("product:1");
    // The other models stay precise.
    expect(kept).toEqual(
      expect.arrayContaining(["media:1", "media:2", "single:menu:en", "list:blog"]),
    );
  });

  it("past 16 KB, the same, model by model", () => {
    const long = (model: string, n: number) =>
      Array.from({ length: n }, (_, i) => `slug:${model}:en:${"a-very-long-slug-".repeat(4)}${i}`);
    const header =
      cacheTagHeader([...long("blog", 150), ...long("manual", 120), "product:1"]) ?? "";
    expect(header.length).toBeLessThanOrEqual(MAX_TAG_HEADER_BYTES);
    expect(header.split(",")).toEqual(expect.arrayContaining(["list:blog", "product:1"]));
  });

  it("replaces a tag too long for a purge call by its list tag", () => {
    const header = cacheTagHeader([`slug:product:en:${"x".repeat(1100)}`]);
    expect(header).toBe("list:product");
  });

  it("gives up, so the page is not shared, when even the coarsest tags do not fit", () => {
    const singles = Array.from({ length: 1100 }, (_, i) => `single:menu:l${i}`);
    expect(cacheTagHeader(singles)).toBeNull();
  });
});

describe("what a purge asks of the shared cache", () => {
  it("each tag and its coarse list tag, so pages given coarse tags go too", () => {
    expect(tagsToPurge(["product:12", "slug:product:de:taubenspikes", "single:menu:de"])).toEqual([
      "product:12",
      "list:product",
      "slug:product:de:taubenspikes",
      "single:menu:de",
    ]);
  });

  it("a coarse tag exists for record, slug, kind and media tags only", () => {
    expect(coarseTag("media:7")).toBe("list:media");
    expect(coarseTag("kind:for-who")).toBe("list:for-who");
    expect(coarseTag("single:menu:de")).toBeNull();
    expect(coarseTag("locale:de")).toBeNull();
    expect(coarseTag("list:product")).toBeNull();
  });
});
