import { describe, expect, it } from "vitest";
import { seed } from "../seed";
import { parseBulkRecords, withBulkRecords } from "./bulk";
import { harness } from "./fixtures/harness";

describe("bulk records", () => {
  it("reads the setting and refuses what it cannot use", () => {
    expect(parseBulkRecords("products=130, blogs=250")).toEqual({ products: 130, blogs: 250 });
    expect(parseBulkRecords("")).toEqual({});
    expect(() => parseBulkRecords("pages=3")).toThrow(/pages=3/);
    expect(() => parseBulkRecords("products=many")).toThrow(/products=many/);
  });

  it("adds translated copies with unique slugs after the seed's own records", () => {
    const bulk = withBulkRecords(seed, parseBulkRecords("products=130,sale-locations=40"));
    const products = bulk.collections.products;
    expect(products).toHaveLength(seed.collections.products.length + 130);
    expect(products.slice(0, seed.collections.products.length)).toEqual(seed.collections.products);
    for (const locale of ["nl", "de", "sv"]) {
      const slugs = products.flatMap((p) => p.locales[locale]?.slug ?? []);
      expect(new Set(slugs).size, locale).toBe(slugs.length);
    }
    const last = products.at(-1)!;
    expect(Object.keys(last.locales)).toEqual(Object.keys(products[0]!.locales));
    expect(String(last.locales.en?.title)).toMatch(/ 130$/);
    const ids = bulk.saleLocations.locations.map((l) => l.id);
    expect(new Set(ids).size).toBe(seed.saleLocations.locations.length + 40);
    expect(seed.collections.products).toHaveLength(products.length - 130);
  });

  it("answers them through GraphQL, paged at most 100 at a time like Strapi", async () => {
    const h = harness({ seed: withBulkRecords(seed, { products: 130 }) });
    const data = await h.data(
      `{ products(locale: "de", pagination: { pageSize: 500 }) { data { id } meta { pagination { total pageSize pageCount } } } }`,
    );
    expect(data.products.meta.pagination).toEqual({
      total: seed.collections.products.length + 130,
      pageSize: 100,
      pageCount: 2,
    });
    expect(data.products.data).toHaveLength(100);
  });
});
