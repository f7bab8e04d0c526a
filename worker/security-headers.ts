/**
 * @module The site's security headers. Every response gets the baseline (HSTS,
 * nosniff, referrer policy, opener isolation, a permissions policy that turns off
 * what the site does not use, no framing; static assets get the same from
 * client/static/_headers); HTML gets a Content-Security-Policy
 * that names its inline scripts and styles by their hashes, other responses a CSP
 * that allows nothing.
 *
 * A page's policy starts from nothing (`default-src 'none'`) and names what the
 * site uses. Scripts run only when their text has one of the page's hashes or
 * from the site's own `/assets/` (the client bundles): never from `/uploads/`,
 * where the content service's files are served. Styles come from the site or
 * have a listed hash (the inlined stylesheet); no style attribute is allowed.
 * Hashes, not a nonce: one cached page is served to many visitors, and a nonce
 * every one of them can read protects nothing (docs/security.md).
 */
import type { MiddlewareHandler } from "hono";
import { BOT_CHECK_ORIGIN } from "../shared/bot-check-provider";

const BASELINE_HEADERS: Record<string, string> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
  // Geolocation stays for the seller finder's "near me"; everything else is off.
  "permissions-policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), " +
    "geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), " +
    "picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()",
};

/** What nothing but a page needs: no scripts, no frames, nothing. */
const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export interface CspOptions {
  /** `'sha256-…'` of each inline script and each inline style the page has. */
  inline: { scripts: readonly string[]; styles: readonly string[] };
  /** The site's origin as the visitor sees it: its `/assets/` are the only script files. */
  origin: string;
  /** The tag manager's host, only when one is configured. */
  tagManager?: boolean;
  /**
   * The contact form's bot check is on: its provider may load its script, frame and
   * calls. Any page may lead to the contact page without a reload, so all allow it.
   */
  botCheck?: boolean;
  /**
   * The installer-map page with a token: what mapbox-gl needs and nothing more. Its
   * web worker and the images it makes come from blob: URLs, and it talks to
   * Mapbox's API (token check, map sessions; the finder's place search calls its
   * geocoding endpoint, /search/geocode/v6/forward, on the same host) and events host. Its style is our own
   * (no Mapbox tiles, glyphs or sprites), so no tile hosts are needed.
   */
  map?: boolean;
}

const MAPBOX_HOSTS = ["https://api.mapbox.com", "https://events.mapbox.com"];

/**
 * The tag manager and the Google Analytics 4 tag it loads, as Google's guide to
 * CSP for them lists: the container's script and gtag's, by path (a policy
 * cannot name the container's id, which is in the query: source expressions
 * ignore it), and GA4's collection endpoints for its requests and its pixel.
 * Only a page of a site with a tag manager configured names them; the visitor's
 * consent (client/consent/) decides whether the script is ever asked for.
 */
const TAG_SCRIPTS = [
  "https://www.googletagmanager.com/gtm.js",
  "https://www.googletagmanager.com/gtag/js",
];
const ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const ANALYTICS_IMAGES = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

export function contentSecurityPolicy({
  inline,
  origin,
  tagManager = false,
  botCheck = false,
  map = false,
}: CspOptions): string {
  const provider = botCheck ? [BOT_CHECK_ORIGIN] : [];
  const tags = (hosts: readonly string[]) => (tagManager ? hosts : []);
  return [
    "default-src 'none'",
    ["script-src", ...inline.scripts, `${origin}/assets/`, ...tags(TAG_SCRIPTS), ...provider].join(
      " ",
    ),
    ["style-src 'self'", ...inline.styles].join(" "),
    ["img-src 'self' data:", ...(map ? ["blob:"] : []), ...tags(ANALYTICS_IMAGES)].join(" "),
    "font-src 'self'",
    [
      "connect-src 'self'",
      ...provider,
      ...(map ? MAPBOX_HOSTS : []),
      ...tags(ANALYTICS_CONNECT),
    ].join(" "),
    ...(botCheck ? [`frame-src ${BOT_CHECK_ORIGIN}`] : []),
    // The service worker (manuals offline) is ours; mapbox-gl's web worker is a blob.
    map ? "worker-src 'self' blob:" : "worker-src 'self'",
    ...(map ? ["child-src blob:"] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** Adds the baseline to every response, and a closed CSP to any body that set none. */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // A preview page the CMS admin may frame (api/preview-frame.ts): its CSP decides.
    const policy = headers.get("content-security-policy");
    if (policy?.includes("frame-ancestors http")) headers.delete("x-frame-options");
    // Not on a 304: a cache that revalidates a stored page takes the 304's headers
    // into its copy (RFC 9111, 4.3.4), and the page would lose its own policy.
    if (!headers.has("content-security-policy") && c.res.status !== 304) {
      headers.set("content-security-policy", NON_HTML_CSP);
    }
    // JSON is UTF-8 by definition, but say so: some clients guess otherwise.
    if (headers.get("content-type") === "application/json") {
      headers.set("content-type", "application/json; charset=utf-8");
    }
  };
}
