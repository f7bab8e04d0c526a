/**
 * @module Editors' markdown (CommonMark) to safe HTML, on the server only, so that
 * no markdown library ships to the browser.
 *
 * Raw HTML in content is escaped, never passed through (`html: false`); links with
 * unsafe schemes (`javascript:`, `vbscript:`, `file:`, non-image `data:`) are
 * dropped by markdown-it's link validation; external links get `rel="noopener"`.
 * Its text (never its tags' attributes) keeps numbers with their units and French
 * punctuation with its word (shared/kept-together.ts), and breaks an e-mail
 * address only where a reader expects (shared/address-breaks.ts), here rather
 * than in the browser so that the rules stay out of its JavaScript.
 */
import MarkdownIt from "markdown-it";
import { addressesInHtmlText } from "../../shared/address-breaks";
import { keptTogether } from "../../shared/kept-together";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SAFE_SCHEME = /^(https?:|mailto:|tel:|\/|#|\.)/i;

md.validateLink = (url: string) => {
  const trimmed = url.trim();
  // Relative URLs without a scheme are fine; anything with a scheme must be one we allow.
  return SAFE_SCHEME.test(trimmed) || !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
};

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) {
    token.attrSet("rel", "noopener noreferrer");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export interface MarkdownOptions {
  /**
   * The level of the page heading the field sits under (1: right below the page's
   * h1). Headings are then renumbered so the outline never skips a level (an
   * editor's `###` under the h1 becomes an h2; screen readers and Lighthouse's
   * heading-order audit expect that), and keep the size they were written with
   * through a `md-h<level>` class.
   */
  below?: number;
}

/** A record's body sits right below the record's title, the page's h1. */
export const BELOW_TITLE: MarkdownOptions = { below: 1 };

/**
 * Rendered fields of this isolate, by level and source. The same few fields are
 * rendered for every page that shows them (a product's description on each
 * render of its page): rendering costs far more than looking up. Bounded, oldest
 * out first; a source too long to be worth keeping is rendered each time.
 */
const rendered = new Map<string, string>();
const RENDERED_ENTRIES = 500;
const RENDERED_SOURCE_CHARS = 32 * 1024;

/** HTML for a markdown field; null stays null. */
export function markdownToHtml(
  markdown: string | null | undefined,
  options: MarkdownOptions = {},
): string | null {
  if (!markdown) return null;
  if (markdown.length > RENDERED_SOURCE_CHARS) return render(markdown, options);
  const key = `${options.below ?? ""}:${markdown}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = render(markdown, options);
    if (rendered.size >= RENDERED_ENTRIES) {
      const oldest = rendered.keys().next();
      if (!oldest.done) rendered.delete(oldest.value);
    }
    rendered.set(key, html);
  }
  return html;
}

/** The text after each tag of rendered HTML. */
const TEXT = />[^<]+/g;

function render(markdown: string, options: MarkdownOptions): string {
  return renderHtml(markdown, options).replace(TEXT, (text) =>
    addressesInHtmlText(keptTogether(text)),
  );
}

function renderHtml(markdown: string, options: MarkdownOptions): string {
  if (options.below === undefined) return md.render(markdown);
  const env = {};
  const tokens = md.parse(markdown, env);
  const headings = tokens.filter((token) => token.type === "heading_open");
  // The levels the editor used, in order, map onto the levels below the page heading;
  // a field that starts deeper than it goes later is still kept from skipping.
  const used = [...new Set(headings.map((token) => Number(token.tag.slice(1))))].sort();
  let previous = options.below;
  for (const [index, token] of tokens.entries()) {
    if (token.type !== "heading_open") continue;
    const written = Number(token.tag.slice(1));
    const ranked = options.below + 1 + used.indexOf(written);
    const level = Math.min(6, ranked, previous + 1);
    previous = level;
    if (level === written) continue;
    token.tag = `h${level}`;
    token.attrJoin("class", `md-h${written}`);
    const close = tokens.slice(index).find((t) => t.type === "heading_close");
    if (close) close.tag = `h${level}`;
  }
  return md.renderer.render(tokens, md.options, env);
}

/** A paragraph or a list item of rendered HTML, with what it says. */
const BLOCK = /<(p|li)>([\s\S]*?)<\/\1>/g;
/** What markdown-it escapes in text. */
const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * The start of rendered HTML as plain text, for a card that leads on to the text:
 * its first paragraph or list item, and the next too when the first announces it
 * (ends in a colon), at most `max` characters, cut at a space. The no-break
 * spaces and word joiners of the rendered text stay (`\s` would take them).
 */
export function leadOf(html: string | null, max = 160): string | null {
  let lead = "";
  for (const [, , inner = ""] of html?.matchAll(BLOCK) ?? []) {
    const text = inner
      .replace(/<[^>]*>/g, "")
      .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
      .replace(/[ \t\r\n]+/g, " ")
      .trim();
    lead = lead ? `${lead} ${text}` : text;
    if (lead && !lead.endsWith(":")) break;
  }
  if (lead.length <= max) return lead || null;
  const cut = lead.lastIndexOf(" ", max);
  const kept = lead.slice(0, cut > 0 ? cut : max).replace(TRAILING, "");
  // A number cut from what it counts ("Up to 8 cm deep: 1…") says nothing.
  const whole = kept.replace(BARE_NUMBER, "").replace(TRAILING, "");
  return `${whole || kept}…`;
}

/** Punctuation a cut text does not end on before its ellipsis. */
const TRAILING = /[ ,;:.–-]+$/;
/** A number standing last, without its unit or noun. */
const BARE_NUMBER = /(?<=^|\s)[\d.,–-]*\d$/;
