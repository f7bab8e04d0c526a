/**
 * @module The answers on screen once the page needs more than it came with (a
 * navigation, a link prefetch, a layout the page came without, an editor's
 * preview): swr fetches the route answer for the visitor's address and the layout
 * of its locale, starting from the embedded ones. While the next answer loads, the
 * last one stays on screen (swr's keepPreviousData would also hide the embedded
 * answer of a page the visitor comes back to). A leaf that renders nothing: it
 * reports to the site (./route-answer.ts) before the browser paints.
 *
 * In the navigation's chunk (./navigation.ts). What it needs of the entry's
 * modules is handed in (`AnswerTools`): a module both chunks import would be a
 * chunk of its own, on every page.
 */
import { useLayoutEffect, useMemo, useState } from "react";
import useSWR from "swr";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import type { View } from "../../shared/views";
import { fetchLayoutAnswer } from "./fetch-answers";

/** What is on screen, as the site shows it. */
export interface AnswerState {
  /** The answer on screen: the current address's once it has arrived. */
  result: RouteResult;
  /** The address (path and the query its data was asked with) of the answer on screen. */
  shown: string;
  /** An answer is being fetched. */
  loading: boolean;
  /** The answer on screen is for another address: the next one is on its way. */
  leaving: boolean;
  error: unknown;
  /** The menus and settings of the locale on screen; another locale's stay while they load. */
  layout: LayoutData | null;
}

/** The entry's helpers (client/data.ts, client/views/index.ts). */
export interface AnswerTools {
  withSearch: (path: string, search: string) => string;
  routeKey: (path: string) => string;
  layoutKey: (locale: Locale) => string;
  ownsQuery: (view: View | null) => boolean;
}

interface Props {
  /** The visitor's address, from the router. */
  path: string;
  search: string;
  /** The answers the worker embedded, and the query the route answer was asked with. */
  initial: RouteResult;
  initialSearch: string;
  initialLayout: LayoutData | null;
  fetchRoute: (url: string) => Promise<RouteResult>;
  tools: AnswerTools;
  onState: (state: AnswerState) => void;
}

/**
 * `value` while it is defined, else the last defined one (at first `initial`).
 * Kept as state updated while rendering (React's pattern for information from
 * earlier renders): a render React throws away leaves nothing behind.
 */
function useLatest<T>(value: T | undefined, initial: T): T {
  const [latest, setLatest] = useState(initial);
  if (value === undefined) return latest;
  if (value !== latest) setLatest(value);
  return value;
}

function viewOf(result: RouteResult): View | null {
  return result.status === 200 ? result.data.view : null;
}

/** What swr has for `key`; the embedded answer is its fallback for its own key. */
function useAnswer<T>(
  key: string,
  fetcher: (url: string) => Promise<T>,
  embeddedKey: string,
  embedded: T | null,
): { data: T | undefined; error: unknown; busy: boolean } {
  const fallback = useMemo(
    (): Record<string, T> => (embedded === null ? {} : { [embeddedKey]: embedded }),
    [embeddedKey, embedded],
  );
  const { data, error, isLoading, isValidating } = useSWR(key, fetcher, {
    fallback,
    // Content changes are pushed to the cache by the CMS webhook; the browser
    // does not need to poll or refetch on focus.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { data, error, busy: isLoading || isValidating };
}

export function Answers({
  path,
  search,
  initial,
  initialSearch,
  initialLayout,
  fetchRoute,
  tools,
  onState,
}: Props) {
  const { withSearch, routeKey, layoutKey, ownsQuery } = tools;
  // Views that handle their own query in the browser (a manual's step, the seller
  // finder's filters) keep the page's data while only the query changes: the last
  // answer fetched for a path, and the query it was asked with.
  const [fetched, setFetched] = useState(() => ({
    path: initial.path,
    search: initialSearch,
    view: viewOf(initial),
  }));
  const keySearch = fetched.path === path && ownsQuery(fetched.view) ? fetched.search : search;
  const route = useAnswer(
    routeKey(withSearch(path, keySearch)),
    fetchRoute,
    routeKey(withSearch(initial.path, initialSearch)),
    initial,
  );
  const data = route.data;
  if (
    data?.path === path &&
    (fetched.path !== path || fetched.search !== keySearch || fetched.view !== viewOf(data))
  )
    setFetched({ path, search: keySearch, view: viewOf(data) });
  const result = useLatest(data, initial);
  // The embedded answer was on screen at the address it was asked with.
  const shown = useLatest(
    data ? withSearch(path, keySearch) : undefined,
    withSearch(initial.path, initialSearch),
  );
  const locale = result.locale;
  const layoutAnswer = useAnswer(
    layoutKey(locale),
    fetchLayoutAnswer,
    layoutKey(initialLayout?.locale ?? initial.locale),
    initialLayout,
  );
  const layout = useLatest(layoutAnswer.data ?? undefined, initialLayout);
  const loading = route.busy;
  const leaving = route.busy && !data;
  const { error } = route;
  useLayoutEffect(
    () => onState({ result, shown, loading, leaving, error, layout }),
    [result, shown, loading, leaving, error, layout, onState],
  );
  return null;
}
