/**
 * @module A first page kept as the server's HTML (`Bootstrap.kept`,
 * ./modules.ts): its HTML, kept for the app to show until the answer changes
 * (its islands: client/islands/).
 */
import type { RouteData, RouteResult } from "../../shared/route-result";

let firstPage: { data: RouteData; html: string } | undefined;

/** Keeps the first page's server HTML, for a view that does not hydrate at once. */
export function keepServerHtml(data: RouteData, html: string): void {
  firstPage = { data, html };
}

/**
 * The server's HTML of the page on screen, while it is the first page and its
 * answer has not changed since (otherwise the view renders, its code loaded with
 * the answer).
 */
export function serverHtmlOf(result: RouteResult): string | undefined {
  return result.status === 200 && result.data === firstPage?.data ? firstPage.html : undefined;
}
