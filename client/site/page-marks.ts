/**
 * @module What every page the browser shows reports, kept first pages
 * (./kept-site.tsx) as well as the app's (./site.tsx): when it became
 * interactive, and the page view for analytics.
 */
import { useEffect } from "react";
import type { Locale } from "../../shared/locales";
import { track } from "../analytics";
import { whenDeferredSettled } from "../deferred";

/**
 * Tests and monitoring can tell when the page became interactive: the page and
 * the parts that hydrate after it (client/deferred.tsx).
 */
export function useHydratedMark(): void {
  useEffect(() => {
    whenDeferredSettled(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
}

/** The page whose view was counted last. */
let counted: string | undefined;

/**
 * The analytics event `page_view`, once for each page the visitor sees: not
 * again when the app takes over a kept first page (client/site/kept-site.tsx).
 */
export function usePageViews(shown: string, locale: Locale): void {
  useEffect(() => {
    if (counted === `${locale} ${shown}`) return;
    counted = `${locale} ${shown}`;
    track({
      module: "page",
      event: "page_view",
      trigger: "navigation",
      parameters: { path: shown, locale },
    });
  }, [shown, locale]);
}
