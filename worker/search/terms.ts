/**
 * @module Words as the search compares them: lower case, reduced to their stem by
 * the locale's Snowball stemmer ("Netze" and "Netz" meet as "netz"), then with
 * accents folded ("é" = "e"). Index and query go through the same function, so a
 * visitor who types without accents still meets the accented word.
 *
 * Each word is also kept whole (folded, not stemmed): a typo in a word's ending
 * makes the stemmer cut it elsewhere ("parpadeente" is not stemmed like
 * "parpadeante"), while the whole words are still one letter apart.
 */
import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { stemmer as swedish } from "@orama/stemmers/swedish";
import type { Locale } from "../../shared/locales";

const STEMMERS: Record<Locale, (word: string) => string> = {
  en: english,
  "en-US": english,
  nl: dutch,
  de: german,
  es: spanish,
  fr: french,
  it: italian,
  sv: swedish,
};

/** Longer "words" are codes or junk; they are not indexed or searched. */
const MAX_WORD_LENGTH = 40;

/** Splits text into words: anything between spaces and punctuation (as MiniSearch does). */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;

function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** The term a word is indexed and searched under in this locale, or null for none. */
function termOf(locale: Locale, word: string): string | null {
  const lower = word.toLowerCase();
  if (!lower || lower.length > MAX_WORD_LENGTH) return null;
  return foldAccents(STEMMERS[locale](lower));
}

/** The terms of a word: its stem, and the whole word when that differs. */
function termsOf(locale: Locale, word: string): string[] {
  const stem = termOf(locale, word);
  if (stem === null) return [];
  const whole = foldAccents(word.toLowerCase());
  return whole === stem ? [stem] : [stem, whole];
}

/** {@link termsOf} for one locale, with the terms it has made kept for reuse. */
export function termsFor(locale: Locale): (word: string) => string[] {
  const seen = new Map<string, string[]>();
  return (word) => {
    let terms = seen.get(word);
    if (terms === undefined) {
      terms = termsOf(locale, word);
      if (seen.size < 50_000) seen.set(word, terms);
    }
    return terms;
  };
}

/** Languages that write compounds as one word ("Taubenspikes", "duivenpinnen", "fågelnät"). */
const COMPOUNDING = new Set<Locale>(["de", "nl", "sv"]);
/** A compound's tail is searched from this many letters, and only in words this long. */
const MIN_TAIL = 4;
const MIN_COMPOUND = 8;

/**
 * The tails of a title's long words in a compounding language, so that "spikes"
 * finds the product "Taubenspikes" by its title and "Netz" finds "Vogelschutznetz",
 * as a visitor who types the last part of a compound expects. Every tail from the
 * fourth letter on is kept (a dictionary of word parts would be needed to cut only
 * at the joints); titles are short, so the index grows little. Tails are folded as
 * whole words are, not stemmed: the query's stem still meets them by prefix.
 */
export function compoundTailsFor(locale: Locale): (word: string) => string[] {
  if (!COMPOUNDING.has(locale)) return () => [];
  return (word) => {
    const whole = foldAccents(word.toLowerCase());
    if (whole.length < MIN_COMPOUND || whole.length > MAX_WORD_LENGTH) return [];
    const tails: string[] = [];
    for (let start = MIN_TAIL - 1; start <= whole.length - MIN_TAIL; start++)
      tails.push(whole.slice(start));
    return tails;
  };
}
