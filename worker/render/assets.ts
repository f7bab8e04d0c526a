/**
 * @module The client build's manifest (hashed file names), which the build script
 * hands to the worker bundle as the `virtual:client-manifest` module.
 */
import manifest from "virtual:client-manifest";
import { moduleOf } from "../../client/views/modules";
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
  /** The app's start (client/app-start.tsx): the script of every first page but a kept one. */
  appEntry: string;
  /** It and its imports. */
  app: string[];
  /** Per locale: the texts only the pages' views show, loaded with the app. */
  pageCatalogs: Record<string, string[]>;
}

export const clientManifest: ClientManifest = manifest;

/**
 * Scripts worth preloading for a page: its locale's catalog; and but for a first
 * page kept as the server's HTML (`kept`, client/views/modules.ts), the app's
 * start, its view's chunk, the pages' texts and the view's own texts in that
 * locale (otherwise fetched only once the view's chunk has arrived).
 */
export function preloadsFor(view: View | null, locale: Locale, kept: boolean): string[] {
  const files = new Set<string>();
  const module = view ? moduleOf(view) : undefined;
  for (const file of clientManifest.catalogs[locale] ?? []) files.add(file);
  // A kept page's islands, and their texts, are requested once it has hydrated
  // (client/site/islands.tsx): not in its first download.
  if (kept) return [...files];
  const code = [
    ...clientManifest.app.filter((file) => file !== clientManifest.appEntry),
    ...(module ? (clientManifest.views[module] ?? []) : []),
    ...(clientManifest.pageCatalogs[locale] ?? []),
    ...((module ? clientManifest.viewStrings[module]?.[locale] : undefined) ?? []),
  ];
  for (const file of code) files.add(file);
  return [...files];
}

/**
 * A kept first page's islands (client/islands/<module>.tsx) and the texts they may
 * show in the locale: the view's own and the pages'. None for a view without.
 */
export function islandFilesFor(view: View, locale: Locale): string[] {
  const module = moduleOf(view);
  const code = clientManifest.islands[module];
  if (!code?.length) return [];
  return [
    ...new Set([
      ...code,
      ...(clientManifest.viewStrings[module]?.[locale] ?? []),
      ...(clientManifest.pageCatalogs[locale] ?? []),
    ]),
  ];
}

/** The page's script: a kept first page's (`kept`) or the app's start. */
export function pageScript(kept: boolean): string {
  return kept ? clientManifest.entry : clientManifest.appEntry;
}
