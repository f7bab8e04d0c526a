/**
 * @module The preview session's cookie and how it is set and removed.
 *
 * A token sign-in happens on the site's own pages: `SameSite=Lax`, `Secure` over
 * HTTPS. A session opened from the CMS's link lives in the CMS admin's preview
 * frame, a third-party context where browsers keep only `SameSite=None; Secure`
 * cookies, and (with third-party cookies blocked) only partitioned ones: it gets
 * `SameSite=None; Secure; Partitioned`, kept for that admin alone. Browsers
 * accept `Secure` from http://localhost and 127.0.0.1 too; over plain http
 * elsewhere it falls back to Lax (a CMS on the same host name is same-site).
 */
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { SiteApp } from "../env";

export const PREVIEW_COOKIE = "editor_preview";

/** How the session was opened: decides where its cookie may travel. */
export type SignInWay = "token" | "link";

export function setPreviewCookie(
  c: Context<SiteApp>,
  value: string,
  maxAge: number,
  way: SignInWay,
): void {
  const url = new URL(c.req.url);
  const base = { path: "/", httpOnly: true, maxAge } as const;
  if (way === "link" && frameable(url)) {
    setCookie(c, PREVIEW_COOKIE, value, {
      ...base,
      secure: true,
      sameSite: "None",
      partitioned: true,
    });
    return;
  }
  // The spec leaves the flag off; local http must keep working, HTTPS gets it.
  setCookie(c, PREVIEW_COOKIE, value, {
    ...base,
    sameSite: "Lax",
    secure: url.protocol === "https:",
  });
}

/**
 * Removes the preview cookie (signing out, a cookie not ours, or a token the
 * content service refused). A partitioned cookie is only removed by a removal
 * that is partitioned too, so where one can exist both are sent.
 */
export function endPreview(c: Context<SiteApp>): void {
  const url = new URL(c.req.url);
  deleteCookie(c, PREVIEW_COOKIE, { path: "/", secure: url.protocol === "https:" });
  if (frameable(url)) {
    deleteCookie(c, PREVIEW_COOKIE, {
      path: "/",
      secure: true,
      sameSite: "None",
      partitioned: true,
    });
  }
}

/** Where a browser keeps a `Secure` cookie: HTTPS, or the machine itself. */
function frameable(url: URL): boolean {
  return (
    url.protocol === "https:" ||
    url.hostname === "localhost" ||
    url.hostname === "[::1]" ||
    /^127\.\d+\.\d+\.\d+$/.test(url.hostname)
  );
}
