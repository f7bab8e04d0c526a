/**
 * @module Which component renders which view. The worker registers every view up
 * front; the browser loads each view's chunk on demand (views/load-view.ts) and
 * registers it before React renders it, so rendering never suspends.
 */
import type { ComponentType } from "react";
import type { RouteData, View } from "../../shared/content";
import type { Locale } from "../../shared/locales";

/** Views that share one module: every page role renders with the page view until it has its own. */
export type ViewModule = "home" | "page" | "product" | "solution" | "forWho" | "blog" | "manual";

export function moduleOf(view: View): ViewModule {
  switch (view) {
    case "home":
    case "product":
    case "solution":
    case "forWho":
    case "blog":
    case "manual":
      return view;
    default:
      return "page";
  }
}

// biome-ignore lint/suspicious/noExplicitAny: each view narrows RouteData to its own variant.
export type ViewComponent = ComponentType<{ data: any; locale: Locale }>;

const views = new Map<ViewModule, ViewComponent>();

export function registerView(module: ViewModule, component: ViewComponent): void {
  views.set(module, component);
}

export function viewFor(data: RouteData): ViewComponent | undefined {
  return views.get(moduleOf(data.view));
}

export function hasView(view: View): boolean {
  return views.has(moduleOf(view));
}
