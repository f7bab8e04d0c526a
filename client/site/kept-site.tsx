/**
 * @module A first page kept as the server's HTML (client/views/kept.ts) hydrates
 * only what is around and inside it that a visitor can interact with: the layout
 * (header, menus, banner, sidebar, footer) and the view's islands. The app's
 * router, its answers and the views load with the first navigation, which starts
 * the app on the same root (client/app-start.tsx): a link clicked, or a link
 * hovered, focused or scrolled into view, whose prefetch prepares the answer
 * with the app's code.
 */
import { hydrateRoot, type Root } from "react-dom/client";
import type { LayoutData } from "../../shared/content";
import type { Bootstrap, RouteResult } from "../../shared/route-result";
import { reloadForChunkError } from "../chunk-reload";
import { ThirdPartiesContext } from "../consent/third-parties";
import { asRouterReadsIt, RouteFetcherContext, routeFetcher, withSearch } from "../data";
import { useScrollManagement } from "../scroll";
import { serverHtmlOf } from "../views/kept";
import { useIslands } from "./islands";
import { useLocaleAlternates } from "./locale-alternates";
import { useHydratedMark, usePageViews } from "./page-marks";
import { KeptView, SiteFrame } from "./site-frame";

const app = () => import("../app-start");

/** Prepares a prefetched answer as the app will show it: its view's code and texts. */
const fetchRoute = routeFetcher((result: RouteResult) =>
  app().then((module) => module.prepare(result)),
);

interface Props {
  bootstrap: Bootstrap;
  /** A kept page's layout: it has one (client/views/modules.ts). */
  layout: LayoutData;
  navigate: (to: string) => void;
}

function KeptSite({ bootstrap, layout, navigate }: Props) {
  const first = bootstrap.result;
  const search = asRouterReadsIt(bootstrap.search);
  const shown = withSearch(first.path, search);
  const serverHtml = serverHtmlOf(first) ?? "";
  useScrollManagement(shown);
  // Before the hydrated mark's effect: the islands count as parts still to hydrate.
  useIslands(serverHtml, first);
  useHydratedMark();
  usePageViews(shown, first.locale);
  const alternates = useLocaleAlternates(first, search);
  return (
    <RouteFetcherContext value={fetchRoute}>
      <ThirdPartiesContext value={bootstrap.config}>
        <SiteFrame
          navigate={navigate}
          result={first}
          layout={layout}
          home={layout.paths.home}
          alternates={alternates}
          loading={false}
          year={bootstrap.year}
        >
          <KeptView className="page-transition" html={serverHtml} />
        </SiteFrame>
      </ThirdPartiesContext>
    </RouteFetcherContext>
  );
}

/** Hydrates a kept first page; its first navigation hands the root to the app. */
export function hydrateKeptSite(
  container: Element,
  bootstrap: Bootstrap,
  layout: LayoutData,
): void {
  let root: Root | undefined;
  let target = "";
  let starting = false;
  const navigate = (to: string) => {
    // A second click while the app's code arrives: the last one wins.
    target = to;
    if (starting) return;
    starting = true;
    app().then(
      (module) => {
        if (root) module.takeOver(root, bootstrap, target);
      },
      (error: unknown) => {
        starting = false;
        if (!reloadForChunkError(error)) window.location.assign(target);
      },
    );
  };
  root = hydrateRoot(
    container,
    <KeptSite bootstrap={bootstrap} layout={layout} navigate={navigate} />,
  );
}
