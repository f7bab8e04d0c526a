/**
 * @module Which view renders which page, and how its code is loaded. Each view is
 * its own module: a lazy chunk in the browser, inlined in the worker's bundle.
 * Both sides call {@link loadView} before rendering, so rendering never suspends.
 * The keys are the views' file names; the build's manifest uses the same names.
 */
import type { ComponentType } from "react";
import type { RouteData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { VIEWS, type View } from "../../shared/views";

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

/**
 * The module that renders each view of the shared list (shared/views.ts), and
 * whether the view handles its query string in the browser: a manual's `?step=`
 * and the seller finder's filters. Changing only such a query keeps the page's
 * data; the route-data API is not asked again. Page roles without a module of
 * their own render as pages.
 */
const VIEW_MODULES: Record<View, { module: ViewModule; ownsQuery?: true }> = {
  [VIEWS.home]: { module: "home" },
  [VIEWS.page]: { module: "page" },
  [VIEWS.product]: { module: "product" },
  [VIEWS.solution]: { module: "solution" },
  [VIEWS.audience]: { module: "for-who" },
  [VIEWS.blog]: { module: "blog" },
  [VIEWS.manual]: { module: "manual", ownsQuery: true },
  [VIEWS.faqArticle]: { module: "faq" },
  [VIEWS.search]: { module: "search" },
  [VIEWS.productsOverview]: { module: "listing" },
  [VIEWS.solutionsOverview]: { module: "listing" },
  [VIEWS.audiencesOverview]: { module: "listing" },
  [VIEWS.manualsOverview]: { module: "listing" },
  [VIEWS.library]: { module: "library" },
  [VIEWS.downloads]: { module: "downloads" },
  [VIEWS.faq]: { module: "faq" },
  [VIEWS.contact]: { module: "contact" },
  [VIEWS.installerMap]: { module: "installer-map", ownsQuery: true },
  [VIEWS.treesForAll]: { module: "page" },
};

/** The module that renders a view. */
export function moduleOf(view: View): ViewModule {
  return VIEW_MODULES[view].module;
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

/** Whether a view keeps its page's data while only its query changes ({@link VIEW_MODULES}). */
export function ownsQuery(view: View | null): boolean {
  return view !== null && VIEW_MODULES[view].ownsQuery === true;
}
