import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { componentTypeName, loadKitModel } from "./kit-model";
import { type MapOptions, toPayload } from "./payload";

const root = join(import.meta.dirname, "..");
const model = loadKitModel(join(root, "strapi5"));

function options(withRelations = true): MapOptions {
  return {
    model,
    locale: "en",
    withRelations,
    problems: [],
    refs: {
      media: (key) => (key === "missing" ? undefined : key.length),
      user: (id) => id + 100,
      record: (type, key, locale) => (key === "absent" ? undefined : `${type}:${key}:${locale}`),
    },
  };
}

describe("kit model", () => {
  it("reads the kit's content types and components", () => {
    expect(model.types.page?.localized).toBe(true);
    expect(model.types["sale-location"]?.localized).toBe(false);
    expect(model.types.setting?.single).toBe(true);
    expect(model.types.product?.attributes.solutions).toEqual({
      kind: "relation",
      target: "solution",
      many: true,
    });
    expect(model.components["menu.item"]?.children).toMatchObject({
      kind: "component",
      repeatable: true,
    });
  });

  it("names components as Strapi's GraphQL does", () => {
    expect(componentTypeName("content.text-image")).toBe("ComponentContentTextImage");
    expect(componentTypeName("home.featured-slide")).toBe("ComponentHomeFeaturedSlide");
  });
});

describe("seed record → REST payload", () => {
  const page = model.types.page?.attributes ?? {};

  it("turns media keys into file ids and relation keys into references in the locale", () => {
    const o = options();
    const payload = toPayload(
      page,
      {
        title: "Products",
        slug: "products",
        parent: "home",
        jumbotron: { heading: "Hi", image: "site-jumbo" },
        draft: true,
      },
      o,
    );
    expect(payload).toEqual({
      title: "Products",
      slug: "products",
      parent: "page:home:en",
      jumbotron: { heading: "Hi", image: "site-jumbo".length },
    });
    expect(o.problems).toEqual([]);
  });

  it("maps dynamic-zone entries to their component and drops seed ids", () => {
    const payload = toPayload(
      page,
      {
        content: [
          { __typename: "ComponentContentText", id: 3, body: "x" },
          {
            __typename: "ComponentContentProductList",
            heading: "All",
            products: ["a", "absent", "b"],
          },
        ],
      },
      options(),
    );
    expect(payload.content).toEqual([
      { __component: "content.text", body: "x" },
      {
        __component: "content.product-list",
        heading: "All",
        products: ["product:a:en", "product:b:en"],
      },
    ]);
  });

  it("leaves relations out in the first pass, also inside components", () => {
    const payload = toPayload(
      page,
      {
        parent: "home",
        content: [{ __typename: "ComponentContentProductList", heading: "All", products: ["a"] }],
      },
      options(false),
    );
    expect(payload).toEqual({ content: [{ __component: "content.product-list", heading: "All" }] });
  });

  it("reports unknown fields, components and missing media instead of sending them", () => {
    const o = options();
    toPayload(
      page,
      {
        colour: "red",
        jumbotron: { image: "missing" },
        content: [{ __typename: "ComponentNope" }],
      },
      o,
    );
    expect(o.problems).toEqual([
      "colour: no such field in the kit",
      "jumbotron.image: media missing was not uploaded",
      "content[0]: no component for ComponentNope",
    ]);
  });

  it("points a product at its datasheet, one download in the product's locale, in both kits", () => {
    for (const kit of ["strapi", "strapi5"]) {
      const kitModel = loadKitModel(join(root, kit));
      const attrs = kitModel.types.product?.attributes ?? {};
      expect(attrs.datasheet, kit).toEqual({ kind: "relation", target: "download", many: false });
      const o = { ...options(), model: kitModel };
      expect(
        toPayload(attrs, { datasheet: "datasheet-a", downloads: ["brochure", "datasheet-a"] }, o),
        kit,
      ).toEqual({
        datasheet: "download:datasheet-a:en",
        downloads: ["download:brochure:en", "download:datasheet-a:en"],
      });
      // A datasheet the locale lacks is left out, as the bundled service does.
      expect(toPayload(attrs, { datasheet: "absent" }, o), kit).toEqual({ datasheet: null });
      expect(o.problems, kit).toEqual([]);
    }
  });

  it("points a sale location at its company by the seed's user id", () => {
    const attrs = model.types["sale-location"]?.attributes ?? {};
    expect(toPayload(attrs, { city: "Utrecht", user: 2 }, options())).toEqual({
      city: "Utrecht",
      user: 102,
    });
  });
});
