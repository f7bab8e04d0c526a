/**
 * @module The site around the route answer on screen: layout, page view and the
 * browser's follow-ups to a navigation (scrolling, head, analytics, redirects).
 */
import { useLayoutEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import type { LayoutData } from "../../shared/content";
import type { RouteResult } from "../../shared/route-result";
import { buildPath } from "../../shared/routes";
import { withSearch } from "../data";
import { PreviewMarker } from "../layout/deferred-parts";
import { usePageViews } from "../page-views";
import { useScrollManagement } from "../scroll";
import { serverHtmlOf } from "../views/kept";
import { useDocumentHead, useFollowRedirect, useServerOnFailure } from "./after-navigation";
import { useIslands } from "./islands";
import { useLocaleAlternates } from "./locale-alternates";
import { useHydratedMark } from "./page-marks";
import { usePageTransition } from "./page-transition";
import { useAnswers } from "./route-answer";
import { RouteView } from "./route-view";
import { type Frame, KeptView, SiteFrame } from "./site-frame";
import { usePreview } from "./use-preview";

interface Props {
  /** The answer the worker embedded, and the query it was asked with. */
  initial: RouteResult;
  initialSearch: string;
  /** The layout the worker embedded (null when the content service failed). */
  initialLayout: LayoutData | null;
  year: number;
  preview: boolean;
  /**
   * When the app takes over a kept first page (./kept-site.tsx): its frame stays,
   * and the Site gives it what to show instead of rendering one of its own.
   */
  onFrame?: (frame: Frame) => void;
}

export function Site({ initial, initialSearch, initialLayout, year, preview, onFrame }: Props) {
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
  useIslands(serverHtml, result, navigate, false);
  useHydratedMark();
  useServerOnFailure(error, withSearch(path, search));
  usePageViews(shown, locale);
  useFollowRedirect(result, navigate);
  useDocumentHead(result);
  const alternates = useLocaleAlternates(result, search);
  const transition = usePageTransition(shown, withSearch(initial.path, initialSearch), leaving);
  const [inPreview, signedOut] = usePreview(preview);
  const home = layout?.paths.home ?? buildPath({ kind: "home", locale });
  const frame = useMemo(
    () => ({ navigate, result, layout, home, alternates, loading, year }),
    [navigate, result, layout, home, alternates, loading, year],
  );
  useLayoutEffect(() => onFrame?.(frame), [onFrame, frame]);
  const view =
    serverHtml === undefined ? (
      <div key={shown} className={transition} data-view="">
        <RouteView result={result} settings={layout?.settings ?? null} />
      </div>
    ) : (
      // A first page with nothing to interact with but links keeps the
      // server's HTML; its view's code comes with the first navigation.
      <KeptView key={shown} className={transition} html={serverHtml} />
    );
  const after = (
    <>
      {inPreview && <PreviewMarker path={path} onSignedOut={signedOut} />}
      {source}
    </>
  );
  // Inside a kept first page's frame, which stays: only the view is the app's.
  if (onFrame)
    return (
      <>
        {view}
        {after}
      </>
    );
  return (
    <SiteFrame {...frame} after={after}>
      {view}
    </SiteFrame>
  );
}
