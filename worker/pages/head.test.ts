import { describe, expect, it } from "vitest";
import { alternatesOf, plain, recordPage } from "./head";

describe("alternatesOf", () => {
  it("links a record's own path and each translation with a slug, and no other locale", () => {
    const route = { kind: "product", locale: "en", slug: "pigeon-spikes" } as const;
    const record = {
      slug: "pigeon-spikes",
      localizations: [
        { locale: "de", slug: "taubenspikes" },
        { locale: "nl", slug: "" },
        { locale: "xx", slug: "made-up" },
        { locale: "en", slug: "another-english-slug" },
      ],
    };
    expect(alternatesOf(route, record)).toEqual({
      en: "/products/pigeon-spikes",
      de: "/de/produkte/taubenspikes",
    });
  });

  it("puts an FAQ article under its category's slug in each locale, and leaves out a translation without one", () => {
    const route = {
      kind: "faqArticle",
      locale: "en",
      category: "installation",
      slug: "spikes-on-gutters",
    } as const;
    const record = {
      slug: "spikes-on-gutters",
      localizations: [
        { locale: "de", slug: "spikes-auf-dachrinnen", faq_category: { slug: "montage" } },
        { locale: "fr", slug: "pics-sur-gouttieres", faq_category: null },
      ],
    };
    expect(alternatesOf(route, record)).toEqual({
      en: "/faq/installation/spikes-on-gutters",
      de: "/de/haeufige-fragen/montage/spikes-auf-dachrinnen",
    });
  });
});

describe("recordPage", () => {
  const route = { kind: "blog", locale: "en", slug: "humane-bird-control" } as const;
  const data = { view: "home", home: null, allProducts: null } as const;

  it("prefers the editor's SEO fields to the record's own text", () => {
    const seo = {
      meta_title: "SEO title",
      meta_description: "SEO text",
      no_index: true,
      share_image: null,
    };
    const { meta } = recordPage(route, data, { slug: route.slug, seo }, "Title", "Intro");
    expect(meta).toEqual({
      title: "SEO title",
      description: "SEO text",
      noIndex: true,
      image: null,
    });
  });

  it("falls back to the title and the record's text as plain text", () => {
    const { meta } = recordPage(
      route,
      data,
      { slug: route.slug },
      "Title",
      "**Humane** [control](/x)",
    );
    expect(meta).toEqual({
      title: "Title",
      description: "Humane control",
      noIndex: false,
      image: null,
    });
  });
});

describe("plain", () => {
  it("shortens a long text to 160 characters with an ellipsis", () => {
    const text = plain("word ".repeat(100));
    expect(text?.length).toBe(158);
    expect(text?.endsWith("…")).toBe(true);
  });
});
