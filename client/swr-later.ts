/**
 * @module Loads swr (client/site/swr-source.tsx) once something needs data beyond
 * the embedded answer: a navigation, a link prefetch, a layout the page came
 * without. One chunk, requested once.
 */
import type * as SwrSource from "./site/swr-source";

export type SwrModule = typeof SwrSource;

let loaded: SwrModule | undefined;
let loading: Promise<SwrModule> | undefined;

/** swr's module once it has loaded, else undefined. */
export function swrLoaded(): SwrModule | undefined {
  return loaded;
}

export function loadSwr(): Promise<SwrModule> {
  loading ??= import("./site/swr-source").then(
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
