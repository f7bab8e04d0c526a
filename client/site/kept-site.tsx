/**
 * @module A first page kept as the server's HTML (client/views/kept.ts) hydrates
 * only what is around and inside it that a visitor can interact with: the layout
 * (header, menus, banner, sidebar, footer) and the view's islands. The app's
 * router, its answers and the views load with the first navigation, which starts
 * the app inside the same frame (client/app-start.tsx), so that the layout stays
 * as it is (focus, the loading bar, what the header shows): a link clicked, or a
 * link hovered, focused or scrolled into view, whose prefetch prepares the
 * answer with the app's code.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import type { LayoutData } from "../../shared/content";
import type { Bootstrap, RouteResult } from "../../shared/route-result";
import { reloadForChunkError } from "../chunk-reload";
import { ThirdPartiesContext } from "../consent/third-parties";
import { asRouterReadsIt, RouteFetcherContext, routeFetcher, withSearch } from "../data";
import { usePageViews } from "../page-views";
import { useScrollManagement } from "../scroll";
import { serverHtmlOf } from "../views/kept";
import { useIslands } from "./islands";
import { useLocaleAlternates } from "./locale-alternates";
import { useHydratedMark } from "./page-marks";
import { type Frame, KeptView, SiteFrame } from "./site-frame";

type AppStart = typeof import("../app-start");

const app = () => import("../app-start");

/** Prepares a prefetched answer as the app will show it: its view's code and texts. */
const fetchRoute = routeFetcher((result: RouteResult) =>
  app().then((module) => module.prepare(result)),
);

interface Props {
  bootstrap: Bootstrap;
  /** A kept page's layout: it has one (client/views/modules.ts). */
  layout: LayoutData;
}

/** Whether two paths are the same page, however each escapes its letters. */
function samePath(a: string, b: string): boolean {
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return a === b;
  }
}

/** The kept page itself, until the app takes over: its HTML, its islands, its marks. */
function KeptPage({ bootstrap, navigate }: { bootstrap: Bootstrap; navigate: Frame["navigate"] }) {
  const first = bootstrap.result;
  const shown = withSearch(first.path, asRouterReadsIt(bootstrap.search));
  const serverHtml = serverHtmlOf(first) ?? "";
  useScrollManagement(shown);
  // Before the hydrated mark's effect: the islands count as parts still to hydrate.
  useIslands(serverHtml, first, navigate, true);
  useHydratedMark();
  usePageViews(shown, first.locale);
  return <KeptView className="page-transition" html={serverHtml} />;
}

function KeptSite({ bootstrap, layout }: Props) {
  const [started, setStarted] = useState<AppStart | null>(null);
  const [starting, setStarting] = useState(false);
  const [appFrame, setAppFrame] = useState<Frame | null>(null);
  /** Where the app starts: an address, "" for the one the browser is at; undefined until then. */
  const target = useRef<string | undefined>(undefined);
  const start = useCallback((to: string) => {
    // A second click while the app's code arrives: the last one wins.
    const first = target.current === undefined;
    target.current = to;
    if (!first) return;
    setStarting(true);
    app().then(
      (module) => {
        if (target.current) module.navigateTo(target.current);
        setStarted(module);
      },
      (error: unknown) => {
        const to = target.current || window.location.href;
        target.current = undefined;
        setStarting(false);
        if (!reloadForChunkError(error)) window.location.assign(to);
      },
    );
  }, []);
  const first = bootstrap.result;
  // Back or forward to another page than this one (its islands own its query, as a
  // manual's step): the app shows it.
  useEffect(() => {
    const onPopState = () => {
      if (samePath(window.location.pathname, first.path)) return;
      start("");
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [start, first.path]);
  const alternates = useLocaleAlternates(first, asRouterReadsIt(bootstrap.search));
  const kept: Frame = {
    navigate: start,
    result: first,
    layout,
    home: layout.paths.home,
    alternates,
    loading: starting,
    year: bootstrap.year,
  };
  return (
    <SiteFrame {...(appFrame ?? kept)}>
      {started ? (
        <started.AppInFrame bootstrap={bootstrap} fetcher={fetchRoute} onFrame={setAppFrame} />
      ) : (
        <KeptPage bootstrap={bootstrap} navigate={start} />
      )}
    </SiteFrame>
  );
}

/** Hydrates a kept first page; its first navigation starts the app inside its frame. */
export function hydrateKeptSite(
  container: Element,
  bootstrap: Bootstrap,
  layout: LayoutData,
): void {
  // A transition: React hydrates in slices, yielding to the browser between
  // them, instead of one long task (a touch still hydrates what it lands on first).
  startTransition(() => {
    hydrateRoot(
      container,
      <RouteFetcherContext value={fetchRoute}>
        <ThirdPartiesContext value={bootstrap.config}>
          <KeptSite bootstrap={bootstrap} layout={layout} />
        </ThirdPartiesContext>
      </RouteFetcherContext>,
    );
  });
}
