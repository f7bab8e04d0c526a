/**
 * @module The answers on screen: the route answer for the visitor's address and
 * the layout of its locale. A first page shows the ones the worker embedded and
 * fetches nothing; what fetches (swr, ./answers.ts) loads with the first answer
 * the page did not come with (client/navigation-later.ts), and from then on tells
 * the site what is on screen.
 */
import { createElement, type ReactNode, useEffect, useState } from "react";
import type { LayoutData } from "../../shared/content";
import type { RouteResult } from "../../shared/route-result";
import { reloadForChunkError } from "../chunk-reload";
import { layoutKey, routeKey, useRouteFetcher, withSearch } from "../data";
import { loadNavigation, type NavigationModule, navigationLoaded } from "../navigation-later";
import { ownsQuery } from "../views";
import type { AnswerState, AnswerTools } from "./answers";

const TOOLS: AnswerTools = { withSearch, routeKey, layoutKey, ownsQuery };

/** The navigation's module, asked for once `needed` first holds. */
function useNavigation(needed: boolean): NavigationModule | undefined {
  const [navigation, setNavigation] = useState(navigationLoaded);
  useEffect(() => {
    if (!needed || navigation) return;
    // Loaded already (a link prefetch): at once, as a navigation to a prefetched page should be.
    const now = navigationLoaded();
    if (now) setNavigation(() => now);
    else
      loadNavigation().then(
        (module) => setNavigation(() => module),
        (error: unknown) => {
          if (!reloadForChunkError(error)) console.error(error);
        },
      );
  }, [needed, navigation]);
  return navigation;
}

/**
 * The answers for the visitor's address (`path` and `search`, from the router),
 * starting from the embedded ones and the query the route answer was asked with.
 * `eager`: fetching from the start, also for the embedded answers (an editor's
 * preview, whose sign-out refetches what is on screen through swr's cache).
 * `source`: render it anywhere in the tree; it keeps the answers coming.
 */
export function useAnswers(
  path: string,
  search: string,
  initial: RouteResult,
  initialSearch: string,
  initialLayout: LayoutData | null,
  eager: boolean,
): AnswerState & { source: ReactNode } {
  const [reported, setReported] = useState<AnswerState | null>(null);
  // Views that handle their own query string in the browser (./answers.ts) keep
  // the page's data while nothing else in the address differs.
  const embedded =
    path === initial.path &&
    (search === initialSearch || ownsQuery(initial.status === 200 ? initial.data.view : null));
  const navigation = useNavigation(eager || !embedded || initialLayout === null);
  const fetchRoute = useRouteFetcher();
  const source =
    navigation &&
    createElement(navigation.Answers, {
      path,
      search,
      initial,
      initialSearch,
      initialLayout,
      fetchRoute,
      tools: TOOLS,
      onState: setReported,
    });
  if (reported) return { ...reported, source };
  return {
    result: initial,
    shown: withSearch(initial.path, initialSearch),
    loading: !embedded,
    leaving: !embedded,
    error: undefined,
    layout: initialLayout,
    source,
  };
}
