import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { differingFields, flattenV4, project, sameJson } from "./compare";
import { loadKitModel } from "./kit-model";
import { toQuery } from "./rest";

const model = loadKitModel(join(import.meta.dirname, "..", "strapi5"));
const product = model.types.product?.attributes ?? {};

describe("comparing what Strapi holds with what the import would write", () => {
  it("flattens Strapi 4's data/attributes wrapping at every depth", () => {
    expect(
      flattenV4({
        data: {
          id: 7,
          attributes: {
            title: "T",
            images: { data: [{ id: 1, attributes: { url: "/u/a.svg" } }] },
            solutions: { data: [] },
          },
        },
      }),
    ).toEqual({ id: 7, title: "T", images: [{ id: 1, url: "/u/a.svg" }], solutions: [] });
  });

  it("finds a Strapi 5 record that already matches equal", () => {
    const wanted = {
      title: "Spikes",
      images: [4, 5],
      solutions: ["doc-a"],
      specifications: [{ label: "Material", value: "Steel" }],
    };
    const existing = {
      id: 9,
      documentId: "doc-p",
      title: "Spikes",
      subtitle: "kept as the editors have it",
      images: [
        { id: 4, url: "/a" },
        { id: 5, url: "/b" },
      ],
      solutions: [{ id: 2, documentId: "doc-a", title: "x" }],
      specifications: [{ id: 31, label: "Material", value: "Steel" }],
    };
    const have = project(product, wanted, existing, { model, refKey: "documentId" });
    expect(differingFields(wanted, have)).toEqual([]);
  });

  it("names the fields that differ", () => {
    const wanted = { title: "Spikes", images: [4, 5], solutions: ["doc-a", "doc-b"] };
    const existing = {
      title: "Spikes!",
      images: [{ id: 4 }, { id: 5 }],
      solutions: [{ documentId: "doc-a" }],
    };
    const have = project(product, wanted, existing, { model, refKey: "documentId" });
    expect(differingFields(wanted, have)).toEqual(["title", "solutions"]);
  });

  it("compares Strapi 4 relations by id", () => {
    const wanted = { solutions: [2] };
    const existing = flattenV4({ solutions: { data: [{ id: 2, attributes: { title: "x" } }] } });
    expect(
      differingFields(wanted, project(product, wanted, existing as never, { model, refKey: "id" })),
    ).toEqual([]);
  });

  it("compares a to-one relation (a product's datasheet) by its reference, also when unset", () => {
    const wanted = { datasheet: "doc-d" };
    const strapi5 = (existing: Record<string, unknown>) =>
      differingFields(wanted, project(product, wanted, existing, { model, refKey: "documentId" }));
    expect(strapi5({ datasheet: { id: 3, documentId: "doc-d", title: "Datasheet" } })).toEqual([]);
    expect(strapi5({ datasheet: { id: 4, documentId: "doc-e" } })).toEqual(["datasheet"]);
    expect(strapi5({ datasheet: null })).toEqual(["datasheet"]);
    const v4 = flattenV4({ datasheet: { data: { id: 3, attributes: { title: "Datasheet" } } } });
    expect(
      differingFields(
        { datasheet: 3 },
        project(product, { datasheet: 3 }, v4 as never, {
          model,
          refKey: "id",
        }),
      ),
    ).toEqual([]);
  });

  it("treats missing and null alike, and ignores key order", () => {
    expect(sameJson({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });

  it("encodes queries in Strapi's bracket notation", () => {
    expect(
      toQuery({
        filters: { slug: { $eq: "a b" } },
        populate: { content: { on: { "content.text": true } } },
      }),
    ).toBe(
      "filters%5Bslug%5D%5B%24eq%5D=a%20b&populate%5Bcontent%5D%5Bon%5D%5Bcontent.text%5D=true",
    );
  });
});
