/**
 * @module The application both sides render: the worker to HTML, the browser to
 * hydrate it. Data comes from the embedded bootstrap first, then from the
 * worker's route-data API through swr as the visitor navigates (./site/).
 */
import { useMemo } from "react";
import { Router } from "wouter";
import type { Bootstrap } from "../shared/route-result";
import { ThirdPartiesContext } from "./consent/third-parties";
import {
  asRouterReadsIt,
  type Prepare,
  type RouteFetcher,
  RouteFetcherContext,
  routeFetcher,
} from "./data";
import { Site } from "./site/site";
import type { Frame } from "./site/site-frame";

interface Props {
  bootstrap: Bootstrap;
  /** In the browser: what loads a route's code and texts before its data is shown. */
  prepare?: Prepare;
  /** On the server: the request path wouter renders. */
  ssrPath?: string;
  ssrSearch?: string;
  /** The answers' cache to share (a kept first page's, whose links prefetched into it). */
  fetcher?: RouteFetcher;
  /** Inside a kept first page's frame: where the Site gives what the frame shows. */
  onFrame?: (frame: Frame) => void;
}

const NOTHING_TO_PREPARE: Prepare = async () => undefined;

export function App({
  bootstrap,
  prepare = NOTHING_TO_PREPARE,
  ssrPath,
  ssrSearch,
  fetcher,
  onFrame,
}: Props) {
  const fetchRoute = useMemo(() => fetcher ?? routeFetcher(prepare), [fetcher, prepare]);
  return (
    <RouteFetcherContext value={fetchRoute}>
      <ThirdPartiesContext value={bootstrap.config}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <Site
            initial={bootstrap.result}
            initialSearch={asRouterReadsIt(bootstrap.search)}
            initialLayout={bootstrap.layout}
            year={bootstrap.year}
            preview={Boolean(bootstrap.preview)}
            onFrame={onFrame}
          />
        </Router>
      </ThirdPartiesContext>
    </RouteFetcherContext>
  );
}
