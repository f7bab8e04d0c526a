/**
 * @module Which view renders which page, and how its code is loaded. Each view is
 * its own module: a lazy chunk in the browser, inlined in the worker's bundle.
 * Both sides call {@link loadView} before rendering, so rendering never suspends.
 * The keys are the views' file names; the build's manifest uses the same names.
 */
import type { Messages } from "@lingui/core";
import type { ComponentType } from "react";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import type { View } from "../../shared/views";
import type { Strings } from "../i18n/load-catalog";
import { moduleOf, type ViewModule } from "./modules";

export { keepsServerHtml, moduleOf } from "./modules";

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
} satisfies Record<ViewModule, () => Promise<{ default: ViewComponent; strings?: Strings }>>;

/**
 * Views whose query string is handled in the browser: a manual's `?step=` and the
 * seller finder's filters. Changing only the query keeps the page's data; the
 * route-data API is not asked again.
 */
const OWN_QUERY: readonly View[] = ["manual", "installer_map"];

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
