/**
 * @module Whether the visitor closed the banner in this browser session. Reading
 * `sessionStorage` throws where the browser denies the page its storage: in a
 * frame on another site (Strapi's Preview panel when the CMS runs on a domain of
 * its own) and where the visitor blocks site data. A throw in the banner's effect
 * took the page's script down with it (the preview marker and its sign-out
 * vanished); without storage the banner is simply shown, and a close holds for
 * this page only.
 */
export const BANNER_DISMISSED_KEY = "banner-dismissed";

export function bannerDismissed(): boolean {
  try {
    return sessionStorage.getItem(BANNER_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(): void {
  try {
    sessionStorage.setItem(BANNER_DISMISSED_KEY, "1");
  } catch {
    // Storage denied: the banner stays closed on this page only.
  }
}
