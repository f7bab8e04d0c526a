/**
 * @module Answers while the visitor types: asked once typing pauses (debounced), an
 * older question cancelled when a newer one is asked, and reported to analytics
 * once an answer has stood for a moment (its length and count, never its text).
 */
import { useEffect, useState } from "react";
import type { Locale } from "../../shared/locales";
import { cleanQuery, MAX_QUERY_LENGTH, type SearchAnswer } from "../../shared/search";
import { track } from "../analytics";

/** The pause in typing after which the search is asked. */
const DEBOUNCE_MS = 150;
/** An answer on screen this long was read: that is the search analytics counts. */
const SETTLED_MS = 1000;
/** Hits in the dialog; the search page lists more. */
const DIALOG_LIMIT = 10;

export type AnswerState =
  | { status: "idle" }
  | { status: "loading"; previous: SearchAnswer | null }
  | { status: "done"; answer: SearchAnswer }
  | { status: "failed" };

export function useSearchAnswer(input: string, locale: Locale): AnswerState {
  const query = cleanQuery(input).slice(0, MAX_QUERY_LENGTH);
  const [state, setState] = useState<AnswerState>({ status: "idle" });

  useEffect(() => {
    if (!query) {
      setState({ status: "idle" });
      return;
    }
    setState((previous) => ({
      status: "loading",
      previous: previous.status === "done" ? previous.answer : null,
    }));
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ q: query, locale, limit: String(DIALOG_LIMIT) });
      try {
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const answer = (await response.json()) as SearchAnswer;
        setState({ status: "done", answer });
      } catch {
        // A cancelled question is simply replaced by the newer one.
        if (!controller.signal.aborted) setState({ status: "failed" });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  const settled = state.status === "done" ? state.answer : null;
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => trackSearch(settled, "dialog"), SETTLED_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  return state;
}

/** The analytics event `search`: how long the query was and how much it found. */
export function trackSearch(answer: SearchAnswer, trigger: "dialog" | "page"): void {
  track({
    module: "search",
    event: "search",
    trigger,
    parameters: { query_length: answer.query.length, result_count: answer.total },
  });
}
