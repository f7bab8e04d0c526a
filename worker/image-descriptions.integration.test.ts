/**
 * A picture is described in the page's language (issue 36, item 5): the media
 * library's `alternativeText` is English, so a German or Swedish page that shows
 * it has told a screen-reader user, and a search engine, the wrong language.
 * Every page kind with pictures, in every locale whose language is not English.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../shared/locales";
import { buildPath, type RecordKind } from "../shared/routes";
import { decodeEntities, get, records } from "../testing/helpers";

const MEDIA_FILES = ["media-catalog", "media-library", "media-site"];

/** Every English description the media library holds. */
function englishDescriptions(): Set<string> {
  const texts = new Set<string>();
  for (const file of MEDIA_FILES) {
    const url = new URL(`../cms/seed/${file}.json`, import.meta.url);
    const media: unknown = JSON.parse(readFileSync(url, "utf8"));
    if (!Array.isArray(media)) continue;
    for (const item of media) {
      const text: unknown = item?.alternativeText;
      if (typeof text === "string" && text.trim()) texts.add(text.trim());
    }
  }
  return texts;
}

/** The alt texts of a page's pictures, as a reader hears them. */
function altsOf(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\balt="([^"]*)"/g)].map((match) =>
    decodeEntities(match[1]!).trim(),
  );
}

const COLLECTIONS: [string, RecordKind | "page"][] = [
  ["products", "product"],
  ["solutions", "solution"],
  ["forWhos", "audience"],
  ["blogs", "blog"],
  ["manuals", "manual"],
  ["pages", "page"],
];

const NOT_ENGLISH = LOCALES.filter((locale) => !locale.startsWith("en"));

async function pathsOf(locale: Locale): Promise<string[]> {
  const paths = [buildPath({ kind: "home", locale })];
  for (const [collection, kind] of COLLECTIONS) {
    for (const record of await records(collection, locale)) {
      paths.push(buildPath({ kind, locale, slug: record.slug }));
    }
  }
  return paths;
}

describe("pictures described in the page's language", () => {
  const english = englishDescriptions();

  it("has English descriptions to compare with", () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it.each(NOT_ENGLISH)(
    "%s: no picture on any page keeps the media's English description",
    async (locale) => {
      const english_on_page: string[] = [];
      let pictures = 0;
      for (const path of await pathsOf(locale)) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        for (const alt of altsOf(response.body)) {
          if (!alt) continue;
          pictures++;
          if (english.has(alt)) english_on_page.push(`${path}: ${alt}`);
        }
      }
      expect(pictures).toBeGreaterThan(40);
      expect(english_on_page).toEqual([]);
    },
    120_000,
  );
});
