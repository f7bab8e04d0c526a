/**
 * @module Which view renders which page, and how its code is loaded. Each view is
 * its own module: a lazy chunk in the browser, inlined in the worker's bundle.
 * Both sides call {@link loadView} before rendering, so rendering never suspends.
 * The keys are the views' file names; the build's manifest uses the same names.
 */
import type { ComponentType } from "react";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import type { View } from "../../shared/views";

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
} satisfies Record<string, () => Promise<{ default: ViewComponent }>>;

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

export async function loadView(view: View): Promise<void> {
  const module = moduleOf(view);
  if (loaded.has(module)) return;
  const { default: component } = await MODULES[module]();
  loaded.set(module, component);
}

/** The loaded component for a route's data (undefined until {@link loadView} ran). */
export function viewFor(data: RouteData): ViewComponent | undefined {
  return loaded.get(moduleOf(data.view));
}

/** Whether a view keeps its page's data when nothing but its query string differs ({@link OWN_QUERY}). */
export function ownsQuery(view: View | null): boolean {
  return view !== null && OWN_QUERY.includes(view);
}
