/**
 * @module The application both sides render: the worker to HTML, the browser to
 * hydrate it. Data comes from the embedded bootstrap first, then from the
 * worker's route-data API through swr as the visitor navigates (./site/).
 */
import { useMemo } from "react";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import type { LayoutData } from "../shared/content";
import type { Bootstrap, RouteResult } from "../shared/route-result";
import { ThirdPartiesContext } from "./consent/third-parties";
import {
  layoutKey,
  type Prepare,
  RouteFetcherContext,
  routeFetcher,
  routeKey,
  withSearch,
} from "./data";
import { Site } from "./site/site";

interface Props {
  bootstrap: Bootstrap;
  /** In the browser: what loads a route's code and texts before its data is shown. */
  prepare?: Prepare;
  /** On the server: the request path wouter renders. */
  ssrPath?: string;
  ssrSearch?: string;
}

const NOTHING_TO_PREPARE: Prepare = async () => undefined;

export function App({ bootstrap, prepare = NOTHING_TO_PREPARE, ssrPath, ssrSearch }: Props) {
  const fallback = useMemo(() => {
    const entries: Record<string, RouteResult | LayoutData> = {
      [routeKey(withSearch(bootstrap.result.path, bootstrap.search))]: bootstrap.result,
    };
    if (bootstrap.layout) entries[layoutKey(bootstrap.layout.locale)] = bootstrap.layout;
    return entries;
  }, [bootstrap]);
  const fetchRoute = useMemo(() => routeFetcher(prepare), [prepare]);
  return (
    <SWRConfig
      value={{
        fallback,
        // Content changes are pushed to the cache by the CMS webhook; the browser
        // does not need to poll or refetch on focus.
        revalidateIfStale: false,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
      }}
    >
      <RouteFetcherContext value={fetchRoute}>
        <ThirdPartiesContext value={bootstrap.config}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <Site
              initial={bootstrap.result}
              initialSearch={bootstrap.search}
              year={bootstrap.year}
              preview={Boolean(bootstrap.preview)}
            />
          </Router>
        </ThirdPartiesContext>
      </RouteFetcherContext>
    </SWRConfig>
  );
}
