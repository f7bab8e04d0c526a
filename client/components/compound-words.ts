/**
 * @module Headings with a long compound ("Geschäftsbedingungen",
 * "Montagehandleidingen") get a class naming their longest word's length, which
 * makes them just small enough on phones for that word to fit on its line
 * (main.css). Browsers without a hyphenation dictionary for the language (most
 * desktop Chromium builds) would otherwise break the word anywhere.
 */

/**
 * The class for a heading whose longest word is too long for a phone (over 13
 * characters), or undefined. Words longer than 24 are sized as 24: main.css's
 * classes end there. Hyphens and slashes split words: they break there anyway.
 */
export function compoundClass(text: string | null | undefined): string | undefined {
  const longest = Math.max(0, ...(text ?? "").split(/[\s/-]/).map((word) => word.length));
  return longest > 13 ? `heading--word-${Math.min(longest, 24)}` : undefined;
}
