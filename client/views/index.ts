/**
 * @module Which view renders which page, and how its code is loaded. Each view is
 * its own module: a lazy chunk in the browser, inlined in the worker's bundle.
 * Both sides call {@link loadView} before rendering, so rendering never suspends.
 * The keys are the views' file names; the build's manifest uses the same names.
 */
import type { Messages } from "@lingui/core";
import type { ComponentType } from "react";
import type { Locale } from "../../shared/locales";
import type { RouteData, RouteResult } from "../../shared/route-result";
import type { View } from "../../shared/views";
import type { Strings } from "../i18n/load-catalog";
import serverHtmlViews from "./static-views.json";

// biome-ignore lint/suspicious/noExplicitAny: each view narrows RouteData to its own variant.
export type ViewComponent = ComponentType<{ data: any; locale: Locale }>;

const MODULES = {
  home: () => import("./home"),
  page: () => import("./page"),
  product: () => import("./product"),
  solution: () => import("./solution"),
  audience: () => import("./audience"),
  blog: () => import("./blog"),
  manual: () => import("./manual"),
  listing: () => import("./listing"),
  library: () => import("./library"),
  downloads: () => import("./downloads"),
  faq: () => import("./faq"),
  contact: () => import("./contact"),
  "installer-map": () => import("./installer-map"),
  search: () => import("./search"),
} satisfies Record<string, () => Promise<{ default: ViewComponent; strings?: Strings }>>;

export type ViewModule = keyof typeof MODULES;

/**
 * The module that renders each view of the shared list (shared/views.ts; the
 * keys are the views' values there, written out so that the list itself stays
 * out of the browser's bundle). Page roles without a module of their own render
 * as pages.
 */
const VIEW_MODULES: Record<View, ViewModule> = {
  home: "home",
  page: "page",
  product: "product",
  solution: "solution",
  /** One audience's page. */
  audience: "audience",
  blog: "blog",
  manual: "manual",
  faqArticle: "faq",
  search: "search",
  products: "listing",
  solutions: "listing",
  /** VIEWS.audiencesOverview: the page listing every audience. */
  for_who: "listing",
  manuals: "listing",
  blogs: "library",
  downloads: "downloads",
  faq: "faq",
  contact: "contact",
  installer_map: "installer-map",
  trees_for_all: "page",
};

/**
 * Views whose query string is handled in the browser: a manual's `?step=` and the
 * seller finder's filters. Changing only the query keeps the page's data; the
 * route-data API is not asked again.
 */
const OWN_QUERY: readonly View[] = ["manual", "installer_map"];

/** The module that renders a view. */
export function moduleOf(view: View): ViewModule {
  return VIEW_MODULES[view];
}

const loaded = new Map<ViewModule, ViewComponent>();
/** The texts only that view shows, for the views that have some (lingui.config.js). */
const ownStrings = new Map<ViewModule, Strings>();

export async function loadView(view: View): Promise<void> {
  const module = moduleOf(view);
  if (loaded.has(module)) return;
  const exports: { default: ViewComponent; strings?: Strings } = await MODULES[module]();
  if (exports.strings) ownStrings.set(module, exports.strings);
  loaded.set(module, exports.default);
}

/**
 * Loads a view with the texts only it shows, in a locale: undefined for a view
 * whose texts are all in the locale's catalog.
 */
export async function loadViewWithStrings(
  view: View,
  locale: Locale,
): Promise<Messages | undefined> {
  await loadView(view);
  const strings = ownStrings.get(moduleOf(view));
  return strings ? (await strings[locale]()).messages : undefined;
}

/** The loaded component for a route's data (undefined until {@link loadView} ran). */
export function viewFor(data: RouteData): ViewComponent | undefined {
  return loaded.get(moduleOf(data.view));
}

/** Whether a view keeps its page's data when nothing but its query string differs ({@link OWN_QUERY}). */
export function ownsQuery(view: View | null): boolean {
  return view !== null && OWN_QUERY.includes(view);
}

/**
 * Whether a page of this view needs the view's code to be usable when it is the
 * first page a visitor opens. Views with nothing to interact with but links and
 * their islands (static-views.json, which the build and the budget read too)
 * keep the server's HTML instead: their code loads with the first navigation.
 */
export function hydratesAtOnce(view: View): boolean {
  return !serverHtmlViews.includes(moduleOf(view));
}

/** A kept page's islands: the parts with something to interact with (client/islands/). */
type Islands = () => Promise<{
  hydrateIslands: (
    view: Element,
    data: RouteData,
    locale: Locale,
    hydrated: () => void,
  ) => () => void;
}>;

const ISLANDS: Partial<Record<ViewModule, Islands>> = {
  product: () => import("../islands/product"),
};

/** The islands of a kept page of this view, if it has any. */
export function islandsOf(view: View): Islands | undefined {
  return ISLANDS[moduleOf(view)];
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
