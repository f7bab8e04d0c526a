// Strapi 5's own Preview button, opening the site's preview of the entry being
// edited, in its locale. `config/admin.js` uses it as
//   preview: require("../src/site-kit/preview.js")({ env }),
// The admin panel shows whatever URL the handler returns in a frame; Strapi adds
// no secret of its own, so the handler (which runs in Strapi, never in the
// browser) signs the link: the site accepts it for that one path, for a few
// minutes, and signs the editor in for preview (the site's
// worker/api/preview-link.ts checks it). Environment:
//   SITE_URL                  the site's origin, e.g. https://www.example.com
//   SITE_PREVIEW_LINK_SECRET  the site's PREVIEW_LINK_SECRET (at least 32 characters)
//   SITE_PREVIEW_LINK_SECONDS how long a link is valid (default 600, at most 3600)
// Unset SITE_URL or secret: Preview is off.
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

function sitePreview({ env }) {
  const siteUrl = (env("SITE_URL") || "").replace(/\/+$/, "");
  const secret = env("SITE_PREVIEW_LINK_SECRET") || "";
  const seconds = linkSeconds(env("SITE_PREVIEW_LINK_SECONDS"));
  const enabled = Boolean(siteUrl) && secret.length >= MIN_SECRET_LENGTH;
  return {
    enabled,
    config: {
      allowedOrigins: siteUrl ? [new URL(siteUrl).origin] : [],
      async handler(uid, { documentId, locale, status }) {
        const lookUp = (type, query) =>
          globalThis.strapi.documents(type).findFirst({ locale, status, ...query });
        const entry = documentId
          ? await globalThis.strapi.documents(uid).findOne({
              documentId,
              locale,
              status,
              populate: uid === "api::faq-article.faq-article" ? { faq_category: true } : undefined,
            })
          : null;
        const linkedSlug = async (kind) => {
          const settings = await lookUp("api::setting.setting", {
            populate: { page_links: { populate: { [kind]: true } } },
          });
          return settings?.page_links?.[kind]?.slug ?? null;
        };
        const path = await sitePath(uid, entry, locale || DEFAULT_LOCALE, linkedSlug);
        if (!path) return null;
        return signPreviewLink({
          siteUrl,
          secret,
          path,
          status: status === "published" ? "published" : "draft",
          seconds,
        });
      },
    },
  };
}

module.exports = sitePreview;
module.exports.sitePath = sitePath;
module.exports.signPreviewLink = signPreviewLink;
