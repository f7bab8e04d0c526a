/**
 * @module What the browser does once an answer is on screen, beside showing it:
 * the interactive mark, the document's head, the page view for analytics, and
 * following an answer it cannot show (a redirect, a failure).
 */
import { useEffect } from "react";
import { titleFor } from "../../shared/head";
import { LOCALE_INFO, type Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import { track } from "../analytics";
import { reloadForChunkError } from "../chunk-reload";
import { whenDeferredSettled } from "../deferred";
import { i18nFor } from "../i18n";
import { statusTitles } from "../views/status-titles";

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

/**
 * A view's code missing from the server (a deploy replaced it) reloads the page
 * once; any other failure to fetch an answer lets the server render the address.
 */
export function useServerOnFailure(error: unknown, address: string): void {
  useEffect(() => {
    if (!error) return;
    if (!reloadForChunkError(error)) window.location.assign(address);
  }, [error, address]);
}

/** The analytics event `page_view`, once for each page the visitor sees. */
export function usePageViews(shown: string, locale: Locale): void {
  useEffect(() => {
    track({
      module: "page",
      event: "page_view",
      trigger: "navigation",
      parameters: { path: shown, locale },
    });
  }, [shown, locale]);
}

type Navigate = (to: string, options: { replace: boolean }) => void;

/**
 * A redirect answer replaces the address with the one it names: a path of the
 * site in the app, another site (an editor's redirect to an allowed host) by
 * leaving it.
 */
export function useFollowRedirect(result: RouteResult, navigate: Navigate): void {
  useEffect(() => {
    if (result.status !== 301) return;
    if (result.location.startsWith("/") && !result.location.startsWith("//"))
      navigate(result.location, { replace: true });
    else window.location.replace(result.location);
  }, [result, navigate]);
}

/**
 * The document's language and title, from the same head the worker writes into
 * the HTML (shared/head.ts).
 */
export function useDocumentHead(result: RouteResult): void {
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[result.locale].tag;
    // A redirect shows nothing: the page it leads to names itself.
    if (result.status === 301) return;
    document.title = titleFor(result, statusTitles(i18nFor(result.locale)));
  }, [result]);
}
