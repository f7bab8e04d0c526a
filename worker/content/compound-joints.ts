/**
 * @module Breaks of a compound at its joint rather than one syllable into its next
 * word. TeX's patterns mark every syllable of "Geschäftsbedingungen", and a line
 * that has room for "Geschäftsbe" ends there ("Geschäftsbe-/dingungen"), where a
 * typesetter would have broken "Geschäfts-/bedingungen". German, Dutch and
 * Swedish compounds join whole words, and the part after a joint often starts with an
 * unstressed prefix (be-, ver-, an-, er-, …) that TeX makes a syllable of its own:
 * the break after such a syllable, in the middle of a word, is dropped, so that
 * the break before it, at the joint, is the one a line takes. The word keeps its
 * other syllables, so a long word still breaks where it must.
 *
 * A rule of thumb, not a dictionary: it never adds a break, only removes the one
 * right after a prefix, and it leaves a word's first syllable alone ("Ver·pa·ckung").
 */

import { SOFT_HYPHEN } from "../../shared/hyphens";
import type { Locale } from "../../shared/locales";

/** Prefixes that start the second word of a compound, per language that compounds so. */
const PREFIXES: Partial<Record<Locale, ReadonlySet<string>>> = {
  de: new Set([
    "ab",
    "an",
    "auf",
    "aus",
    "be",
    "ein",
    "emp",
    "ent",
    "er",
    "ge",
    "miss",
    "un",
    "ver",
    "vor",
    "zer",
  ]),
  nl: new Set(["be", "ge", "her", "in", "ont", "ver"]),
  sv: new Set(["an", "be", "för", "miss", "upp", "ut"]),
};

/**
 * "er" closes many a word after a vowel (Feu·er, Mau·er, Steu·er): only after a
 * consonant is it the prefix of the next word (Daten·schutz·er·klä·rung).
 */
const SUFFIX_AFTER_VOWEL = new Set(["er"]);
const ENDS_IN_VOWEL = /[aeiouyäöüå]$/i;

/** `hyphenated` (soft hyphens at its syllables) without the breaks right after a prefix. */
export function atCompoundJoints(locale: Locale, hyphenated: string): string {
  const prefixes = PREFIXES[locale];
  if (!prefixes) return hyphenated;
  const syllables = hyphenated.split(SOFT_HYPHEN);
  const isPrefix = (index: number) => {
    const syllable = syllables[index]!.toLowerCase();
    if (!prefixes.has(syllable)) return false;
    return !(SUFFIX_AFTER_VOWEL.has(syllable) && ENDS_IN_VOWEL.test(syllables[index - 1]!));
  };
  let word = syllables[0]!;
  for (let index = 1; index < syllables.length; index++) {
    // A prefix inside the word, not its last syllable, and not followed by another
    // (Mon·ta·ge·an·lei·tun·gen: "ge" ends the first word, "an" starts the next).
    const joined =
      index < syllables.length - 1 &&
      isPrefix(index) &&
      !(index + 1 < syllables.length - 1 && isPrefix(index + 1));
    word += SOFT_HYPHEN + syllables[index];
    if (joined) {
      word += syllables[index + 1];
      index++;
    }
  }
  return word;
}
