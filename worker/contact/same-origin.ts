/** @module The contact endpoints take posts from the site's own pages only. */

/**
 * Same origin only. Browsers send `Origin` (and current ones `Sec-Fetch-Site`) on
 * every POST: a post with neither, or with either naming another origin, is not
 * the site's own form. `same-site` is refused too: a sibling subdomain is not us.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin) return origin === new URL(request.url).origin;
  return site === "same-origin";
}
