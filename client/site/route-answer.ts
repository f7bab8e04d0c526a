/**
 * @module The answers on screen: the route answer for the visitor's address and
 * the layout of its locale. The embedded ones come first, then swr's for each
 * address reached; while the next answer loads, the last one stays on screen
 * (swr's keepPreviousData would also hide the embedded answer of a page the
 * visitor comes back to).
 */
import { useState } from "react";
import useSWR from "swr";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import type { View } from "../../shared/views";
import { fetchLayout, layoutKey, routeKey, useRouteFetcher, withSearch } from "../data";
import { ownsQuery } from "../views";

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

export interface RouteState {
  /** The answer on screen: the current address's once it has arrived. */
  result: RouteResult;
  /** The address (path and the query its data was asked with) of the answer on screen. */
  shown: string;
  /** An answer is being fetched. */
  loading: boolean;
  /** The answer on screen is for another address: the next one is on its way. */
  leaving: boolean;
  error: unknown;
}

/**
 * The answer for the visitor's address (`path` and `search`, from the router),
 * starting from the embedded answer and the query it was asked with.
 */
export function useRouteResult(
  path: string,
  search: string,
  initial: RouteResult,
  initialSearch: string,
): RouteState {
  // Views that handle their own query in the browser (a manual's step, the seller
  // finder's filters) keep the page's data while only the query changes: the last
  // answer fetched for a path, and the query it was asked with.
  const [fetched, setFetched] = useState(() => ({
    path: initial.path,
    search: initialSearch,
    view: viewOf(initial),
  }));
  const keySearch = fetched.path === path && ownsQuery(fetched.view) ? fetched.search : search;
  const { data, error, isLoading, isValidating } = useSWR(
    routeKey(withSearch(path, keySearch)),
    useRouteFetcher(),
  );
  if (
    data?.path === path &&
    (fetched.path !== path || fetched.search !== keySearch || fetched.view !== viewOf(data))
  )
    setFetched({ path, search: keySearch, view: viewOf(data) });
  const result = useLatest(data, initial);
  const shown = useLatest(
    data ? withSearch(path, keySearch) : undefined,
    withSearch(initial.path, ""),
  );
  const loading = isLoading || isValidating;
  return { result, shown, loading, leaving: loading && !data, error };
}

/** The menus and settings of a locale; another locale's stay while they load. */
export function useLayoutData(locale: Locale): LayoutData | null {
  const { data } = useSWR(layoutKey(locale), fetchLayout);
  return useLatest(data, null);
}
