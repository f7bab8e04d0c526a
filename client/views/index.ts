/**
 * @module Which view renders which page, and how its code is loaded. Each view is
 * its own module: a lazy chunk in the browser, inlined in the worker's bundle.
 * Both sides call {@link loadView} before rendering, so rendering never suspends.
 * The keys are the views' file names; the build's manifest uses the same names.
 */
import type { ComponentType } from "react";
import type { RouteData, View } from "../../shared/content";
import type { Locale } from "../../shared/locales";

// biome-ignore lint/suspicious/noExplicitAny: each view narrows RouteData to its own variant.
export type ViewComponent = ComponentType<{ data: any; locale: Locale }>;

const MODULES = {
  home: () => import("./home"),
  page: () => import("./page"),
  product: () => import("./product"),
  solution: () => import("./solution"),
  "for-who": () => import("./for-who"),
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

/** The module that renders a view; page roles without a module of their own render as pages. */
export function moduleOf(view: View): ViewModule {
  switch (view) {
    case "forWho":
      return "for-who";
    case "installer_map":
      return "installer-map";
    case "home":
    case "product":
    case "solution":
    case "blog":
    case "manual":
    case "downloads":
    case "faq":
    case "contact":
    case "search":
      return view;
    case "faqArticle":
      return "faq";
    case "products":
    case "solutions":
    case "for_who":
    case "manuals":
      return "listing";
    case "blogs":
      return "library";
    default:
      return "page";
  }
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

/**
 * Views whose query string is handled in the browser: a manual's `?step=` and the
 * seller finder's filters. Changing only the query keeps the page's data; the
 * route-data API is not asked again.
 */
export function ownsQuery(view: View | null): boolean {
  return view === "manual" || view === "installer_map";
}
