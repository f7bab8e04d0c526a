/**
 * @module A lazy chunk that fails to load (typically after a deploy replaced the
 * hashed files) triggers one full page reload, at most once per 60 s (spec
 * section 8), so the visitor gets the current build instead of a broken page.
 */
import { CHUNK_RELOAD_GUARD_MS } from "../shared/constants";

const KEY = "chunk-reload-at";

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
    message,
  );
}

/** Reloads the page for a chunk error unless that was done less than a minute ago. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    // Storage unavailable: still reload, but only this once per page life.
  }
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) {
    console.warn(
      JSON.stringify({ event: "chunk.reload_skipped", reason: "reloaded less than a minute ago" }),
    );
    return false;
  }
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {}
  window.location.reload();
  return true;
}
