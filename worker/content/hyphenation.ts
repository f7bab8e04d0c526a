/**
 * @module The long words a page shows in its headings, table cells, cards and
 * buttons, hyphenated at their syllables with its language's patterns, for the
 * browser to draw with soft hyphens (shared/hyphens.ts says why and how).
 *
 * The patterns are TeX's, as typesetters use them, from the `hyphen` package
 * (Liang's algorithm, one module per language) rather than rules of our own:
 * German, Dutch and Swedish compounds break where a reader expects, not where a
 * rule of thumb guesses. They are large (German's alone is most of the package's
 * weight), so they stay in the worker, never in the browser's JavaScript, and
 * each language's are imported the first time a page of it is hyphenated, not
 * when the worker starts (scripts/build.mjs embeds them as JSON, which parses
 * far faster than the package's object literals).
 */

import { SOFT_HYPHEN, WORD } from "../../shared/hyphens";
import type { Locale } from "../../shared/locales";
import { logEvent } from "../log";
import { atCompoundJoints } from "./compound-joints";

/**
 * A word shorter than this fits any line the site shows it on: the narrowest is a
 * specification table's first column at 320 px, about ten semibold letters wide.
 * Shorter words get no soft hyphens, because a browser breaks at every soft
 * hyphen that fills a line, and narrow cells would end line after line with one.
 */
export const LONG_WORD = 9;

/** A language's hyphenation, as the package's modules export it. */
export interface Patterns {
  hyphenateSync: (text: string) => string;
}

/**
 * Each locale's patterns. British English is the site's `en` (shared/locales.ts),
 * so it breaks as British dictionaries do; `en-US` as American ones.
 */
const PATTERNS: Record<Locale, () => Promise<Patterns>> = {
  en: () => import("hyphen/en-gb"),
  "en-US": () => import("hyphen/en-us"),
  nl: () => import("hyphen/nl"),
  de: () => import("hyphen/de"),
  es: () => import("hyphen/es"),
  fr: () => import("hyphen/fr"),
  it: () => import("hyphen/it"),
  sv: () => import("hyphen/sv"),
};

/** Hyphenated words kept per language, for the isolate's next pages; cleared when this many. */
const KEPT_WORDS = 20_000;

/**
 * The fields of a page's data and layout that the views show with hyphens
 * (client/components/hyphens.tsx): titles, headings, specification labels and
 * values, download categories, names of menu items and FAQ categories, FAQ
 * questions, and call-to-action labels. Other text (running text in HTML,
 * descriptions, addresses) is not hyphenated, and none of these is read from
 * inside media, SEO or localisations.
 */
const SHOWN_FIELDS = new Set([
  "title",
  "heading",
  "label",
  "value",
  "category",
  "name",
  "question",
]);
export const SKIPPED_PARTS = new Set([
  "seo",
  "localizations",
  "file",
  "image",
  "images",
  "share_image",
]);

/** A heading in editors' text, as worker/content/markdown.ts renders it. */
const HTML_HEADING = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g;

/**
 * The texts of `data` in {@link SHOWN_FIELDS}, at any depth, and the headings
 * of its editors' text (HTML; client/components/rich-text.tsx hyphenates those).
 */
export function shownTexts(data: unknown, into: string[] = []): string[] {
  if (Array.isArray(data)) {
    for (const item of data) shownTexts(item, into);
  } else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === "string") {
        if (SHOWN_FIELDS.has(key)) into.push(value);
        else if (value.includes("<h"))
          for (const [, heading] of value.matchAll(HTML_HEADING))
            into.push(heading!.replace(/<[^>]*>/g, " "));
      } else if (!SKIPPED_PARTS.has(key)) shownTexts(value, into);
    }
  }
  return into;
}

/** An e-mail address, a URL or a path: no syllables to break at. */
const NOT_PROSE = /@|:\/\/|^\/|^www\./i;

/** The distinct words of `texts` of {@link LONG_WORD} letters or more. */
export function longWords(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of text.split(/\s+/)) {
      if (token.length < LONG_WORD || NOT_PROSE.test(token)) continue;
      for (const [word] of token.matchAll(WORD)) if (word.length >= LONG_WORD) words.add(word);
    }
  }
  return words;
}

/**
 * A page's hyphenation: `hyphenatedWords(locale, texts)` is the list of the
 * long words of `texts` that have a syllable to break at, each with soft hyphens
 * at its syllables. A language whose patterns fail to load gives none (the page
 * shows its words whole, as browsers would) and says so in the log.
 *
 * @example
 * ```ts
 * await hyphenatedWords("de", ["Allgemeine Geschäftsbedingungen"]);
 * // ["All­ge­mei­ne", "Ge­schäfts­bedin­gun­gen"] (with U+00AD; compound-joints.ts)
 * ```
 */
export function hyphenation(patterns: Record<Locale, () => Promise<Patterns>> = PATTERNS) {
  const loaded = new Map<Locale, Promise<Patterns | null>>();
  const kept = new Map<Locale, Map<string, string>>();

  function patternsOf(locale: Locale): Promise<Patterns | null> {
    let loading = loaded.get(locale);
    if (!loading) {
      loading = patterns[locale]().catch((error: unknown) => {
        logEvent("error", "hyphenation.patterns_failed", { locale, error: String(error) });
        // Tried again by the next page.
        loaded.delete(locale);
        return null;
      });
      loaded.set(locale, loading);
    }
    return loading;
  }

  return async function hyphenatedWords(
    locale: Locale,
    texts: Iterable<string>,
  ): Promise<string[]> {
    const words = longWords(texts);
    if (words.size === 0) return [];
    const language = await patternsOf(locale);
    if (!language) return [];
    let known = kept.get(locale);
    if (!known || known.size > KEPT_WORDS) {
      known = new Map();
      kept.set(locale, known);
    }
    const hyphenated: string[] = [];
    for (const word of words) {
      let result = known.get(word);
      if (result === undefined) {
        result = atCompoundJoints(locale, language.hyphenateSync(word));
        known.set(word, result);
      }
      if (result.includes(SOFT_HYPHEN)) hyphenated.push(result);
    }
    return hyphenated;
  };
}

/** The site's hyphenation, its patterns and words kept for the isolate's life. */
export const hyphenatedWords = hyphenation();
