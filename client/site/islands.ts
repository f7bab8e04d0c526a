/**
 * @module The islands of a first page kept as the server's HTML: the parts with
 * something to interact with (client/islands/), hydrated as roots of their own
 * inside the kept HTML once their code has come, and unmounted when the kept
 * HTML goes. The page counts as hydrated (`data-hydrated`) once they are.
 */
import { useLayoutEffect } from "react";
import type { RouteResult } from "../../shared/route-result";
import { reloadForChunkError } from "../chunk-reload";
import { holdHydrated } from "../deferred";
import { islandsOf } from "../views/kept";

export function useIslands(serverHtml: string | undefined, result: RouteResult): void {
  useLayoutEffect(() => {
    if (serverHtml === undefined || result.status !== 200) return;
    const load = islandsOf(result.data.view);
    const view = document.querySelector("#main > [data-server-html]");
    if (!load || !view) return;
    const release = holdHydrated();
    let gone = false;
    let unmount: (() => void) | undefined;
    load().then(
      ({ hydrateIslands }) => {
        if (gone) return release();
        unmount = hydrateIslands(view, result.data, result.locale, release);
      },
      (error: unknown) => {
        // The island keeps its server HTML, which works without its code.
        release();
        reloadForChunkError(error);
      },
    );
    return () => {
      gone = true;
      release();
      // Not while React commits the page's own root.
      if (unmount) setTimeout(unmount);
    };
  }, [serverHtml, result]);
}
