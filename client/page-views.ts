/**
 * @module The analytics event `page_view`, once for each page the visitor sees:
 * the app's (client/site/site.tsx), a kept first page's
 * (client/site/kept-site.tsx), and a manual's steps on a kept page
 * (client/islands/manual.tsx).
 */
import { useEffect } from "react";
import type { Locale } from "../shared/locales";
import { track } from "./analytics";

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
