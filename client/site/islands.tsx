/**
 * @module The islands of a first page kept as the server's HTML: the parts with
 * something to interact with (client/components/island.tsx). Each becomes a root
 * of its own at once, around a Suspense boundary whose code (client/islands/) is
 * requested then and hydrates when it has come (client/deferred.tsx): none of it
 * is in the page's first download, and until then its server HTML works as it
 * does without JavaScript. The page counts as hydrated (`data-hydrated`) once
 * they are; they unmount when the kept HTML goes.
 */
import { I18nProvider } from "@lingui/react";
import { type ReactNode, useContext, useEffect, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { RouteResult } from "../../shared/route-result";
import { HyphensContext, hyphensOf } from "../components/hyphens";
import { SiteNavigation } from "../components/site-link";
import { ThirdPartiesContext } from "../consent/third-parties";
import { RouteFetcherContext, useRouteFetcher } from "../data";
import { deferred, holdHydrated } from "../deferred";
import { i18nFor, i18nWith } from "../i18n";
import { islandsOf } from "../islands";
import type { IslandProps } from "../islands/island-props";

type PartProps = IslandProps & { onHydrated: () => void };

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates the kept page's islands, inside what the page's own root renders
 * around its view: how links navigate (`navigate`), prefetch and the third
 * parties allowed (from context), the hyphenated words.
 */
export function useIslands(
  serverHtml: string | undefined,
  result: RouteResult,
  navigate: (to: string) => void,
): void {
  const fetchRoute = useRouteFetcher();
  const thirdParties = useContext(ThirdPartiesContext);
  useLayoutEffect(() => {
    if (serverHtml === undefined || result.status !== 200) return;
    const load = islandsOf(result.data.view);
    const view = document.querySelector("#main > [data-server-html]");
    if (!load || !view) return;
    const { data, locale } = result;
    const hyphens = hyphensOf(result.hyphenated);
    const frame = (island: ReactNode) => (
      <SiteNavigation value={navigate}>
        <RouteFetcherContext value={fetchRoute}>
          <ThirdPartiesContext value={thirdParties}>
            <HyphensContext value={hyphens}>{island}</HyphensContext>
          </ThirdPartiesContext>
        </RouteFetcherContext>
      </SiteNavigation>
    );
    const Part = deferred<PartProps>(async () => {
      const module = await load();
      // An instance of their own: adding to the page's would re-render its root.
      const i18n = module.strings
        ? i18nWith(locale, await module.strings(locale))
        : i18nFor(locale);
      const Island = module.default;
      return function Loaded({ onHydrated, ...props }: PartProps) {
        return (
          <I18nProvider i18n={i18n}>
            <Hydrated onHydrated={onHydrated}>
              <Island {...props} />
            </Hydrated>
          </I18nProvider>
        );
      };
    });
    const islands = [...view.querySelectorAll<HTMLElement>("[data-island]")].map((element) => {
      const release = holdHydrated();
      const root = hydrateRoot(
        element,
        frame(
          <Part
            name={element.dataset.island ?? ""}
            data={data}
            locale={locale}
            path={result.path}
            onHydrated={release}
          />,
        ),
      );
      return { root, release };
    });
    return () => {
      for (const { release } of islands) release();
      // Not while React commits the page's own root.
      setTimeout(() => {
        for (const { root } of islands) root.unmount();
      });
    };
  }, [serverHtml, result, navigate, fetchRoute, thirdParties]);
}
