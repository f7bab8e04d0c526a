/** @module The worker's bindings and settings, as wrangler.toml and the environment give them. */
export interface Env {
  /** Content-service answers, see `cache/content-cache.ts`. */
  CONTENT_CACHE: KVNamespace;
  /** The client bundles in `dist/client`. */
  ASSETS: Fetcher;
  CMS_GRAPHQL_URL: string;
  /**
   * The site's public origin (`https://www.example.com`) for canonical links,
   * alternates, sitemaps, `og:url` and JSON-LD (site-origin.ts); required in
   * production, never taken from the `Host` header there.
   */
  SITE_ORIGIN?: string;
  /** Secret: sent as `Authorization: Bearer` on every content-service call when set. */
  CMS_API_TOKEN?: string;
  /** Secret: expected as `Authorization: Bearer` on the content service's webhooks. */
  CMS_WEBHOOK_SECRET?: string;
  /** Storage bucket origin; media URLs on it are served from this site as paths. */
  CMS_MEDIA_URL?: string;
  CMS_TIMEOUT_MS?: string;
  /** Which Strapi answers at CMS_GRAPHQL_URL: `5` (the default) or `4`. */
  CMS_STRAPI_VERSION?: string;
  CONTENT_FRESH_SECONDS?: string;
  /** A tag manager container id (GTM-…); unset (the default) loads no third-party script. */
  TAG_MANAGER_ID?: string;
  /** Where unexpected errors are reported (Sentry-compatible); unset: the console only. */
  SENTRY_DSN?: string;
  /** The environment name on those reports. */
  SENTRY_ENVIRONMENT?: string;
  /** The contact form's outbox (migrations/), see `contact/outbox.ts`. */
  CONTACT_OUTBOX: D1Database;
  /** Per-visitor limit on contact-form posts. */
  CONTACT_RATE_LIMIT: RateLimit;
  /** Secret: seals the editors' preview sessions (api/preview-session.ts); unset, preview is off. */
  PREVIEW_SECRET?: string;
  /**
   * Secret shared with the CMS: signs the links its Preview button opens
   * (api/preview-link.ts); unset, those links are refused (503).
   */
  PREVIEW_LINK_SECRET?: string;
  /** Secret: the site's own draft-reading token, for sessions opened from a signed link. */
  CMS_PREVIEW_TOKEN?: string;
  /**
   * Hosts an editor's redirect may lead to (space- or comma-separated), besides the
   * site's own (worker/redirects/managed.ts); unset: site paths only.
   */
  REDIRECT_HOSTS?: string;
  /** The CMS admin's origin(s): preview pages may be shown in its frame (api/preview-frame.ts). */
  CMS_ADMIN_ORIGIN?: string;
  /** Per-visitor limit on preview sign-in attempts (token or link). */
  PREVIEW_SIGN_IN_RATE_LIMIT: RateLimit;
  /** Per-visitor limit on preview views, which no cache answers. */
  PREVIEW_VIEW_RATE_LIMIT: RateLimit;
  /** Per-visitor limit on site-search queries (worker/search/api.ts). */
  SEARCH_RATE_LIMIT: RateLimit;
  /** Public: the bot check's site key. Unset (with the secret): the bot check is off. */
  TURNSTILE_SITE_KEY?: string;
  /** Secret: the bot check's secret key for siteverify. */
  TURNSTILE_SECRET_KEY?: string;
  /** Where tokens are verified; default Cloudflare Turnstile's siteverify. */
  TURNSTILE_VERIFY_URL?: string;
  /** Private bucket of the photos sent with contact requests (contact/photos.ts); unbound: no photos. */
  CONTACT_PHOTOS?: R2Bucket;
  /** Secret: signs the expiring links to those photos; unset or under 32 characters: no photos. */
  CONTACT_PHOTO_SECRET?: string;
  /** Public Mapbox token for the installer map; unset: the finder is a list only. */
  MAPBOX_ACCESS_TOKEN?: string;
  /**
   * Development only: the control endpoint of the local stand-in for Workers Cache
   * (scripts/workers-cache.mjs), which purges go to. Unset in production, where the
   * worker purges its own cache through `ctx.cache`.
   */
  WORKERS_CACHE_STANDIN_URL?: string;
  /**
   * Development only: the stand-in's mark on the requests it sends as the cached
   * entrypoint `SharedPages` (shared-cache/gateway.ts). Unset in production.
   */
  WORKERS_CACHE_STANDIN_SECRET?: string;
}

export interface Settings {
  graphqlUrl: string;
  apiToken: string | undefined;
  mediaOrigin: string | undefined;
  timeoutMs: number;
  /**
   * Which Strapi's GraphQL the content service speaks (CMS_STRAPI_VERSION). A
   * setting, not a probe of the schema: Strapi turns introspection off in
   * production, and a probe would cost a call on every cold isolate.
   */
  strapiVersion: StrapiVersion;
  freshSeconds: number;
  /** Public Mapbox token of the installer map (MAPBOX_ACCESS_TOKEN). */
  mapboxToken?: string;
  /** Signs the links to contact photos (CONTACT_PHOTO_SECRET). */
  contactPhotoSecret?: string;
}

/** Reads the settings once per request; bad numbers fall back to safe defaults. */
export function readSettings(env: Env): Settings {
  return {
    graphqlUrl: env.CMS_GRAPHQL_URL,
    apiToken: env.CMS_API_TOKEN || undefined,
    mediaOrigin: mediaOrigin(env),
    timeoutMs: positiveNumber(env.CMS_TIMEOUT_MS, 4000),
    strapiVersion: strapiVersion(env.CMS_STRAPI_VERSION),
    freshSeconds: positiveNumber(env.CONTENT_FRESH_SECONDS, 60),
    mapboxToken: env.MAPBOX_ACCESS_TOKEN?.trim() || undefined,
    contactPhotoSecret: env.CONTACT_PHOTO_SECRET || undefined,
  };
}

export type StrapiVersion = 4 | 5;

/** `4` for a Strapi 4; anything else is today's Strapi, 5. */
export function strapiVersion(raw: string | undefined): StrapiVersion {
  return raw?.trim() === "4" ? 4 : 5;
}

function mediaOrigin(env: Env): string | undefined {
  const raw = env.CMS_MEDIA_URL || env.CMS_GRAPHQL_URL;
  try {
    return new URL(raw).origin;
  } catch {
    return undefined;
  }
}

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * What every Hono handler of the site sees: the bindings here, the request's
 * variables (`c.var`) in request-context.ts.
 */
export interface SiteApp {
  Bindings: Env;
}
