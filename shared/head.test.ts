import { describe, expect, it } from "vitest";
import { headFor, titleFor } from "./head";
import type { RouteResult } from "./route-result";

const TITLES = { notFound: "Seite nicht gefunden!", error: "Ein Fehler ist aufgetreten" };

const HOME = { kind: "home", locale: "de" } as const;

const page: RouteResult = {
  status: 200,
  path: "/de/produkte",
  locale: "de",
  route: { kind: "page", locale: "de", slug: "produkte" },
  data: { view: "home", home: null, allProducts: null },
  meta: {
    title: "Produkte",
    description: "Alle Produkte",
    noIndex: false,
    image: null,
    pages: { canonical: "/de/produkte?page=2", prev: "/de/produkte", next: null },
  },
  alternates: { de: "/de/produkte", en: "/products" },
};

describe("headFor", () => {
  it("names a found page by its metadata, with its canonical address and languages", () => {
    expect(headFor(page, TITLES)).toEqual({
      title: "Produkte",
      description: "Alle Produkte",
      noIndex: false,
      canonical: "/de/produkte?page=2",
      prev: "/de/produkte",
      next: null,
      alternates: { de: "/de/produkte", en: "/products" },
      image: null,
    });
  });

  it("gives a missing page the not-found title, kept out of search engines", () => {
    const head = headFor(
      { status: 404, path: "/de/keine-seite", locale: "de", route: null },
      TITLES,
    );
    expect(head.title).toBe(TITLES.notFound);
    expect(head).toMatchObject({ noIndex: true, canonical: null, alternates: {} });
  });

  it("gives a failed page the error title", () => {
    expect(titleFor({ status: 503, path: "/de", locale: "de", route: HOME }, TITLES)).toBe(
      TITLES.error,
    );
    expect(titleFor({ status: 500, path: "/de", locale: "de", route: HOME }, TITLES)).toBe(
      TITLES.error,
    );
  });

  it("agrees with titleFor, the part the browser sets after a navigation", () => {
    expect(titleFor(page, TITLES)).toBe(headFor(page, TITLES).title);
  });
});
