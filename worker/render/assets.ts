/**
 * @module The client build's manifest (hashed file names), which the build script
 * hands to the worker bundle as the `virtual:client-manifest` module.
 */
import manifest from "virtual:client-manifest";
import { hydratesAtOnce, moduleOf } from "../../client/views";
import type { Locale } from "../../shared/locales";
import type { View } from "../../shared/views";

export interface ClientManifest {
  entry: string;
  css: string[];
  /** The editor preview marker's stylesheet, for preview documents only. */
  previewCss: string[];
  /** The stylesheets' text, inlined in the head by the build (scripts/build.mjs). */
  inlineCss?: string;
  inlinePreviewCss?: string;
  /** Per view module: its chunk and the chunks it imports. */
  views: Record<string, string[]>;
  catalogs: Record<string, string[]>;
  /** Per view module with texts of its own: their catalog's chunks, per locale. */
  viewStrings: Record<string, Record<string, string[]>>;
  /** Per view module with islands (client/islands/): their chunk and its imports. */
  islands: Record<string, string[]>;
}

export const clientManifest: ClientManifest = manifest;

/**
 * Scripts worth preloading for a page: its view's chunk (for a view that hydrates
 * at once, client/views/index.ts; a kept page's islands otherwise), its locale's catalog and the view's own texts
 * in that locale (otherwise fetched only once the view's chunk has arrived).
 */
export function preloadsFor(view: View | null, locale: Locale): string[] {
  const files = new Set<string>();
  const module = view ? moduleOf(view) : undefined;
  // A kept page's code is its islands' alone (client/views/index.ts).
  const code = module
    ? view && hydratesAtOnce(view)
      ? clientManifest.views[module]
      : clientManifest.islands[module]
    : undefined;
  for (const file of code ?? []) files.add(file);
  for (const file of clientManifest.catalogs[locale] ?? []) files.add(file);
  for (const file of (module ? clientManifest.viewStrings[module]?.[locale] : undefined) ?? [])
    files.add(file);
  return [...files];
}
