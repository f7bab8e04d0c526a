import { describe, expect, it } from "vitest";
import type { ProductCard } from "../../shared/content";
import { askedProduct } from "./form-state";

const SPIKES: ProductCard = {
  id: "1",
  title: "Pigeon spikes",
  slug: "pigeon-spikes",
  subtitle: null,
  short_description: null,
  images: null,
  image_alts: null,
};

function lookup(products: ProductCard[]) {
  const asked: string[] = [];
  const find = async (slug: string) => {
    asked.push(slug);
    return products.find((product) => product.slug === slug) ?? null;
  };
  return { asked, find };
}

describe("askedProduct", () => {
  it("names a published product by its slug, with its own title", async () => {
    const { find } = lookup([SPIKES]);
    expect(await askedProduct(new URLSearchParams("product=pigeon-spikes"), find)).toEqual({
      title: "Pigeon spikes",
      slug: "pigeon-spikes",
    });
  });

  it("names nothing for a slug the locale does not publish", async () => {
    const { find } = lookup([SPIKES]);
    expect(await askedProduct(new URLSearchParams("product=bird-netting"), find)).toBeNull();
  });

  it("never looks up a value that cannot be a slug", async () => {
    const { asked, find } = lookup([SPIKES]);
    for (const value of ["", "<b>x</b>", "a b", "../etc", "x".repeat(201), "--"]) {
      expect(await askedProduct(new URLSearchParams({ product: value }), find)).toBeNull();
    }
    expect(await askedProduct(new URLSearchParams(), find)).toBeNull();
    expect(asked).toEqual([]);
  });

  it("leaves the product out when the look-up fails, so the form still works", async () => {
    const failing = async () => {
      throw new Error("content service down");
    };
    expect(await askedProduct(new URLSearchParams("product=pigeon-spikes"), failing)).toBeNull();
  });
});
