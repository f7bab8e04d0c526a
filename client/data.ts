/**
 * @module How the browser gets data after the first page: the addresses of the
 * worker's route-data and layout APIs (same loaders, same cache as the HTML) and
 * the route fetcher, whose work comes with swr in the navigation's chunk
 * (client/site/fetch-answers.ts); and whether the browser can, from its online
 * and offline events (spec section 4). The latter here rather than in a module of
 * its own: the layout and the manual both ask, and a module of its own would be a
 * chunk of its own on every page (each chunk is compressed alone).
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Locale } from "../shared/locales";
import type { RouteResult } from "../shared/route-result";
import { loadNavigation } from "./navigation-later";

const ROUTE_DATA_PATH = "/api/route-data";
const LAYOUT_PATH = "/api/layout";

/** The page's address as the route-data API takes it: path plus query, if any. */
export function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

/**
 * A query string as the router reads it: wouter's `useSearch` drops the "?" and
 * decodes it as `decodeURI` does ("q=pigeon%20spikes" reads "q=pigeon spikes").
 * The embedded answer's query is compared in that form, or a first page whose
 * query has a space or an accent would count as another address and be fetched
 * again.
 */
export function asRouterReadsIt(search: string): string {
  const bare = search.startsWith("?") ? search.slice(1) : search;
  try {
    return bare.includes("%") ? decodeURI(bare) : bare;
  } catch {
    // A malformed escape: wouter keeps the string as it is, and so does this.
    return bare;
  }
}

export function routeKey(path: string): string {
  return `${ROUTE_DATA_PATH}?path=${encodeURIComponent(path)}`;
}

export function layoutKey(locale: Locale): string {
  return `${LAYOUT_PATH}/${locale}`;
}

/** Before a route's data is handed to React, its code and its locale's texts are loaded. */
export type Prepare = (result: RouteResult) => Promise<void>;

export type RouteFetcher = (url: string) => Promise<RouteResult>;

/**
 * The route-data fetcher that prepares each answer before swr hands it to React.
 * Only swr calls it, from the navigation's chunk, so its work is there
 * (client/site/fetch-answers.ts).
 */
export function routeFetcher(prepare: Prepare): RouteFetcher {
  return async (url) => (await loadNavigation()).fetchRouteAnswer(url, prepare);
}

/**
 * The app's route fetcher (client/app.tsx), for what asks for route data: the page
 * on screen and link prefetches. Outside the app (the server renders every page
 * from its own data) nothing needs preparing.
 */
export const RouteFetcherContext = createContext<RouteFetcher>(routeFetcher(async () => undefined));

export function useRouteFetcher(): RouteFetcher {
  return useContext(RouteFetcherContext);
}

function subscribeToOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser is online: true on the server and until the browser says otherwise. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToOnline,
    () => navigator.onLine,
    () => true,
  );
}
