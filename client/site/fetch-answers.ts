/**
 * @module The worker's route-data and layout APIs, asked by swr (./answers.ts) and
 * link prefetches: in the navigation's chunk, as only they ask (client/data.ts
 * hands the route fetcher's calls on).
 */
import type { LayoutData } from "../../shared/content";
import type { RouteResult } from "../../shared/route-result";

/** The route answer at `url`, prepared (its view's code and texts loaded) before it is returned. */
export async function fetchRouteAnswer(
  url: string,
  prepare: (result: RouteResult) => Promise<void>,
): Promise<RouteResult> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.headers.get("content-type")?.includes("application/json")) {
    throw new Error(`route data: status ${response.status}`);
  }
  const result = (await response.json()) as RouteResult;
  await prepare(result);
  return result;
}

export async function fetchLayoutAnswer(url: string): Promise<LayoutData> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`layout: status ${response.status}`);
  return (await response.json()) as LayoutData;
}
