/**
 * @module The finder's results in the browser: the first page comes with the page
 * (server-rendered), later ones and other filters from the worker's finder API.
 * Changing filters fetches only the finder's data, never the page itself.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { searchOf } from "../../shared/finder-url";
import type { Locale } from "../../shared/locales";
import {
  FINDER_API_PATH,
  type FinderCompany,
  type FinderFilters,
  type FinderPage,
  type FinderPoint,
  type Position,
} from "../../shared/seller-finder";

type EndState = "more" | "end" | "empty-page";

export interface FinderResults {
  companies: FinderCompany[];
  total: number;
  /** "more": a next page exists; "end": the last page is shown; "empty-page": a page came back empty. */
  end: EndState;
  loading: boolean;
  failed: boolean;
  /** Every located location of the filtered set (not only the loaded pages), for the map. */
  points: FinderPoint[];
  loadMore: () => void;
  loadThrough: (page: number) => Promise<void>;
}

interface State {
  key: string;
  pages: FinderPage[];
  loading: boolean;
  failed: boolean;
  emptyPage: boolean;
}

/** The list's query: the locale orders the companies as on the page, so pages join up. */
function keyOf(filters: FinderFilters, near: Position | null, locale: Locale): string {
  const place: Record<string, string> = near
    ? { lat: near.lat.toFixed(5), lng: near.lng.toFixed(5) }
    : {};
  return searchOf(filters, { ...place, locale });
}

async function fetchPage(key: string, page: number, signal: AbortSignal): Promise<FinderPage> {
  const separator = key ? "&" : "";
  const response = await fetch(`${FINDER_API_PATH}?${key}${separator}page=${page}`, {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`seller finder: status ${response.status}`);
  return (await response.json()) as FinderPage;
}

export function useFinderResults(
  filters: FinderFilters,
  near: Position | null,
  initial: {
    locale: Locale;
    filters: FinderFilters;
    results: FinderPage | null;
    place: Position | null;
  },
): FinderResults {
  const key = keyOf(filters, near, initial.locale);
  const [state, setState] = useState<State>(() => {
    const initialKey = keyOf(initial.filters, initial.place, initial.locale);
    return initial.results
      ? {
          key: initialKey,
          pages: [initial.results],
          loading: false,
          failed: false,
          // A `?page=` beyond the last one.
          emptyPage: initial.results.companies.length === 0 && initial.results.total > 0,
        }
      : { key: "", pages: [], loading: false, failed: true, emptyPage: false };
  });
  const inflight = useRef<AbortController | null>(null);
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    // Only a change of filters (or position) starts a new list.
    if (current.current.key === key && !current.current.failed) return;
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setState((previous) => ({ ...previous, loading: true }));
    fetchPage(key, 1, controller.signal)
      .then((page) =>
        setState({ key, pages: [page], loading: false, failed: false, emptyPage: false }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(JSON.stringify({ event: "finder.fetch_failed", error: String(error) }));
        setState({ key, pages: [], loading: false, failed: true, emptyPage: false });
      });
    return () => controller.abort();
  }, [key]);

  /** Loads the next pages up to `target` (a marker may ask for a company further on). */
  const loadThrough = useCallback(async (target: number) => {
    const start = current.current;
    if (start.loading || start.failed) return;
    const { key: listKey } = start;
    let pages = start.pages;
    const controller = new AbortController();
    inflight.current = controller;
    setState({ ...start, loading: true });
    const settle = (patch: Partial<State>) =>
      setState((latest) =>
        latest.key === listKey ? { ...latest, pages, loading: false, ...patch } : latest,
      );
    try {
      for (let last = pages.at(-1); last?.hasMore && last.page < target; last = pages.at(-1)) {
        const page = await fetchPage(listKey, last.page + 1, controller.signal);
        if (!page.companies.length) return settle({ emptyPage: true });
        pages = [...pages, page];
      }
      settle({ emptyPage: false });
    } catch {
      if (!controller.signal.aborted) settle({ failed: true });
    }
  }, []);

  const loadMore = useCallback(() => {
    void loadThrough((current.current.pages.at(-1)?.page ?? 0) + 1);
  }, [loadThrough]);

  const last = state.pages.at(-1);
  const isCurrent = state.key === key;
  // The same arrays while the pages are: the list and the map render again only when they change.
  const companies = useMemo(
    () => (isCurrent ? state.pages.flatMap((page) => page.companies) : []),
    [isCurrent, state.pages],
  );
  const points = useMemo(
    () => (isCurrent ? (state.pages[0]?.points ?? []) : []),
    [isCurrent, state.pages],
  );
  return {
    companies,
    points,
    total: last?.total ?? 0,
    end: state.emptyPage ? "empty-page" : last?.hasMore ? "more" : "end",
    loading: state.loading || state.key !== key,
    failed: state.failed && !state.loading,
    loadMore,
    loadThrough,
  };
}
