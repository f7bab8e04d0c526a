/**
 * @module Where a form post returns to (the preview sign-in and sign-out): a path
 * on this site, or home. Checked after the URL parser has had its say, so nothing a
 * browser would read as another host (`//evil`, `/\evil`, `/<TAB>/evil`) gets
 * through, and the answer is the parser's own, percent-encoded form: no control
 * character ever reaches a `Location` header.
 */

/** Longer return paths are not links of the site's own. */
export const MAX_RETURN_PATH = 2048;

const BASE = "https://site.invalid";

export function returnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > MAX_RETURN_PATH) return "/";
  // Control characters (tabs and newlines among them, which URL parsers drop).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") || path.length > MAX_RETURN_PATH ? "/" : path;
}
