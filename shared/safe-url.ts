/**
 * @module The one check for every URL that comes from the CMS (menu items, banner and
 * card CTAs, social links, sellers' websites) before it becomes an `href`: only
 * http(s), mailto, tel and relative URLs pass; `javascript:`, `data:`, `vbscript:`
 * and any other scheme (also hidden behind whitespace, control characters or
 * entities the browser would strip) give null, so no link is rendered.
 */
const ALLOWED_SCHEME = /^(https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SLASH = 0x2f;

/** The URL as given when it is safe to link to, else null. */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  // A site path (most links on a page): nothing before its first slash, so no
  // scheme, whatever follows. The checks below would pass it as it is.
  if (url.charCodeAt(0) === SLASH) return url.trimEnd();
  const trimmed = url.trim();
  if (!trimmed) return null;
  // Browsers drop ASCII tab/newline anywhere and control characters and spaces at the
  // start before they read the scheme: check what the browser would see.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  const seen = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (/[&\\]/.test(seen.split(/[/?#]/, 1)[0] ?? "")) return null;
  if (ALLOWED_SCHEME.test(seen)) return trimmed;
  if (ANY_SCHEME.test(seen)) return null;
  // A colon before the first slash, question mark or hash would be read as a scheme.
  if (/^[^/?#]*:/.test(seen)) return null;
  return trimmed;
}
