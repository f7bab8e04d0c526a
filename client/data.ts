/**
 * @module How the browser gets data after the first page: the worker's route-data
 * and layout APIs (same loaders, same cache as the HTML), fetched with swr.
 */
import type { LayoutData, RouteResult } from "../shared/content";
import type { Locale } from "../shared/locales";

export const ROUTE_DATA_PATH = "/api/route-data";
export const LAYOUT_PATH = "/api/layout";

export function routeKey(path: string): string {
  return `${ROUTE_DATA_PATH}?path=${encodeURIComponent(path)}`;
}

export function layoutKey(locale: Locale): string {
  return `${LAYOUT_PATH}/${locale}`;
}

/** Before a route's data is handed to React, its code and its locale's texts are loaded. */
type Prepare = (result: RouteResult) => Promise<void>;
let prepare: Prepare = async () => undefined;

export function setRoutePreparer(fn: Prepare): void {
  prepare = fn;
}

export async function fetchRoute(url: string): Promise<RouteResult> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.headers.get("content-type")?.includes("application/json")) {
    throw new Error(`route data: status ${response.status}`);
  }
  const result = (await response.json()) as RouteResult;
  await prepare(result);
  return result;
}

export async function fetchLayout(url: string): Promise<LayoutData> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`layout: status ${response.status}`);
  return (await response.json()) as LayoutData;
}
