/**
 * @module Site search as both sides see it: the kinds of result, a hit's shape,
 * and what a query may be. The worker answers these (worker/search/), the search
 * page and the search dialog render them (client/search/).
 */

import type { RecordSearchKind } from "./record-kinds";

/** Result kinds: those of the kinds of record (record-kinds.ts), and downloads. */
export type SearchKind = RecordSearchKind | "download";

/** A piece of a snippet; `hit` pieces are the words the query matched. */
export interface SnippetPart {
  text: string;
  hit?: true;
}

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** Where the hit lives: a site path (or a download's file). */
  path: string;
  /** What the hit belongs to: a manual step's manual, an FAQ answer's category. */
  context?: string;
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  query: string;
  /** How many records matched (the hits are the best of them, at most the limit). */
  total: number;
  hits: SearchHit[];
  /**
   * In the search API's answer: its hits' long words with soft hyphens, and its
   * titles the rule changes kept together (shared/hyphens.ts).
   */
  hyphenated?: string[];
}

/** Longer queries are refused by the API (400) and shortened by the search page. */
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;

/**
 * A query as the search reads it: soft hyphens (in text copied from the site's
 * headings) go, other control and format characters become spaces, runs of white
 * space one space, trimmed. Markup stays text: it is never parsed.
 */
export function cleanQuery(raw: string): string {
  return raw
    .replaceAll("\u00ad", "")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Hits grouped by kind, groups ordered by their best hit; each keeps its hits' order. */
export function groupByKind(hits: SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  return [...groups].map(([kind, list]) => ({ kind, hits: list }));
}
