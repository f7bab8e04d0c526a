// Signed preview links for Strapi 4 (the path and the signature are
// preview-link.js's, as in the Strapi 5 kit; the site's tests check them against
// its verifier and route table). Strapi 4 has no Preview of its own, and the
// preview-button plugin builds its URLs in the browser, where no secret may go:
// the link is made here, on the server, for a signed-in admin only (see
// {@link previewLinkController}).
// Environment: SITE_URL, SITE_PREVIEW_LINK_SECRET (the site's PREVIEW_LINK_SECRET),
// SITE_PREVIEW_LINK_SECONDS (default 600, at most 3600).
const previewLink = require("./preview-link");

/** The signed link of entry `id` of `uid` (its own locale), or null when it has no page. */
async function previewUrl(strapi, { uid, id, status = "draft", env = process.env }) {
  const settings = previewLink.linkSettings((name) => env[name]);
  if (!settings.enabled) return null;
  // Every entry is looked up, also those shown on another page (downloads, FAQ
  // categories) and the single types (settings, menu, home sections): on Strapi 4
  // each locale of them is an entry of its own, and its locale picks the page.
  const entry = await strapi.entityService.findOne(uid, id, {
    publicationState: "preview",
    populate: uid === "api::faq-article.faq-article" ? { faq_category: true } : undefined,
  });
  const locale = entry?.locale || env.SITE_PREVIEW_LOCALE || previewLink.DEFAULT_LOCALE;
  const linkedSlug = async (kind) => {
    const settings = await strapi.entityService.findMany("api::setting.setting", {
      locale,
      publicationState: "preview",
      populate: { page_links: { populate: { [kind]: true } } },
    });
    return settings?.page_links?.[kind]?.slug ?? null;
  };
  return previewLink.entryLink(settings, { uid, entry, locale, status, linkedSlug });
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

module.exports = {
  previewUrl,
  previewLinkController,
  sitePath: previewLink.sitePath,
  signPreviewLink: previewLink.signPreviewLink,
};
