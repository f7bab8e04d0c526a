/**
 * @module `GET /api/search?q=&locale=&limit=`: the search dialog's answers as JSON.
 *
 * 400 for a query the schema refuses (unknown parameter, unknown locale, a query
 * over {@link MAX_QUERY_LENGTH} characters, a limit outside 1–{@link MAX_LIMIT}),
 * 429 past the per-visitor rate limit, 503 while a locale's first index is being
 * built or when it cannot be. Answers may be kept by the browser for a few seconds.
 * The log has the query's length and the number of results, never its text.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { LOCALES } from "../../shared/locales";
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_LENGTH } from "../../shared/search";
import { clientKey } from "../client-key";
import { hyphenatedWords } from "../content/hyphenation";
import { keptTexts } from "../content/kept-together";
import type { SiteApp } from "../env";
import { CacheBrowser, writeCacheHeaders } from "../shared-cache/presets";
import type { SearchedCollection } from "./collections";
import { search, searchBindings } from "./service";
import { SearchUnavailable } from "./store";

const SearchParams = v.strictObject({
  q: v.pipe(
    v.string(),
    v.maxLength(MAX_QUERY_LENGTH, `'q' is longer than ${MAX_QUERY_LENGTH} characters`),
  ),
  locale: v.picklist(LOCALES, `'locale' must be one of ${LOCALES.join(", ")}`),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "'limit' must be a whole number"),
      v.transform(Number),
      v.minValue(1, "'limit' must be at least 1"),
      v.maxValue(MAX_LIMIT, `'limit' must be at most ${MAX_LIMIT}`),
    ),
    String(DEFAULT_LIMIT),
  ),
});

/** Browsers may answer a repeated query themselves for this long. */
const BROWSER_SECONDS = 15;

/** The search API over an index of `collections` (worker/pages/records.ts). */
export function searchApi(collections: readonly SearchedCollection[]): Hono<SiteApp> {
  return new Hono<SiteApp>().get("/", (c) => answerSearch(c, collections));
}

/** One query: validated, rate-limited, answered from the locale's index. */
async function answerSearch(c: Context<SiteApp>, collections: readonly SearchedCollection[]) {
  const log = c.get("log");
  log.set({ kind: "api.search" });
  const noStore = { "cache-control": "no-store" };
  const parsed = v.safeParse(SearchParams, c.req.query());
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue ? v.getDotPath(issue) : null;
    const message =
      issue?.kind === "validation" || field === null
        ? (issue?.message ?? "Invalid query")
        : `Unknown or missing parameter '${field}'`;
    return c.json({ error: message }, 400, noStore);
  }
  const { q, locale, limit } = parsed.output;
  log.set({ locale });
  const { success } = await c.env.SEARCH_RATE_LIMIT.limit({
    key: `search:${clientKey(c.req.raw)}`,
  });
  if (!success)
    return c.json({ error: "Too many searches; try again in a minute" }, 429, {
      ...noStore,
      "retry-after": "60",
    });
  try {
    const answer = await log.measure(
      "search",
      search(locale, q, limit, searchBindings(c, collections)),
    );
    log.set({ queryLength: answer.query.length, results: answer.total });
    const titles = answer.hits.map((hit) => hit.title);
    const hyphenated = [...(await hyphenatedWords(locale, titles)), ...keptTexts(titles)];
    // The visitor's browser alone keeps it: a shared copy per query anyone can
    // invent would be storage at their will, and would skip the rate limit.
    const response = c.json({ ...answer, hyphenated }, 200);
    writeCacheHeaders(response.headers, CacheBrowser(BROWSER_SECONDS));
    return response;
  } catch (error) {
    if (!(error instanceof SearchUnavailable)) c.var.report(error, "search.failed");
    return c.json({ error: "Search is not available right now" }, 503, {
      ...noStore,
      "retry-after": "10",
    });
  }
}
