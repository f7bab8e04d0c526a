import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./locales";
import {
  buildPath,
  parsePath,
  RECORD_KINDS,
  type Route,
  SEARCH_SEGMENT,
  segmentOf,
} from "./routes";

const locale = fc.constantFrom(...LOCALES);
// Locale codes are reserved as first path segments: no page may use one as its slug
// (cms/seed/KEYS.md), nor a search segment (the search page), so the generator leaves them out.
const slug = fc
  .stringMatching(/^[a-z0-9][a-z0-9-]{0,40}$/)
  .filter((s) => !LOCALES.some((l) => l.toLowerCase() === s))
  .filter((s) => !Object.values(SEARCH_SEGMENT).includes(s));
const route: fc.Arbitrary<Route> = fc.oneof(
  locale.map((l) => ({ kind: "home" as const, locale: l })),
  fc.record({ kind: fc.constant("page" as const), locale, slug }),
  fc.record({ kind: fc.constantFrom(...RECORD_KINDS), locale, slug }),
  fc.record({ kind: fc.constant("faqArticle" as const), locale, category: slug, slug }),
);

describe("route table", () => {
  it("has a search page per locale under its localised segment", () => {
    expect(buildPath({ kind: "search", locale: "en" })).toBe("/search");
    expect(buildPath({ kind: "search", locale: "en-US" })).toBe("/en-US/search");
    expect(buildPath({ kind: "search", locale: "nl" })).toBe("/nl/zoeken");
    expect(buildPath({ kind: "search", locale: "de" })).toBe("/de/suche");
    expect(buildPath({ kind: "search", locale: "es" })).toBe("/es/buscar");
    expect(buildPath({ kind: "search", locale: "fr" })).toBe("/fr/recherche");
    expect(buildPath({ kind: "search", locale: "it" })).toBe("/it/cerca");
    expect(buildPath({ kind: "search", locale: "sv" })).toBe("/sv/sok");
    for (const l of LOCALES) {
      const search: Route = { kind: "search", locale: l };
      expect(parsePath(buildPath(search))).toEqual({ type: "route", route: search });
    }
    expect(parsePath("/de/Suche")).toEqual({
      type: "redirect",
      location: "/de/suche",
      locale: "de",
    });
    // Another locale's segment is not this locale's search page.
    expect(parsePath("/de/search")).toEqual({
      type: "route",
      route: { kind: "page", locale: "de", slug: "search" },
    });
  });

  it("builds and parses back every locale × kind", () => {
    for (const l of LOCALES) {
      for (const kind of RECORD_KINDS) {
        const r: Route = { kind, locale: l, slug: "pigeon-spikes" };
        expect(parsePath(buildPath(r))).toEqual({ type: "route", route: r });
      }
      expect(parsePath(buildPath({ kind: "home", locale: l }))).toEqual({
        type: "route",
        route: { kind: "home", locale: l },
      });
    }
  });

  it("uses the spec's localised segments", () => {
    expect(buildPath({ kind: "product", locale: "de", slug: "taubenspikes" })).toBe(
      "/de/produkte/taubenspikes",
    );
    expect(buildPath({ kind: "audience", locale: "sv", slug: "x" })).toBe("/sv/foer-vem/x");
    expect(buildPath({ kind: "manual", locale: "nl", slug: "x" })).toBe("/nl/handleidingen/x");
    expect(buildPath({ kind: "solution", locale: "es", slug: "x" })).toBe("/es/soluciones/x");
    expect(buildPath({ kind: "blog", locale: "it", slug: "x" })).toBe("/it/blogs/x");
    expect(buildPath({ kind: "product", locale: "en", slug: "x" })).toBe("/products/x");
    expect(buildPath({ kind: "home", locale: "en" })).toBe("/");
    expect(buildPath({ kind: "home", locale: "en-US" })).toBe("/en-US");
    expect(buildPath({ kind: "page", locale: "fr", slug: "contact" })).toBe("/fr/contact");
    expect(buildPath({ kind: "faqArticle", locale: "nl", category: "producten", slug: "x" })).toBe(
      "/nl/veelgestelde-vragen/producten/x",
    );
  });

  it("parse(build(route)) is the route, for any route", () => {
    fc.assert(
      fc.property(route, (r) => {
        expect(parsePath(buildPath(r))).toEqual({ type: "route", route: r });
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws and only redirects to same-origin paths", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (path) => {
          const parsed = parsePath(path);
          if (parsed.type === "redirect") {
            expect(parsed.location.startsWith("/")).toBe(true);
            expect(parsed.location.startsWith("//")).toBe(false);
          }
        },
      ),
      { numRuns: 5000 },
    );
    // 5,000 generated paths: seconds of CPU on a busy two-core machine.
  }, 60_000);

  // A path that is not ours is still answered in the language its prefix names.
  it.each([
    ["/xx/produkte/a", "unknown locale prefix", "en"],
    ["/de/products/a", "another locale's segment", "de"],
    ["/de/unknown/a", "unknown segment", "de"],
    ["/products/a/b", "three segments outside the FAQ", "en"],
    ["/faq/a/b/c", "too deep", "en"],
    ["//evil.example/x", "protocol-relative", "en"],
    ["/products/%3Cscript%3E", "encoded characters in slug", "en"],
    ["/a%00b", "null byte", "en"],
    ["/de//x", "empty segment", "de"],
    ["/FR/a/b/c/d", "too deep, prefix in capitals", "fr"],
    [`/sv/${"a".repeat(2000)}`, "overlong", "sv"],
  ])("%s is not found (%s), in %s", (path, _reason, locale) => {
    expect(parsePath(path)).toEqual({ type: "notFound", locale });
  });

  it.each([
    ["/products/pigeon-spikes/", "/products/pigeon-spikes"],
    ["/de/", "/de"],
    ["/en", "/"],
    ["/en/", "/"],
    ["/en/products/pigeon-spikes", "/products/pigeon-spikes"],
    ["/DE/produkte/taubenspikes", "/de/produkte/taubenspikes"],
    ["/en-us/products/x", "/en-US/products/x"],
    ["/de/PRODUKTE/x", "/de/produkte/x"],
    ["/FAQ/products/x/", "/faq/products/x"],
  ])("%s redirects to %s", (path, location) => {
    const parsed = parsePath(path);
    expect(parsed).toMatchObject({ type: "redirect", location });
    // The redirect speaks the language of the page it leads to.
    const target = parsePath(location);
    expect(target.type === "route" && target.route.locale).toBe(
      parsed.type === "redirect" && parsed.locale,
    );
  });

  it("every locale has a segment for every record kind", () => {
    for (const kind of RECORD_KINDS) {
      for (const l of LOCALES as readonly Locale[]) expect(segmentOf(kind, l)).toMatch(/^[a-z-]+$/);
    }
  });
});
