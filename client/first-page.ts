/**
 * @module What a first page's script runs before anything else: the kept page's
 * start (client/entry.tsx) and what the app's start shares with it. The build
 * injects an import of this module into every input file (scripts/build.mjs), so
 * that all of it, React included, forms one chunk: esbuild splits code by the set
 * of entry points that reach it, and the dozen small chunks it made of this
 * otherwise cost a kept page 2.2 KB of gzip in import lists and lost
 * compression across files. Every page loads all of it first anyway.
 */
export { reloadForChunkError } from "./chunk-reload";
export { loadCatalog } from "./i18n/load-catalog";
export { pageStart } from "./page-start";
export { hydrateKeptSite } from "./site/kept-site";
export { keepServerHtml } from "./views/kept";
