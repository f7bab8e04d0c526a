/**
 * @module Words as the search compares them: lower case, reduced to their stem by
 * the locale's Snowball stemmer ("Netze" and "Netz" meet as "netz"), then with
 * accents folded ("é" = "e"). Index and query go through the same function, so a
 * visitor who types without accents still meets the accented word.
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

export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** The term a word is indexed and searched under in this locale, or null for none. */
export function termOf(locale: Locale, word: string): string | null {
  const lower = word.toLowerCase();
  if (!lower || lower.length > MAX_WORD_LENGTH) return null;
  return foldAccents(STEMMERS[locale](lower));
}

/** A term function for one locale, with the terms it has made kept for reuse. */
export function termsFor(locale: Locale): (word: string) => string | null {
  const seen = new Map<string, string | null>();
  return (word) => {
    let term = seen.get(word);
    if (term === undefined) {
      term = termOf(locale, word);
      if (seen.size < 50_000) seen.set(word, term);
    }
    return term;
  };
}
