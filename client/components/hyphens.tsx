/**
 * @module Display text with soft hyphens at the syllables of its long words, from
 * the hyphenated words the worker sent with the page's data and layout
 * (shared/hyphens.ts). Only for what is drawn in headings, table cells, cards,
 * buttons and menus: never for a title, an attribute, a URL or a form value.
 * The server and the browser read the same lists, so hydration sees the same text.
 * The same lists keep numbers with their units and French punctuation with its
 * word: the worker sends each text the rule changes in its kept-together form
 * (shared/kept-together.ts), and a text found whole is shown in that form.
 */
import { createContext, type ReactNode, use } from "react";
import { keyOf, WORD } from "../../shared/hyphens";

/** Hyphenated words and kept-together texts, by their keys. */
export type Hyphens = ReadonlyMap<string, string>;

/** The lookup of a `hyphenated` list (absent from an answer kept from before it existed). */
export function hyphensOf(hyphenated: readonly string[] | undefined): Hyphens {
  return new Map(hyphenated?.map((entry) => [keyOf(entry), entry]));
}

/**
 * `text` kept together as the worker sent it, or as it is when it sent none. A
 * text that is one word finds no kept form, and is not to take its hyphens here.
 */
export function keptTogetherIn(text: string, hyphens: Hyphens): string {
  const kept = hyphens.get(keyOf(text));
  return kept && /[\u00a0\u202f\u2060\u2011]/.test(kept) ? kept : text;
}

/**
 * The spaces between words. A no-break space is not one: what it joins ("12 cm",
 * "l’opération", "montieren?") is a word with what is glued to it.
 */
const SPACES = /([ \t\n\r\f]+)/;

/** A word and what is glued to it, each long word in its hyphenated form. */
export function marked(glued: string, hyphens: Hyphens): string {
  return glued.replace(WORD, (word) => hyphens.get(word) ?? word);
}

/**
 * `text` as it is drawn: no break between a number and its unit or before French
 * punctuation, and each word the lookup knows in its hyphenated form.
 */
export function withHyphens(text: string, hyphens: Hyphens): string {
  return keptTogetherIn(text, hyphens).replace(WORD, (word) => hyphens.get(word) ?? word);
}

/**
 * `text` as {@link withHyphens} draws it, each word that has soft hyphens wrapped,
 * with what is glued to it, as a box of its own (`.hy`): it moves whole to the
 * next line when it fits there, and only a word longer than its line breaks, at a
 * syllable. Soft hyphens alone would let a balanced heading or button split a word
 * it had room for ("Die bishe-/rige Bilanz", "Contacter un techni-/cien").
 */
export function hyphenatedNodes(text: string, hyphens: Hyphens): ReactNode {
  const kept = keptTogetherIn(text, hyphens);
  const nodes: ReactNode[] = [];
  let plain = "";
  for (const glued of kept.split(SPACES)) {
    const shown = marked(glued, hyphens);
    if (shown === glued) plain += glued;
    else {
      nodes.push(
        plain,
        <span className="hy" key={nodes.length}>
          {shown}
        </span>,
      );
      plain = "";
    }
  }
  if (!nodes.length) return kept;
  // One element, so that in a flex container (a button) the text stays one item.
  return (
    <span className="hy-text">
      {nodes}
      {plain}
    </span>
  );
}

/** The words of the route answer and the layout on screen (client/site/site.tsx). */
export const HyphensContext = createContext<Hyphens>(new Map());

/** A function that gives a text with its long words hyphenated, for showing it. */
export function useHyphens(): (text: string) => ReactNode {
  const hyphens = use(HyphensContext);
  return (text) => hyphenatedNodes(text, hyphens);
}

/** A function that gives running text (a lead, a card's text) kept together, not hyphenated. */
export function useKeptTogether(): (text: string) => string {
  const hyphens = use(HyphensContext);
  return (text) => keptTogetherIn(text, hyphens);
}
