// The content-API actions the website's operations need, and no others.
const COLLECTIONS = [
  "page",
  "product",
  "solution",
  "for-who",
  "blog",
  "manual",
  "download",
  "faq-category",
  "faq-article",
  "sale-location",
];
const SINGLES = ["menu", "setting", "settings-content-section", "setting-sale-locations"];

/**
 * Everything the site reads: every content type, and the companies of the sale
 * locations. The site filters collections by slug and never asks for one record by
 * id, so `findOne` is not needed; a relation is shown only with `find` on its target.
 */
const READ_ACTIONS = [
  ...[...COLLECTIONS, ...SINGLES].map((name) => `api::${name}.${name}.find`),
  "plugin::users-permissions.user.find",
];

/** What the site writes: a visitor's contact request. */
const WRITE_ACTIONS = ["api::contact-request.contact-request.create"];

module.exports = { READ_ACTIONS, WRITE_ACTIONS, COLLECTIONS, SINGLES };
