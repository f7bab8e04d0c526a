import { describe, expect, it } from "vitest";
import { foundNothing, modelOfEntityType, tagsOfAnswer, tagsOfList } from "./tags";

describe("cache tags", () => {
  it("names models as the webhook does", () => {
    expect(modelOfEntityType("ProductEntity")).toBe("product");
    expect(modelOfEntityType("ForWhoEntity")).toBe("for-who");
    expect(modelOfEntityType("SettingsContentSectionEntity")).toBe("settings-content-section");
    expect(modelOfEntityType("FaqArticleEntity")).toBe("faq-article");
    expect(modelOfEntityType("UploadFileEntity")).toBe("media");
    expect(modelOfEntityType("ComponentContentText")).toBeNull();
  });

  it("tags a lookup with its record, its localizations, relations, media and slug", () => {
    const answer = {
      products: {
        data: [
          {
            __typename: "ProductEntity",
            id: "12",
            attributes: {
              title: "Taubenspikes",
              images: { data: [{ __typename: "UploadFileEntity", id: "7", attributes: {} }] },
              solutions: { data: [{ __typename: "SolutionEntity", id: 30, attributes: {} }] },
              localizations: {
                data: [{ __typename: "ProductEntity", id: "10", attributes: { locale: "en" } }],
              },
            },
          },
        ],
      },
    };
    expect(tagsOfAnswer(answer, { locale: "de", slug: "taubenspikes" })).toEqual([
      "kind:product",
      "kind:solution",
      "locale:de",
      "media:7",
      "product:10",
      "product:12",
      "slug:product:de:taubenspikes",
      "solution:30",
    ]);
  });

  it("tags a lookup that found nothing by its slug, so a new record can reach it", () => {
    expect(tagsOfAnswer({ blogs: { data: [] } }, { locale: "de", slug: "neu" })).toEqual([
      "kind:blog",
      "locale:de",
      "slug:blog:de:neu",
    ]);
  });

  it("tags a single type per locale", () => {
    const answer = { menu: { data: { __typename: "MenuEntity", id: "4", attributes: {} } } };
    expect(tagsOfAnswer(answer, { locale: "nl" })).toEqual([
      "kind:menu",
      "locale:nl",
      "menu:4",
      "single:menu:nl",
    ]);
    expect(tagsOfAnswer({ settingSaleLocations: { data: null } }, {})).toEqual([
      "single:setting-sale-locations",
    ]);
  });

  it("tags a listing's own records even without __typename", () => {
    const answer = { saleLocations: { data: [{ id: "5", attributes: { city: "Utrecht" } }] } };
    expect(tagsOfAnswer(answer, {})).toEqual(["kind:sale-location", "sale-location:5"]);
  });

  it("keeps slugs from breaking the index format", () => {
    const [tag] = tagsOfAnswer({ pages: { data: [] } }, { locale: "en", slug: "a b" }).filter((t) =>
      t.startsWith("slug:"),
    );
    expect(tag).toBe("slug:page:en:a%20b");
  });

  it("tags a whole list by the models it shows, not record by record", () => {
    const list = {
      products: {
        data: Array.from({ length: 300 }, (_, i) => ({
          __typename: "ProductEntity",
          id: String(i + 1),
          attributes: {
            images: { data: [{ __typename: "UploadFileEntity", id: String(1000 + i) }] },
          },
        })),
      },
    };
    expect(tagsOfList(list, { locale: "de" })).toEqual([
      "kind:product",
      "list:media",
      "list:product",
      "locale:de",
    ]);
  });
});

describe("foundNothing", () => {
  it("is true only when every known root field found no entity", () => {
    expect(foundNothing({ products: { data: [] } })).toBe(true);
    expect(foundNothing({ menu: { data: null } })).toBe(true);
    expect(foundNothing({ products: { data: [] }, blogs: { data: [] } })).toBe(true);
    expect(foundNothing({ products: { data: [{ __typename: "ProductEntity", id: "1" }] } })).toBe(
      false,
    );
    expect(foundNothing({ products: { data: [] }, menu: { data: { id: "2" } } })).toBe(false);
    expect(foundNothing({ somethingElse: { data: [] } })).toBe(false);
    expect(foundNothing(null)).toBe(false);
    expect(foundNothing({ menu: { name: "Main" } })).toBe(false);
  });
});
