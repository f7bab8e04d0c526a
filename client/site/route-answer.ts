/**
 * @module The answers on screen: the route answer for the visitor's address and
 * the layout of its locale. The embedded ones come first, then swr's for each
 * address reached; while the next answer loads, the last one stays on screen
 * (swr's keepPreviousData would also hide the embedded answer of a page the
 * visitor comes back to). swr itself loads with the first answer the page did
 * not come with (client/swr-later.ts); until then nothing is fetched.
 */
import { createElement, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import type { View } from "../../shared/views";
import { reloadForChunkError } from "../chunk-reload";
import { fetchLayout, layoutKey, routeKey, useRouteFetcher, withSearch } from "../data";
import { loadSwr, type SwrModule, swrLoaded } from "../swr-later";
import { ownsQuery } from "../views";
import type { SourceState } from "./swr-source";

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

/** swr's module, asked for once `needed` first holds. */
function useSwr(needed: boolean): SwrModule | undefined {
  const [swr, setSwr] = useState<SwrModule | undefined>(undefined);
  useEffect(() => {
    if (!needed || swr) return;
    const now = swrLoaded();
    if (now) setSwr(() => now);
    else
      loadSwr().then(
        (module) => setSwr(() => module),
        (error: unknown) => {
          if (!reloadForChunkError(error)) console.error(error);
        },
      );
  }, [needed, swr]);
  return swr;
}

interface Answer<T> {
  data: T | undefined;
  error: unknown;
  busy: boolean;
  /** The leaf that keeps swr's answer for the key coming (null until swr is needed). */
  source: ReactNode;
}

/**
 * What swr has for `key`; for the key the page came with, its embedded answer
 * while swr is not loaded; for any other, nothing yet and busy.
 */
function useAnswer<T>(
  key: string,
  fetcher: (url: string) => Promise<T>,
  embeddedKey: string,
  embedded: T | null,
  eager: boolean,
): Answer<T> {
  const fallback = useMemo(
    (): Record<string, T> => (embedded === null ? {} : { [embeddedKey]: embedded }),
    [embeddedKey, embedded],
  );
  const own = key === embeddedKey && embedded !== null;
  const swr = useSwr(!own || eager);
  const [reported, setReported] = useState<SourceState<T> | null>(null);
  const onState = useCallback(
    (next: SourceState<T>) =>
      setReported((last) =>
        last &&
        last.key === next.key &&
        last.data === next.data &&
        last.error === next.error &&
        last.busy === next.busy
          ? last
          : next,
      ),
    [],
  );
  const source = swr
    ? createElement(swr.Source<T>, { swrKey: key, fetcher, fallback, onState })
    : null;
  if (reported?.key === key) return { ...reported, source };
  if (own) return { data: embedded, error: undefined, busy: false, source };
  return { data: undefined, error: undefined, busy: true, source };
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
  /** Render it anywhere in the tree: it keeps the answer coming. */
  source: ReactNode;
}

/**
 * The answer for the visitor's address (`path` and `search`, from the router),
 * starting from the embedded answer and the query it was asked with. `eager`:
 * swr from the start, also for the embedded answer (an editor's preview, whose
 * sign-out refetches what is on screen through swr's cache).
 */
export function useRouteResult(
  path: string,
  search: string,
  initial: RouteResult,
  initialSearch: string,
  eager: boolean,
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
  const { data, error, busy, source } = useAnswer(
    routeKey(withSearch(path, keySearch)),
    useRouteFetcher(),
    routeKey(withSearch(initial.path, initialSearch)),
    initial,
    eager,
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
  return { result, shown, loading: busy, leaving: busy && !data, error, source };
}

/** The menus and settings of a locale; another locale's stay while they load. */
export function useLayoutData(
  locale: Locale,
  initial: LayoutData | null,
  eager: boolean,
): { layout: LayoutData | null; source: ReactNode } {
  const { data, source } = useAnswer(
    layoutKey(locale),
    fetchLayout,
    layoutKey(initial?.locale ?? locale),
    initial,
    eager,
  );
  return { layout: useLatest(data ?? undefined, null), source };
}
