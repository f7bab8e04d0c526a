/**
 * @module A first page kept as the server's HTML (`Bootstrap.kept`,
 * ./modules.ts): its HTML, kept for the app to show until the answer changes,
 * and its islands, the parts with something to interact with.
 */
import type { Messages } from "@lingui/core";
import type { ComponentType } from "react";
import type { Locale } from "../../shared/locales";
import type { RouteData, RouteResult } from "../../shared/route-result";
import type { View } from "../../shared/views";

/** What an island renders from: the page's answer, and which island it is. */
export interface IslandProps {
  /** The element's `data-island` (client/components/island.tsx). */
  name: string;
  data: RouteData;
  locale: Locale;
  /** The page's path, as the router reads it. */
  path: string;
}

/** A view's islands (client/islands/<module>.tsx). */
export interface IslandsModule {
  /** Renders the island named `name` as the view renders it. */
  default: ComponentType<IslandProps>;
  /** The texts the islands show beyond the locale's catalog. */
  strings?: (locale: Locale) => Promise<Messages>;
}

const ISLANDS: Partial<Record<View, () => Promise<IslandsModule>>> = {
  contact: () => import("../islands/contact"),
  faq: () => import("../islands/faq"),
  home: () => import("../islands/home"),
  manual: () => import("../islands/manual"),
  product: () => import("../islands/product"),
  search: () => import("../islands/search"),
};

/** The islands of a kept page of this view, if it has any. */
export function islandsOf(view: View): (() => Promise<IslandsModule>) | undefined {
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
