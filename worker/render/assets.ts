/**
 * @module The client build's manifest (hashed file names), which the build script
 * hands to the worker bundle as the `virtual:client-manifest` module.
 */
import manifest from "virtual:client-manifest";
import { moduleOf } from "../../client/views";
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
}

export const clientManifest: ClientManifest = manifest;

/** Scripts worth preloading for a page: its view's chunk and its locale's catalog. */
export function preloadsFor(view: View | null, locale: Locale): string[] {
  const files = new Set<string>();
  for (const file of (view ? clientManifest.views[moduleOf(view)] : undefined) ?? [])
    files.add(file);
  for (const file of clientManifest.catalogs[locale] ?? []) files.add(file);
  return [...files];
}
