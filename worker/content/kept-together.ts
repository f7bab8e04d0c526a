/**
 * @module The texts a page shows that must not break between a number and its
 * unit or before French punctuation, in their kept-together form, for the
 * browser to look up whole (client/components/hyphens.tsx). They travel in the
 * `hyphenated` lists beside the data, as the hyphenated words do
 * (shared/hyphens.ts), so the data keeps plain spaces for the head, JSON-LD,
 * `alt`s and labels, and the rule (shared/kept-together.ts) with its unit lists
 * stays out of the browser's JavaScript. Editors' HTML needs none: it is kept
 * together when rendered (worker/content/markdown.ts).
 */
import { keptTogether } from "../../shared/kept-together";
import { SKIPPED_PARTS } from "./hyphenation";

/**
 * A search hit's snippet: pieces cut around the words found, drawn as they are
 * (client/views/search.tsx), so never looked up.
 */
const SNIPPET = "snippet";

/**
 * Values that are never drawn as text: addresses and icon classes, which the
 * short-first-part rule would otherwise change ("fa‑solid", "pics‑anti-pigeons").
 */
const NEVER_SHOWN = new Set([...SKIPPED_PARTS, SNIPPET, "slug", "url", "fa_class", "icon_class"]);

/** Rendered HTML, kept together already. */
const isHtml = (text: string) => text.startsWith("<");

/**
 * The kept-together form of each text of `data` that the rule changes, each
 * once, at any depth outside media, SEO, localisations and search snippets. Any
 * field: the views show titles, specification values, leads and card texts
 * through the lookup, and a text the browser never looks up costs only its bytes.
 *
 * @example
 * ```ts
 * keptTexts({ value: "Ø 1.5 mm", title: "Netting" }); // ["Ø\u00a01.5\u00a0mm"]
 * ```
 */
export function keptTexts(data: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof data === "string") {
    if (!isHtml(data)) {
      const kept = keptTogether(data);
      if (kept !== data) into.add(kept);
    }
  } else if (Array.isArray(data)) {
    for (const item of data) keptTexts(item, into);
  } else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data))
      if (!NEVER_SHOWN.has(key)) keptTexts(value, into);
  }
  return into;
}
