/**
 * @module Long words shown with soft hyphens at their syllables, the same on
 * both sides. Browsers without a hyphenation dictionary for a language (many
 * desktop builds, every headless one) cannot hyphenate `hyphens: auto`, and
 * `overflow-wrap` then splits a word anywhere ("Geschäftsbedingung|en"). So the
 * worker hyphenates the long words a page shows with its language's patterns
 * (worker/content/hyphenation.ts) and sends them beside the data: the route
 * answer's, the layout's and the search API's `hyphenated` lists. The views put
 * them into the display text of headings, table cells, cards, buttons and menus
 * (client/components/hyphens.tsx). The data itself stays as the content service
 * wrote it, so no soft hyphen reaches a title, a meta tag, JSON-LD, an `alt`, a
 * URL, the search or a form; and the patterns stay out of the browser's
 * JavaScript.
 *
 * The same lists carry, whole, each shown text that must not break between a
 * number and its unit or before French punctuation, in the form the worker gave
 * it (shared/kept-together.ts): the rule's unit lists and patterns stay in the
 * worker too, and the browser only looks a text up.
 */

/** A soft hyphen: a line may end here, and then a hyphen is drawn. */
export const SOFT_HYPHEN = "\u00ad";

/** A word, as the worker hyphenates it and the browser looks it up: a run of letters. */
export const WORD = /[\p{L}\p{M}]+/gu;

/**
 * How the browser looks up what the worker sent: a text without its spaces,
 * soft hyphens and word joiners, its no-break hyphens read as hyphens. A
 * hyphenated word's key is its plain spelling; a text the worker kept together
 * (shared/kept-together.ts put in no-break spaces, word joiners and no-break
 * hyphens) has the key of its plain form in the data, and never a word's, for
 * it has a digit, a mark or a hyphen.
 */
export const keyOf = (text: string) =>
  text.replace(/[\s\u00ad\u2060]/g, "").replace(/\u2011/g, "-");
