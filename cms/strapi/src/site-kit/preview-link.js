// Written by `npm run codegen` from cms/site-kit/preview-link.js: edit that one.
// The site's preview links, for both kits: the site's path of an entry and the
// signed link that opens it (the site's worker/api/preview-link.ts checks it).
// The Strapi 5 kit's `preview.js` hands them to Strapi's Preview; the Strapi 4
// kit's `preview-url.js` to an admin route. Strapi adds no secret of its own, so
// the link is made here, on the server, never in the browser.
const { createHmac } = require("node:crypto");

// The site's route table (shared/routes.ts), as `npm run codegen` writes it into
// content-models.json: the default locale has no prefix, each content type with
// a page of its own lives under its localised segment, FAQ articles under the
// FAQ's segment and their category.
const {
  defaultLocale: DEFAULT_LOCALE,
  segments: SEGMENTS,
  faqSegment: FAQ_SEGMENT,
} = require("./content-models.json");

/** Content types shown on the page the settings link for them. */
const LINKED_PAGES = {
  "api::faq-category.faq-category": "faq",
  "api::download.download": "downloads",
};
/** Content types every page shows (menus, settings, home sections): the home page. */
const EVERYWHERE = [
  "api::setting.setting",
  "api::menu.menu",
  "api::settings-content-section.settings-content-section",
];

const DEFAULT_LINK_SECONDS = 600;
const MAX_LINK_SECONDS = 3600;
const MIN_SECRET_LENGTH = 32;

function prefix(locale) {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/**
 * The site's path of an entry in `locale`, or null when it has no page there.
 * `entry` is the entry as found (with `slug`, and `faq_category.slug` for FAQ
 * articles); `linkedSlug(kind)` gives the slug of the page the locale's settings
 * link as `kind` (`faq`, `downloads`).
 */
async function sitePath(uid, entry, locale, linkedSlug) {
  if (!Object.hasOwn(FAQ_SEGMENT, locale)) return null;
  if (EVERYWHERE.includes(uid)) return prefix(locale) || "/";
  if (LINKED_PAGES[uid]) {
    const slug = await linkedSlug(LINKED_PAGES[uid]);
    return slug ? `${prefix(locale)}/${slug}` : null;
  }
  if (!entry?.slug) return null;
  if (uid === "api::page.page") return `${prefix(locale)}/${entry.slug}`;
  if (uid === "api::faq-article.faq-article") {
    const category = entry.faq_category?.slug;
    return category ? `${prefix(locale)}/${FAQ_SEGMENT[locale]}/${category}/${entry.slug}` : null;
  }
  const segment = Object.hasOwn(SEGMENTS, uid) ? SEGMENTS[uid][locale] : undefined;
  return segment ? `${prefix(locale)}/${segment}/${entry.slug}` : null;
}

/** What the site's verifier checks: one line per field, so none runs into the next. */
function linkMessage(path, expires, status) {
  return `site preview link v1\n${path}\n${expires}\n${status}`;
}

/** The signed link that opens `path` on the site in preview (`draft`) or as published. */
function signPreviewLink({ siteUrl, secret, path, status = "draft", seconds, now = Date.now() }) {
  const expires = Math.floor(now / 1000) + seconds;
  const signature = createHmac("sha256", secret)
    .update(linkMessage(path, expires, status))
    .digest("base64url");
  const query = new URLSearchParams({ path, expires: String(expires), status, signature });
  return `${siteUrl}/api/preview/enter?${query}`;
}

/**
 * The links' settings, read from the environment by `read(name)`: SITE_URL,
 * SITE_PREVIEW_LINK_SECRET and SITE_PREVIEW_LINK_SECONDS. Without the origin or
 * a long enough secret the links are off.
 */
function linkSettings(read) {
  const siteUrl = (read("SITE_URL") || "").replace(/\/+$/, "");
  const secret = read("SITE_PREVIEW_LINK_SECRET") || "";
  return {
    siteUrl,
    secret,
    seconds: linkSeconds(read("SITE_PREVIEW_LINK_SECONDS")),
    enabled: Boolean(siteUrl) && secret.length >= MIN_SECRET_LENGTH,
  };
}

/**
 * The signed link of an entry's page in `locale` (Strapi's `status`: the
 * published entry's, else its draft's), or null when it has no page there.
 */
async function entryLink({ siteUrl, secret, seconds }, { uid, entry, locale, status, linkedSlug }) {
  const path = await sitePath(uid, entry, locale, linkedSlug);
  if (!path) return null;
  const linked = status === "published" ? "published" : "draft";
  return signPreviewLink({ siteUrl, secret, path, status: linked, seconds });
}

function linkSeconds(raw) {
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds <= 0) return DEFAULT_LINK_SECONDS;
  return Math.min(seconds, MAX_LINK_SECONDS);
}

module.exports = {
  DEFAULT_LOCALE,
  MIN_SECRET_LENGTH,
  entryLink,
  linkSeconds,
  linkSettings,
  signPreviewLink,
  sitePath,
};
