/**
 * @module Display text with soft hyphens at the syllables of its long words, from
 * the hyphenated words the worker sent with the page's data and layout
 * (shared/hyphens.ts). Only for what is drawn in headings, table cells, cards,
 * buttons and menus: never for a title, an attribute, a URL or a form value.
 * The server and the browser read the same lists, so hydration sees the same text.
 * The same pass keeps numbers with their units and French punctuation with its
 * word (shared/kept-together.ts).
 */
import { createContext, use } from "react";
import { SOFT_HYPHEN, WORD } from "../../shared/hyphens";
import { keptTogether } from "../../shared/kept-together";

/** Hyphenated words by their plain spelling. */
export type Hyphens = ReadonlyMap<string, string>;

/** The lookup of a `hyphenated` list (absent from an answer kept from before it existed). */
export function hyphensOf(hyphenated: readonly string[] | undefined): Hyphens {
  return new Map(hyphenated?.map((word) => [word.replaceAll(SOFT_HYPHEN, ""), word]));
}

/**
 * `text` as it is drawn: each word the lookup knows in its hyphenated form, and
 * no break between a number and its unit or before French punctuation.
 */
export function withHyphens(text: string, hyphens: Hyphens): string {
  return keptTogether(text).replace(WORD, (word) => hyphens.get(word) ?? word);
}

/** The words of the route answer and the layout on screen (client/site/site.tsx). */
export const HyphensContext = createContext<Hyphens>(new Map());

/** A function that gives a text with its long words hyphenated, for showing it. */
export function useHyphens(): (text: string) => string {
  const hyphens = use(HyphensContext);
  return (text) => withHyphens(text, hyphens);
}
