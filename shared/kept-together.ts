/**
 * @module What a typesetter never lets a line separate: a number from its unit
 * ("1.5 mm", "20–30 cm", "-20 °C"), a sign or abbreviation from its number
 * ("Ø 1.5", "ca. 2", "Max. 105"), the two ends of a range ("20–40"), a day
 * from its month ("1. Oktober", "October 1", "1 de octubre") and, as
 * French sets it, a word from the "?", "!", ";" or ":" after it and guillemets
 * from what they quote. Plain spaces there become no-break spaces. On a phone a
 * specification cell otherwise ends a line with "Ø 1.5" and starts the next
 * with "mm", and a French question ends with a lone "?".
 *
 * It runs in the worker only: over editors' HTML as it is rendered
 * (worker/content/markdown.ts), and over the data's shown texts, whose
 * kept-together forms go beside the data in the `hyphenated` lists
 * (worker/content/kept-together.ts) for the browser to look up whole
 * (client/components/hyphens.tsx). The data stays as the content service wrote
 * it, so titles, meta tags, JSON-LD, `alt`s, labels, the search and the sitemap
 * keep plain spaces, and server and browser draw the same text. Its unit lists
 * and patterns never reach the browser's JavaScript: no page's may grow.
 */

/** A no-break space, as wide as a space: between a number and its unit. */
export const NO_BREAK_SPACE = "\u00a0";
/** A narrow no-break space: French before ? ! ; and inside « ». */
export const NARROW_NO_BREAK_SPACE = "\u202f";
/** No width and no break: after the dash of a range, where browsers would break. */
export const WORD_JOINER = "\u2060";

/**
 * The units the site's texts write after a number, in every language it speaks:
 * lengths, areas, volumes, weights, electricity, sound, temperature, time, speed,
 * data and money (matched longest first, so "mm" is not read as "m").
 */
const UNITS = [
  // length, area and volume
  "km² km cm² cm³ cm mm² mm m² m³ m µm ft yd ml cl dl l L",
  // weight
  "kg mg g t lb oz",
  // electricity, sound and light
  "mAh Ah mA A kWh kW mW W kV V kHz MHz Hz dB lx lm",
  // temperature, angle, share
  "°C °F ° % ‰",
  // time and speed
  "rpm tr/min U/min km/h m/s h min s ms",
  // data, pressure, money
  "KB kB MB GB Ko Mo Go bar Pa € £ $",
].flatMap((group) => group.split(" "));

/** Signs and abbreviations that stand before a number, in the site's languages. */
const PREFIXES = [
  "Ø ⌀ ± ~ ≈ ≤ ≥ § € £ $ Nr. No. N° n°",
  "ca. ca approx. aprox. env. ong. circa ungefär",
  "max. min. máx. mín. mind.",
].flatMap((group) => group.split(" "));

