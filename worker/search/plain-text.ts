/**
 * @module What a search document holds of a record: its words as a visitor reads
 * them, and the site path of a file.
 */
import { withoutAddressPieces } from "../../shared/address-breaks";

/** Markdown (and any markup in it) as plain words: what a visitor reads on the page. */
export function searchableText(...parts: (string | null | undefined)[]): string {
  return withoutAddressPieces(parts.filter((part): part is string => Boolean(part)).join("\n"))
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A file on the storage bucket is served by the site under the same path (api/media.ts). */
export function sitePath(url: string, mediaOrigin: string | undefined): string {
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === mediaOrigin ? parsed.pathname : url;
  } catch {
    return url;
  }
}
