/**
 * @module One locale's search index: MiniSearch over the site's records, with the
 * locale's stemmer and accent folding (terms.ts), prefix matching on the word being
 * typed, typo tolerance on longer words and titles weighted over bodies.
 *
 * MiniSearch rather than Orama: it is about a sixth of Orama's size in the worker
 * (the stemmers, @orama/stemmers' Snowball ports, are shared by both), its index
 * serialises to plain JSON for KV, and with AND-combined terms one query over a
 * thousand records costs well under a millisecond (`npm run bench`).
 */
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { Locale } from "../../shared/locales";
import type { SearchAnswer, SearchHit, SearchKind } from "../../shared/search";
import { snippetOf } from "./snippet";
import { termsFor, WORD_SEPARATOR } from "./terms";

/** What one record becomes in the index. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  path: string;
  context?: string;
  /** Plain text of the body (markdown and markup removed). */
  text: string;
}

/** Bodies are kept this long for snippets; all of the body is indexed. */
const STORED_TEXT = 1200;

const FIELDS = ["title", "text"];
const STORED = ["kind", "title", "path", "context", "snippetText"];

export interface LocaleIndex {
  locale: Locale;
  search(query: string, limit: number): SearchAnswer;
  toJSON(): unknown;
  size: number;
}

type Stored = SearchDocument & { snippetText: string };

function options(locale: Locale): {
  termOf: (word: string) => string | null;
  miniSearch: Options<Stored>;
} {
  const termOf = termsFor(locale);
  return {
    termOf,
    miniSearch: {
      fields: FIELDS,
      storeFields: STORED,
      tokenize: (text: string) => text.split(WORD_SEPARATOR),
      processTerm: (word: string) => termOf(word) ?? undefined,
      searchOptions: {
        boost: { title: 3 },
        combineWith: "AND",
        // The word being typed is a prefix of what the visitor means.
        prefix: (_term: string, index: number, terms: string[]) => index === terms.length - 1,
        // One typo in a word of 5 letters or more, two from 8 letters on.
        fuzzy: (term: string) => (term.length < 5 ? false : term.length < 8 ? 1 : 2),
        maxFuzzy: 2,
      },
    },
  };
}

export function buildIndex(locale: Locale, documents: SearchDocument[]): LocaleIndex {
  const { termOf, miniSearch: settings } = options(locale);
  const mini = new MiniSearch<Stored>(settings);
  mini.addAll(
    documents.map((document) => ({
      ...document,
      snippetText: document.text.slice(0, STORED_TEXT),
    })),
  );
  return wrap(locale, mini, termOf);
}

/** An index from its JSON (as {@link LocaleIndex.toJSON} gave it, through KV). */
export function loadIndex(locale: Locale, json: string): LocaleIndex {
  const { termOf, miniSearch: settings } = options(locale);
  const mini = MiniSearch.loadJSON<Stored>(json, settings);
  return wrap(locale, mini, termOf);
}

function wrap(
  locale: Locale,
  mini: MiniSearch,
  termOf: (word: string) => string | null,
): LocaleIndex {
  return {
    locale,
    size: mini.documentCount,
    toJSON: () => mini.toJSON(),
    search(query, limit) {
      const results = mini.search(query);
      return {
        query,
        total: results.length,
        hits: results.slice(0, limit).map((result) => hitOf(result, termOf)),
      };
    },
  };
}

function hitOf(result: SearchResult, termOf: (word: string) => string | null): SearchHit {
  const stored = result as SearchResult & {
    kind: SearchKind;
    title: string;
    path: string;
    context?: string;
    snippetText: string;
  };
  const hit: SearchHit = {
    kind: stored.kind,
    title: stored.title,
    path: stored.path,
    snippet: snippetOf(stored.snippetText, new Set(result.terms), termOf),
  };
  if (stored.context) hit.context = stored.context;
  return hit;
}
