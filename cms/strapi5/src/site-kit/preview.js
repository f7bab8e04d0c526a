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
const previewLink = require("./preview-link");

function sitePreview({ env }) {
  const settings = previewLink.linkSettings(env);
  const { siteUrl, enabled } = settings;
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
        const entryLocale = locale || previewLink.DEFAULT_LOCALE;
        return previewLink.entryLink(settings, {
          uid,
          entry,
          locale: entryLocale,
          status,
          linkedSlug,
        });
      },
    },
  };
}

module.exports = sitePreview;
module.exports.sitePath = previewLink.sitePath;
module.exports.signPreviewLink = previewLink.signPreviewLink;
