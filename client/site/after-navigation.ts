/**
 * @module What the app does once an answer is on screen, beside showing it: the
 * document's head, and following an answer it cannot show (a redirect, a
 * failure). The marks every first page sets are in ./page-marks.ts.
 */
import { useEffect } from "react";
import { titleFor } from "../../shared/head";
import { LOCALE_INFO } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import { reloadForChunkError } from "../chunk-reload";
import { i18nFor } from "../i18n";
import { statusTitles } from "../views/status-titles";

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
    // A page's own title, or the error pages' (their texts come with the app's
    // page texts, which a kept first page the app took over has not loaded).
    document.title =
      result.status === 200
        ? result.meta.title
        : titleFor(result, statusTitles(i18nFor(result.locale)));
  }, [result]);
}
