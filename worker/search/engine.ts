/**
 * @module One locale's search index: MiniSearch over the site's records, with the
 * locale's stemmer and accent folding (terms.ts), prefix matching on the word being
 * typed, typo tolerance on longer words and titles weighted over bodies.
 *
 * MiniSearch rather than Orama: it is about a ninth of Orama's size in the worker
 * (6 KB against 54 KB minified; the stemmers, @orama/stemmers' Snowball ports, are
 * shared by both), its index serialises to plain JSON for KV and loads without
 * re-indexing, and its queries combine per word, which is how a word's stem and its
 * whole form are both asked for (`npm run bench` has the figures).
 */
import MiniSearch, { type Options, type Query, type SearchResult } from "minisearch";
import type { Locale } from "../../shared/locales";
import type { SearchAnswer, SearchHit, SearchKind } from "../../shared/search";
import { snippetOf } from "./snippet";
import { compoundTailsFor, termsFor, WORD_SEPARATOR } from "./terms";

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
const STORED_TEXT = 600;
/** Words of a query beyond these are not searched (a pasted paragraph is not a query). */
const MAX_QUERY_WORDS = 12;

type Stored = SearchDocument & { snippetText: string };

const FIELDS = ["title", "text"];
const STORED = ["kind", "title", "path", "context", "snippetText"];

export interface LocaleIndex {
  locale: Locale;
  search(query: string, limit: number): SearchAnswer;
  toJSON(): unknown;
  size: number;
}

function options(locale: Locale, terms: (word: string) => string[]): Options<Stored> {
  const tails = compoundTailsFor(locale);
  return {
    fields: FIELDS,
    storeFields: STORED,
    tokenize: (text) => text.split(WORD_SEPARATOR),
    // A title's compounds are also found by their last part (terms.ts).
    processTerm: (word, field) =>
      field === "title" ? [...terms(word), ...tails(word)] : terms(word),
  };
}

/** One typo in a word of 5 letters or more, two from 8 letters on. */
function fuzziness(term: string): number | false {
  return term.length < 5 ? false : term.length < 8 ? 1 : 2;
}

/**
 * Products weigh twice other records: the line's products are what most searches
 * are after, and a product named in a query ("spikes": "Taubenspikes") should lead
 * the answer rather than follow the articles that mention it more often.
 */
const PRODUCT_WEIGHT = 2;

/**
 * Every word of the query must match (AND), by its stem or its whole form (OR).
 * The stem may be unfinished on the last word (prefix: "Taub" finds "Taubenspikes");
 * typos are forgiven on the whole word, whose letters are the visitor's own (a
 * fuzzy stem would let "taubensp" match "tauben"). Titles weigh three times bodies.
 */
function queryOf(query: string, terms: (word: string) => string[]): Query | null {
  const words = query
    .split(WORD_SEPARATOR)
    .filter((word) => terms(word).length > 0)
    .slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  return {
    combineWith: "AND",
    tokenize: (text: string) => [text],
    processTerm: (term: string) => term,
    maxFuzzy: 2,
    boost: { title: 3 },
    boostDocument: (_id, _term, stored) => (stored?.kind === "product" ? PRODUCT_WEIGHT : 1),
    queries: words.map((word, index) => {
      const [stem = "", whole] = terms(word);
      const typing = index === words.length - 1;
      return {
        combineWith: "OR",
        queries: [
          { queries: [stem], prefix: typing, fuzzy: whole ? false : fuzziness },
          ...(whole ? [{ queries: [whole], fuzzy: fuzziness }] : []),
        ],
      };
    }),
  };
}

export function buildIndex(locale: Locale, documents: SearchDocument[]): LocaleIndex {
  const terms = termsFor(locale);
  const mini = new MiniSearch<Stored>(options(locale, terms));
  mini.addAll(
    documents.map((document) => ({
      ...document,
      snippetText: document.text.slice(0, STORED_TEXT),
    })),
  );
  return wrap(locale, mini, terms);
}

/** An index from its JSON (as {@link LocaleIndex.toJSON} gave it, through KV). */
export function loadIndex(locale: Locale, json: string): LocaleIndex {
  const terms = termsFor(locale);
  return wrap(locale, MiniSearch.loadJSON<Stored>(json, options(locale, terms)), terms);
}

function wrap(locale: Locale, mini: MiniSearch, terms: (word: string) => string[]): LocaleIndex {
  return {
    locale,
    size: mini.documentCount,
    toJSON: () => mini.toJSON(),
    search(query, limit) {
      const asked = queryOf(query, terms);
      const results = asked ? mini.search(asked) : [];
      return {
        query,
        total: results.length,
        hits: results.slice(0, limit).map((result) => hitOf(result, terms)),
      };
    },
  };
}

function hitOf(result: SearchResult, terms: (word: string) => string[]): SearchHit {
  const stored = result as SearchResult & Stored;
  const hit: SearchHit = {
    kind: stored.kind,
    title: stored.title,
    path: stored.path,
    snippet: snippetOf(stored.snippetText, new Set(result.terms), terms),
  };
  if (stored.context) hit.context = stored.context;
  return hit;
}
