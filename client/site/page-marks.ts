/**
 * @module What every page the browser shows reports, kept first pages
 * (./kept-site.tsx) as well as the app's (./site.tsx): when it became
 * interactive (its page views: client/page-views.ts).
 */
import { useEffect } from "react";
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
