/**
 * @module A hit's snippet: a short stretch of its text around the first word the
 * query matched, with the matched words marked. Parts are plain text; the client
 * renders them as text (marked ones in `<mark>`), so nothing in them is markup.
 */
import type { SnippetPart } from "../../shared/search";

/** About this many characters of text are shown around the first match. */
const SNIPPET_LENGTH = 160;
const LEAD = 50;
/** Words scanned for a match at most, so that a long text costs a bounded time. */
const MAX_WORDS = 400;

const WORDS = /[\p{L}\p{N}]+/gu;

export function snippetOf(
  text: string,
  matched: ReadonlySet<string>,
  termsOf: (word: string) => string[],
): SnippetPart[] {
  const words: { start: number; end: number; hit: boolean }[] = [];
  let first = -1;
  let scanned = 0;
  for (const match of text.matchAll(WORDS)) {
    if (++scanned > MAX_WORDS) break;
    const start = match.index;
    const end = start + match[0].length;
    if (first >= 0 && start > words[first]!.start + SNIPPET_LENGTH) break;
    const hit = termsOf(match[0]).some((term) => matched.has(term));
    if (hit && first < 0) first = words.length;
    words.push({ start, end, hit });
  }
  const anchor = first >= 0 ? words[first]!.start : 0;
  // Start at a word boundary some way before the match, end at one after the window.
  let from = 0;
  if (anchor > LEAD) {
    const candidate = words.find((word) => word.start >= anchor - LEAD);
    from = candidate?.start ?? anchor;
  }
  let to = Math.min(text.length, from + SNIPPET_LENGTH);
  const cut = words.find((word) => word.end > to && word.start < to);
  if (cut) to = cut.start;
  const parts: SnippetPart[] = [];
  if (from > 0) parts.push({ text: "…" });
  let at = from;
  for (const word of words) {
    if (!word.hit || word.start < from || word.end > to) continue;
    if (word.start > at) parts.push({ text: text.slice(at, word.start) });
    parts.push({ text: text.slice(word.start, word.end), hit: true });
    at = word.end;
  }
  if (to > at) parts.push({ text: text.slice(at, to) });
  if (to < text.length) parts.push({ text: "…" });
  return merge(parts);
}

function merge(parts: SnippetPart[]): SnippetPart[] {
  const merged: SnippetPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && !last.hit && !part.hit) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
