/**
 * @module The site around the route answer on screen: layout, page view and the
 * browser's follow-ups to a navigation (scrolling, head, analytics, redirects).
 */
import { I18nProvider } from "@lingui/react";
import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import type { LayoutData } from "../../shared/content";
import type { RouteResult } from "../../shared/route-result";
import { HyphensContext, hyphensOf } from "../components/hyphens";
import { SiteNavigation } from "../components/site-link";
import { withSearch } from "../data";
import { i18nFor } from "../i18n";
import { PreviewMarker } from "../layout/deferred-parts";
import { Layout } from "../layout/layout";
import { useScrollManagement } from "../scroll";
import { serverHtmlOf } from "../views";
import {
  useDocumentHead,
  useFollowRedirect,
  useHydratedMark,
  usePageViews,
  useServerOnFailure,
} from "./after-navigation";
import { useIslands } from "./islands";
import { useLocaleAlternates } from "./locale-alternates";
import { usePageTransition } from "./page-transition";
import { useAnswers } from "./route-answer";
import { RouteView } from "./route-view";
import { usePreview } from "./use-preview";

interface Props {
  /** The answer the worker embedded, and the query it was asked with. */
  initial: RouteResult;
  initialSearch: string;
  /** The layout the worker embedded (null when the content service failed). */
  initialLayout: LayoutData | null;
  year: number;
  preview: boolean;
}

export function Site({ initial, initialSearch, initialLayout, year, preview }: Props) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { result, shown, loading, leaving, error, layout, source } = useAnswers(
    path,
    search,
    initial,
    initialSearch,
    initialLayout,
    preview,
  );
  const locale = result.locale;
  useScrollManagement(shown);
  const serverHtml = serverHtmlOf(result);
  // Before the hydrated mark's effect: the islands count as parts still to hydrate.
  useIslands(serverHtml, result);
  useHydratedMark();
  useServerOnFailure(error, withSearch(path, search));
  usePageViews(shown, locale);
  useFollowRedirect(result, navigate);
  useDocumentHead(result);
  // `?? null`: an answer kept by the browser from before a deploy may lack it.
  const route = result.status === 301 ? null : (result.route ?? null);
  const alternates = useLocaleAlternates(result, search);
  const transition = usePageTransition(shown, withSearch(initial.path, initialSearch), leaving);
  const [inPreview, signedOut] = usePreview(preview);
  const hyphens = useMemo(
    () => hyphensOf(result.status === 301 ? undefined : result.hyphenated),
    [result],
  );
  return (
    <SiteNavigation value={navigate}>
      <HyphensContext value={hyphens}>
        <I18nProvider i18n={i18nFor(locale)}>
          <Layout
            layout={layout}
            locale={locale}
            route={route}
            alternates={alternates}
            loading={loading}
            year={year}
          >
            {serverHtml === undefined ? (
              <div key={shown} className={transition} data-view="">
                <RouteView result={result} settings={layout?.settings ?? null} />
              </div>
            ) : (
              // A first page with nothing to interact with but links keeps the
              // server's HTML; its view's code comes with the first navigation.
              <div
                key={shown}
                className={transition}
                data-view=""
                data-server-html=""
                dangerouslySetInnerHTML={{ __html: serverHtml }}
              />
            )}
          </Layout>
          {inPreview && <PreviewMarker path={path} onSignedOut={signedOut} />}
          {source}
        </I18nProvider>
      </HyphensContext>
    </SiteNavigation>
  );
}
