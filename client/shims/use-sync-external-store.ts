/**
 * @module What swr and wouter import as `use-sync-external-store/shim`: React 19 has
 * the hook built in, which is all the shim would use, so the browser build maps
 * the shim (and its fallback for React 17) to this (scripts/build.mjs).
 */
export { useSyncExternalStore } from "react";
