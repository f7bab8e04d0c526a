// A slug is unique within its locale, not across locales: English and American
// English share most slugs, and so may German and English. Strapi 4 checks `uid`
// fields across every locale (strapi#12248), so the kit's slugs are strings and
// this check refuses a slug that another record of the same type already has in
// the same locale, with the validation error Strapi would give.
const { ValidationError } = require("@strapi/utils").errors;

/** The content types with a slug (the site's model table, content-models.json). */
const SLUGGED = require("./content-models.json").slugged;

/** What Strapi's `uid` fields accept. */
const SLUG_PATTERN = /^[A-Za-z0-9-_.~]+$/;

async function checkSlug(strapi, model, { slug, locale, id }) {
  if (slug === undefined || slug === null) return;
  if (typeof slug !== "string" || !SLUG_PATTERN.test(slug)) {
    throw new ValidationError("slug may only hold letters, digits and - _ . ~", {
      errors: [{ path: ["slug"], message: "Invalid slug", name: "ValidationError" }],
    });
  }
  const where = { slug, locale };
  if (id !== undefined) where.id = { $ne: id };
  const clash = await strapi.db.query(model).findOne({ where, select: ["id"] });
  if (clash) {
    const message = `slug "${slug}" is already used in locale ${locale} (record ${clash.id})`;
    throw new ValidationError(message, {
      errors: [
        { path: ["slug"], message: "This attribute must be unique", name: "ValidationError" },
      ],
    });
  }
}

/** Where the record that is being changed lives, and which of them it is. */
async function currentOf(strapi, model, where) {
  if (!where) return [];
  return strapi.db.query(model).findMany({ where, select: ["id", "locale"] });
}

function ensureSlugsUniquePerLocale(strapi, defaultLocale) {
  strapi.db.lifecycles.subscribe({
    models: SLUGGED,
    async beforeCreate(event) {
      const { data } = event.params;
      const locale = data.locale || defaultLocale;
      await checkSlug(strapi, event.model.uid, { slug: data.slug, locale });
    },
    async beforeUpdate(event) {
      const { data, where } = event.params;
      if (data.slug === undefined && data.locale === undefined) return;
      for (const record of await currentOf(strapi, event.model.uid, where)) {
        const locale = data.locale || record.locale;
        await checkSlug(strapi, event.model.uid, { slug: data.slug, locale, id: record.id });
      }
    },
  });
}

module.exports = { ensureSlugsUniquePerLocale, checkSlug, SLUGGED, SLUG_PATTERN };
