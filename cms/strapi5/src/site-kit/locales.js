// Written by `npm run codegen` from cms/site-kit/locales.js: edit that one.
// The site's locales (shared/locales.ts), Dutch first and by default.
const SITE_LOCALES = ["nl", "en", "en-US", "de", "es", "fr", "it", "sv"];
const DEFAULT_LOCALE = "nl";

async function ensureLocales(strapi) {
  const locales = strapi.plugin("i18n").service("locales");
  const isoLocales = strapi.plugin("i18n").service("iso-locales").getIsoLocales();
  for (const code of SITE_LOCALES) {
    if (await locales.findByCode(code)) continue;
    const iso = isoLocales.find((each) => each.code === code);
    await locales.create({ code, name: iso ? iso.name : code });
    strapi.log.info(`[site-kit] locale ${code} added`);
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
    strapi.log.info(`[site-kit] default locale set to ${DEFAULT_LOCALE}`);
  }
  // Deleting a locale deletes its entries: other locales are reported, never removed.
  const others = (await locales.find()).filter((each) => !SITE_LOCALES.includes(each.code));
  if (others.length > 0) {
    const codes = others.map((each) => each.code).join(", ");
    strapi.log.warn(`[site-kit] locales the site never asks for: ${codes}`);
  }
}

module.exports = { ensureLocales, SITE_LOCALES, DEFAULT_LOCALE };
