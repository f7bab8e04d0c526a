/**
 * @module One search, as the API and the search page both ask it: the locale's
 * index (store.ts), the query cleaned, and the answer kept briefly in this isolate
 * under the index it came from, so a repeated query (a visitor going back, many
 * visitors typing the same word) costs nothing and a new index is never hidden.
 */
import type { Context } from "hono";
import type { Locale } from "../../shared/locales";
import { cleanQuery, type SearchAnswer } from "../../shared/search";
import type { SiteApp } from "../env";
import type { SearchedCollection } from "./collections";
import { indexFor, type SearchBindings } from "./store";

const ANSWERS = 500;
const answers = new Map<string, { index: object; answer: SearchAnswer }>();

/** The index's bindings for a request; `collections`: what it is built from. */
export function searchBindings(
  c: Context<SiteApp>,
  collections: readonly SearchedCollection[],
): SearchBindings {
  return {
    kv: c.env.CONTENT_CACHE,
    settings: c.var.settings,
    collections,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    report: c.var.report,
  };
}

export async function search(
  locale: Locale,
  raw: string,
  limit: number,
  ctx: SearchBindings,
): Promise<SearchAnswer> {
  const query = cleanQuery(raw);
  if (!query) return { query, total: 0, hits: [] };
  const index = await indexFor(locale, ctx);
  const key = `${locale}\u0000${limit}\u0000${query}`;
  const kept = answers.get(key);
  if (kept && kept.index === index) return kept.answer;
  const answer = index.search(query, limit);
  answers.delete(key);
  answers.set(key, { index, answer });
  if (answers.size > ANSWERS) {
    const oldest = answers.keys().next();
    if (!oldest.done) answers.delete(oldest.value);
  }
  return answer;
}
