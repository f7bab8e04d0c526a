/**
 * @module Which module renders each view, and which first pages keep the
 * server's HTML (the worker decides, and says so in the page's bootstrap; the
 * views' loaders are in ./index.ts).
 */
import type { Bootstrap } from "../../shared/route-result";
import type { View } from "../../shared/views";
import serverHtmlViews from "./static-views.json";

/** The views' modules: their file names, which the build's manifest uses too. */
export type ViewModule =
  | "home"
  | "page"
  | "product"
  | "solution"
  | "audience"
  | "blog"
  | "manual"
  | "listing"
  | "library"
  | "downloads"
  | "faq"
  | "contact"
  | "installer-map"
  | "search";

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

/** The module that renders a view. */
export function moduleOf(view: View): ViewModule {
  return VIEW_MODULES[view];
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

/**
 * Whether the first page keeps the server's HTML and hydrates only the layout
 * around it and its islands (client/site/kept-site.tsx), the app's router and
 * views loading with the first navigation: a page of such a view, with its
 * layout, outside an editor's preview (whose sign-out refetches through the app).
 * The worker asks, and tells the browser (`Bootstrap.kept`).
 */
export function keepsServerHtml(bootstrap: Bootstrap): boolean {
  const first = bootstrap.result;
  return (
    first.status === 200 &&
    !hydratesAtOnce(first.data.view) &&
    !bootstrap.preview &&
    bootstrap.layout !== null
  );
}
