/**
 * @module The site's public origin for every absolute URL it writes: canonical
 * links, hreflang alternates, sitemaps and robots.txt, `og:url` and JSON-LD. It
 * comes from the configuration (`SITE_ORIGIN`), never from the request's `Host`
 * header, which anyone can set: a cached page or a sitemap must not name whatever
 * host a request claimed, and the workers.dev address must never be canonical.
 */
import type { Env } from "./env";
import { logEvent } from "./log";

let warned = false;

/**
 * `SITE_ORIGIN` as an origin (`https://www.example.com`). Unset or not a URL (a
 * configuration mistake; production requires it), the request's own origin, said
 * once per isolate as `config.site_origin_missing`.
 */
export function siteOrigin(env: Pick<Env, "SITE_ORIGIN">, requestUrl: string): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // Reported below like a missing one.
    }
  }
  if (!warned) {
    warned = true;
    logEvent("error", "config.site_origin_missing", {
      reason: configured ? "SITE_ORIGIN is not a URL" : "SITE_ORIGIN is not set",
    });
  }
  return new URL(requestUrl).origin;
}