/** The months, in the site's languages: a date's day and month are read as one. */
const MONTHS = [
  "january february march april may june july august september october november december",
  "januar jänner februar märz mai juni juli oktober dezember",
  "januari februari maart mei augustus",
  "janvier février mars avril juin juillet août septembre octobre novembre décembre",
  "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
  "gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre",
  "maj augusti",
].flatMap((group) => group.split(" "));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const alternatives = (list: string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join("|");

/** A break a browser may take: a run of spaces, tabs or line ends (HTML's too). */
const SPACE = "[ \\t\\r\\n]+";
/** Neither a letter nor a digit: where a unit or a prefix ends or starts. */
const EDGE_AFTER = "(?![\\p{L}\\p{N}])";
const EDGE_BEFORE = "(?<![\\p{L}\\p{N}])";

const NUMBER_THEN_UNIT = new RegExp(
  `(\\p{N})${SPACE}(?=(?:${alternatives(UNITS)})${EDGE_AFTER})`,
  "gu",
);
const PREFIX_THEN_NUMBER = new RegExp(
  `${EDGE_BEFORE}(${alternatives(PREFIXES)})${SPACE}(?=[+\\-−]?\\p{N})`,
  "giu",
);
/** "5 × 10": a dimension is read as one. */
const TIMES = new RegExp(`(\\p{N})${SPACE}×${SPACE}(?=\\p{N})`, "gu");
/** "1. Oktober", "1er octobre", "1 de octubre": the day with its month. */
const DAY_THEN_MONTH = new RegExp(
  `${EDGE_BEFORE}(\\p{N}{1,2}(?:\\.|er|º)?)${SPACE}(?:(de)${SPACE})?(?=(?:${alternatives(MONTHS)})${EDGE_AFTER})`,
  "giu",
);
/** "October 1": the month with its day (not with a year: "Oktober 2026" may break). */
const MONTH_THEN_DAY = new RegExp(
  `${EDGE_BEFORE}(${alternatives(MONTHS)})${SPACE}(?=\\p{N}{1,2}${EDGE_AFTER})`,
  "giu",
);
/** "20–40": browsers may break after an en or em dash, even between digits. */
const RANGE = /(\p{N}[–—])(?=\p{N})/gu;
/**
 * "Safety data sheet – Optical gel": a spaced dash ends its line, never starts
 * the next (Duden's and Chicago's rule for the dash of a break in thought).
 */
const BEFORE_SPACED_DASH = new RegExp(`(?<=\\S)${SPACE}([–—])(?=${SPACE})`, "gu");
/** A hyphen a line may not end at: French typesetters keep a verb with its pronoun. */
export const NO_BREAK_HYPHEN = "\u2011";
/**
 * French: a verb and the pronoun after it ("pouvons-nous", "est-elle",
 * "Éloignez-les", "a-t-il") are one word to the eye; a line never ends at their
 * hyphen.
 */
const BEFORE_PRONOUN =
  /(?<=\p{L})-(?=(?:t-)?(?:je|moi|toi|nous|vous|il|ils|elle|elles|on|le|la|les|lui|leur|en|y)(?![\p{L}\p{N}-]))/gu;
/**
 * A hyphenated word whose first part is one to four letters ("anti-oiseaux",
 * "E-Mail", "UV-beständig", "semi-gloss"): a line that ends at that hyphen leaves
 * a fragment alone ("anti- / oiseaux"), which typesetters avoid; the line breaks
 * before the word, or inside its longer part at a syllable. Not in an address
 * ("info@ab-cd.example", "www.ab-cd.example"), whose text is copied as it is.
 */
const AFTER_SHORT_FIRST_PART =
  /(?<![\p{L}\p{N}\-@./])(\p{L}{1,4})-(?=\p{L}+(?![\p{L}\p{N}]*[@./][\p{L}\p{N}]))/gu;
/** French: "choisir ?", "note :", "« … »". */
const BEFORE_MARK = new RegExp(`(?<=\\S)${SPACE}([?!;»])`, "gu");
const BEFORE_COLON = new RegExp(`(?<=\\S)${SPACE}:(?=\\s|$)`, "gu");
const AFTER_GUILLEMET = new RegExp(`«${SPACE}`, "gu");

/**
 * `text` with no-break spaces where a line must not break: between a number and
 * its unit, a prefix and its number, the numbers of a dimension or a range,
 * before a spaced dash, after a hyphenated word's short first part, and before
 * French punctuation. Runs over plain text or the text between HTML tags.
 *
 * @example
 * ```ts
 * keptTogether("Ø 1.5 mm"); // "Ø\u00a01.5\u00a0mm"
 * keptTogether("Besoin d’aide ?"); // "Besoin d’aide\u202f?"
 * keptTogether("Stand: 1. Oktober 2026"); // "Stand: 1.\u00a0Oktober 2026"
 * ```
 */
export function keptTogether(text: string): string {
  return text
    .replace(NUMBER_THEN_UNIT, `$1${NO_BREAK_SPACE}`)
    .replace(PREFIX_THEN_NUMBER, `$1${NO_BREAK_SPACE}`)
    .replace(TIMES, `$1${NO_BREAK_SPACE}×${NO_BREAK_SPACE}`)
    .replace(RANGE, `$1${WORD_JOINER}`)
    .replace(DAY_THEN_MONTH, (_, day: string, of?: string) =>
      of ? `${day}${NO_BREAK_SPACE}${of}${NO_BREAK_SPACE}` : `${day}${NO_BREAK_SPACE}`,
    )
    .replace(MONTH_THEN_DAY, `$1${NO_BREAK_SPACE}`)
    .replace(BEFORE_SPACED_DASH, `${NO_BREAK_SPACE}$1`)
    .replace(BEFORE_PRONOUN, NO_BREAK_HYPHEN)
    .replace(AFTER_SHORT_FIRST_PART, `$1${NO_BREAK_HYPHEN}`)
    .replace(BEFORE_MARK, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(BEFORE_COLON, `${NO_BREAK_SPACE}:`)
    .replace(AFTER_GUILLEMET, `«${NARROW_NO_BREAK_SPACE}`);
}
