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
import { type ComponentType, type ReactNode, useContext, useEffect, useLayoutEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import { reloadForChunkError } from "../chunk-reload";
import { HyphensContext, hyphensOf } from "../components/hyphens";
import { SiteNavigation } from "../components/site-link";
import { ThirdPartiesContext } from "../consent/third-parties";
import { RouteFetcherContext, useRouteFetcher } from "../data";
import { deferred, holdHydrated } from "../deferred";
import { i18nFor, i18nWith } from "../i18n";
import { islandsOf } from "../islands";
import type { IslandProps, IslandsModule } from "../islands/island-props";

type PartProps = IslandProps & { onHydrated: () => void };

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** An island's code, with its texts in an i18n instance of their own. */
async function loadIsland(
  load: () => Promise<IslandsModule>,
  locale: Locale,
): Promise<ComponentType<PartProps>> {
  const module = await load();
  // An instance of their own: adding to the page's would re-render its root.
  const i18n = module.strings ? i18nWith(locale, await module.strings(locale)) : i18nFor(locale);
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
}

/**
 * The kept page's islands, inside what the page's own root renders around its
 * view: how links navigate (`navigate`), prefetch and the third parties allowed
 * (from context), the hyphenated words. `hydrate`: the first page's own HTML,
 * hydrated; otherwise the kept HTML the app shows again (as the visitor leaves
 * it, or comes back to it), whose islands render anew, as a page reached in the
 * app does, so that nothing of the server's first answer is used twice (a
 * form's key for the message it sends).
 */
export function useIslands(
  serverHtml: string | undefined,
  result: RouteResult,
  navigate: (to: string) => void,
  hydrate: boolean,
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
    const elements = [...view.querySelectorAll<HTMLElement>("[data-island]")];
    const props = (element: HTMLElement, onHydrated: () => void): PartProps => ({
      name: element.dataset.island ?? "",
      data,
      locale,
      path: result.path,
      onHydrated,
    });
    let gone = false;
    const roots: Root[] = [];
    const releases = elements.map(() => holdHydrated());
    if (hydrate) {
      const Part = deferred(() => loadIsland(load, locale));
      elements.forEach((element, index) => {
        roots.push(
          hydrateRoot(element, frame(<Part {...props(element, releases[index] ?? noop)} />)),
        );
      });
    } else {
      // The server's first answer is not to be used twice (a sent form's key): its
      // islands are hidden and inert, keeping their room, until they have rendered
      // anew. Their code first, so that the new render replaces the HTML in one commit.
      for (const element of elements) conceal(element, true);
      loadIsland(load, locale).then(
        (Loaded) => {
          if (gone) return;
          elements.forEach((element, index) => {
            const root = createRoot(element);
            const shown = () => {
              conceal(element, false);
              releases[index]?.();
            };
            root.render(frame(<Loaded {...props(element, shown)} />));
            roots.push(root);
          });
        },
        (error: unknown) => {
          // The islands keep the HTML, which works without their code.
          for (const element of elements) conceal(element, false);
          for (const release of releases) release();
          reloadForChunkError(error);
        },
      );
    }
    return () => {
      gone = true;
      for (const release of releases) release();
      // Not while React commits the page's own root.
      setTimeout(() => {
        for (const root of roots) root.unmount();
      });
    };
  }, [serverHtml, result, navigate, fetchRoute, thirdParties, hydrate]);
}

function noop(): void {}

/** Hides an island's element, keeping its room, and takes it out of focus and clicks; or shows it again. */
function conceal(element: HTMLElement, concealed: boolean): void {
  element.inert = concealed;
  if (concealed) element.style.visibility = "hidden";
  else element.style.removeProperty("visibility");
}
