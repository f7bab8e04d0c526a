/**
 * @module Headings with a long compound ("Geschäftsbedingungen",
 * "Montagehandleidingen") get a class naming their longest word's length, which
 * makes them just small enough on phones for that word to fit on its line
 * (main.css). Browsers without a hyphenation dictionary for the language (most
 * desktop Chromium builds) would otherwise break the word anywhere.
 */

/** Words up to this long fit a phone's heading at its own size. */
const FITS = 13;
/** Longer words are sized as if this long: the class list in main.css ends here. */
const LONGEST = 24;

/** The class for a heading whose longest word is too long for a phone, or undefined. */
export function compoundClass(text: string | null | undefined): string | undefined {
  let longest = 0;
  for (const word of (text ?? "").split(/[\s/–—-]+/)) longest = Math.max(longest, word.length);
  return longest > FITS ? `heading--word-${Math.min(longest, LONGEST)}` : undefined;
}
