/**
 * @module A first page kept as the server's HTML (`Bootstrap.kept`,
 * ./modules.ts): its HTML, kept for the app to show until the answer changes,
 * and its islands, the parts with something to interact with.
 */
import type { Locale } from "../../shared/locales";
import type { RouteData, RouteResult } from "../../shared/route-result";
import type { View } from "../../shared/views";

/** A kept page's islands: the parts with something to interact with (client/islands/). */
type Islands = () => Promise<{
  hydrateIslands: (
    view: Element,
    data: RouteData,
    locale: Locale,
    hydrated: () => void,
  ) => () => void;
}>;

const ISLANDS: Partial<Record<View, Islands>> = {
  product: () => import("../islands/product"),
};

/** The islands of a kept page of this view, if it has any. */
export function islandsOf(view: View): Islands | undefined {
  return ISLANDS[view];
}

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
