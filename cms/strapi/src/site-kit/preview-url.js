// Signed preview links for Strapi 4 (the Strapi 5 kit's `preview.js` has the same
// signing and path logic; the site's tests check both against its verifier and
// route table). Strapi 4 has no Preview of its own, and the preview-button plugin
// builds its URLs in the browser, where no secret may go: the link is made here,
// on the server, for a signed-in admin only (see {@link previewLinkController}).
// Environment: SITE_URL, SITE_PREVIEW_LINK_SECRET (the site's PREVIEW_LINK_SECRET),
// SITE_PREVIEW_LINK_SECONDS (default 600, at most 3600).
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

function linkSeconds(raw) {
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds <= 0) return DEFAULT_LINK_SECONDS;
  return Math.min(seconds, MAX_LINK_SECONDS);
}

/** The signed link of entry `id` of `uid` (its own locale), or null when it has no page. */
async function previewUrl(strapi, { uid, id, status = "draft", env = process.env }) {
  const siteUrl = (env.SITE_URL || "").replace(/\/+$/, "");
  const secret = env.SITE_PREVIEW_LINK_SECRET || "";
  if (!siteUrl || secret.length < MIN_SECRET_LENGTH) return null;
  // Every entry is looked up, also those shown on another page (downloads, FAQ
  // categories) and the single types (settings, menu, home sections): on Strapi 4
  // each locale of them is an entry of its own, and its locale picks the page.
  const entry = await strapi.entityService.findOne(uid, id, {
    publicationState: "preview",
    populate: uid === "api::faq-article.faq-article" ? { faq_category: true } : undefined,
  });
  const locale = entry?.locale || env.SITE_PREVIEW_LOCALE || DEFAULT_LOCALE;
  const linkedSlug = async (kind) => {
    const settings = await strapi.entityService.findMany("api::setting.setting", {
      locale,
      publicationState: "preview",
      populate: { page_links: { populate: { [kind]: true } } },
    });
    return settings?.page_links?.[kind]?.slug ?? null;
  };
  const path = await sitePath(uid, entry, locale, linkedSlug);
  if (!path) return null;
  return signPreviewLink({
    siteUrl,
    secret,
    path,
    status: status === "published" ? "published" : "draft",
    seconds: linkSeconds(env.SITE_PREVIEW_LINK_SECONDS),
  });
}

/**
 * A controller for an admin route (`policies: ["admin::isAuthenticatedAdmin"]`):
 * `GET …?uid=api::product.product&id=12&status=draft` answers `{ url }`, the
 * link the preview button opens. Never on a public route: it would sign drafts
 * for anyone.
 */
function previewLinkController({ strapi }) {
  return {
    async link(ctx) {
      const { uid, id, status } = ctx.query;
      if (typeof uid !== "string" || !strapi.contentTypes[uid] || !/^[0-9]+$/.test(String(id))) {
        return ctx.badRequest("uid and id are required");
      }
      const url = await previewUrl(strapi, { uid, id: Number(id), status });
      if (!url) return ctx.notFound("This entry has no page on the site");
      ctx.body = { url };
    },
  };
}

module.exports = { previewUrl, previewLinkController, sitePath, signPreviewLink };
