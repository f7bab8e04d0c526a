/**
 * @module Loads what only a navigation needs (client/site/navigation.ts: swr and
 * the answers it fetches) once something needs data beyond the embedded answers:
 * a navigation, a link prefetch, a layout the page came without, an editor's
 * preview. One chunk, requested once.
 */
import type * as Navigation from "./site/navigation";

export type NavigationModule = typeof Navigation;

let loaded: NavigationModule | undefined;
let loading: Promise<NavigationModule> | undefined;

/** The navigation's module once it has loaded, else undefined. */
export function navigationLoaded(): NavigationModule | undefined {
  return loaded;
}

export function loadNavigation(): Promise<NavigationModule> {
  loading ??= import("./site/navigation").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
