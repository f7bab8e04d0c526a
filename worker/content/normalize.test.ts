import { describe, expect, expectTypeOf, it } from "vitest";
import type { ProductCard, SolutionCard } from "../../shared/content";
import type { ProductsQuery, SolutionsQuery } from "../../shared/content-operations.generated";
import { normalize } from "./normalize";

const image = (id: string, url: string) => ({
  __typename: "UploadFileEntity" as const,
  id,
  attributes: {
    name: `${id}.png`,
    alternativeText: null,
    caption: null,
    width: 800,
    height: 600,
    formats: { small: { url: `${url}-small`, width: 400, height: 300 } },
    ext: ".png",
    mime: "image/png",
    size: 12,
    url,
  },
});

const products: ProductsQuery = {
  products: {
    data: [
      {
        __typename: "ProductEntity",
        id: "7",
        attributes: {
          title: "Pigeon spikes",
          slug: "pigeon-spikes",
          subtitle: null,
          short_description: "Keeps pigeons off ledges.",
          images: { data: [image("1", "https://bucket.example.com/uploads/spikes.png")] },
          image_alts: null,
        },
      },
      // An entity without attributes is no record.
      { __typename: "ProductEntity", id: "8", attributes: null },
    ],
    meta: { pagination: { total: 2, pageCount: 1 } },
  },
};

const solutions: SolutionsQuery = {
  solutions: {
    data: [
      {
        __typename: "SolutionEntity",
        id: "3",
        attributes: {
          title: "Balconies",
          slug: "balconies",
          icon_class: "fa-solid fa-house",
          intro: null,
          coming_soon: false,
          image_alt: null,
          image: { data: null },
        },
      },
    ],
    meta: { pagination: { total: 1, pageCount: 1 } },
  },
};

const options = { mediaOrigin: "https://bucket.example.com" };

describe("normalize", () => {
  it("turns a list answer into the site's records, media as site paths", () => {
    const cards = normalize(products.products, options);
    expectTypeOf(cards).toEqualTypeOf<ProductCard[] | null>();
    expect(cards).toEqual([
      {
        id: "7",
        title: "Pigeon spikes",
        slug: "pigeon-spikes",
        subtitle: null,
        short_description: "Keeps pigeons off ledges.",
        image_alts: null,
        images: [
          {
            url: "/uploads/spikes.png",
            name: "1.png",
            alternativeText: null,
            caption: null,
            width: 800,
            height: 600,
            mime: "image/png",
            ext: ".png",
            size: 12,
            formats: [{ name: "small", url: "/uploads/spikes.png-small", width: 400, height: 300 }],
          },
        ],
      },
    ]);
  });

  it("resolves a record's icon class beside it, and an empty relation to null", () => {
    const resolveIcon = (className: string) => ({ w: 1, h: 1, d: className });
    const cards = normalize(solutions.solutions, { ...options, resolveIcon });
    expectTypeOf(cards).toEqualTypeOf<SolutionCard[] | null>();
    expect(cards?.[0]).toMatchObject({ image: null, icon: { d: "fa-solid fa-house" } });
  });

  it("describes an image in the record's locale, falling back to the media's own text", () => {
    const described = (alt: string | null, own: string | null) => ({
      data: {
        id: "3",
        attributes: {
          title: "Tauben an Gebäuden",
          image_alt: alt,
          image: {
            data: {
              id: "9",
              attributes: { ...image("9", "/a.png").attributes, alternativeText: own },
            },
          },
        },
      },
    });
    const altOf = (answer: unknown) =>
      (normalize(answer, options) as { image: { alternativeText: string | null } }).image
        .alternativeText;
    expect(altOf(described("Tauben auf einem Sims", "Pigeons on a ledge"))).toBe(
      "Tauben auf einem Sims",
    );
    expect(altOf(described(null, "Pigeons on a ledge"))).toBe("Pigeons on a ledge");
    expect(altOf(described(" ", "Pigeons on a ledge"))).toBe("Pigeons on a ledge");
    // A product's images, each by its place in the list.
    const product = normalize(
      {
        data: {
          id: "7",
          attributes: {
            image_alts: ["Taubenspikes auf einem Fensterbrett", ""],
            images: { data: [image("1", "/1.png"), image("2", "/2.png")] },
          },
        },
      },
      options,
    ) as { images: { alternativeText: string | null }[] };
    expect(product.images.map((media) => media.alternativeText)).toEqual([
      "Taubenspikes auf einem Fensterbrett",
      null,
    ]);
  });

  it("reads a picture's focal point from its caption, in the stylesheet's steps of 5", () => {
    const focusOf = (caption: string | null) =>
      (
        normalize(
          {
            data: {
              ...image("4", "/4.png"),
              attributes: { ...image("4", "/4.png").attributes, caption },
            },
          },
          options,
        ) as {
          focus?: { x: number; y: number };
        }
      ).focus;
    expect(focusOf("focus: 62% 28%")).toEqual({ x: 60, y: 30 });
    expect(focusOf("The team in 2024. Focus 50%, 55%")).toEqual({ x: 50, y: 55 });
    expect(focusOf("focus: 120% 0%")).toEqual({ x: 100, y: 0 });
    expect(focusOf("The team in 2024")).toBeUndefined();
    expect(focusOf("focus: left")).toBeUndefined();
    expect(focusOf(null)).toBeUndefined();
  });
});
