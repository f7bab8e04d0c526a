/**
 * Editor overlays: what the Strapi admin would change, kept on top of the seed
 * (the seed files themselves are never written). One KV value holds them all,
 * keyed `<file>/<key>/<locale>`, e.g. `products/pigeon-spikes/en` or `menu/-/nl`.
 */
import type { Fields } from "./seed-types";
import { readJson, type StateStore } from "./state";

export interface OverlayEntry {
  /** Fields merged over the seed record (shallow, like saving a form). */
  fields: Fields;
  /** Set when the editor published (false) or unpublished (true) the record. */
  draft?: boolean;
  createdAt?: string;
  updatedAt: string;
  publishedAt?: string | null;
}

export type Overlays = Record<string, OverlayEntry>;

const KEY = "overlays";

export function overlayKey(file: string, key: string, locale: string): string {
  return `${file}/${key}/${locale}`;
}

export async function loadOverlays(state: StateStore): Promise<Overlays> {
  return readJson<Overlays>(state, KEY, {});
}

export async function saveOverlays(state: StateStore, overlays: Overlays): Promise<void> {
  await state.put(KEY, JSON.stringify(overlays));
}

export async function clearOverlays(state: StateStore): Promise<void> {
  await state.delete(KEY);
}
