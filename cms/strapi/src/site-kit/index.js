// The site kit's start-up (set-up.js), and slugs unique per locale, which
// Strapi 4 does not keep by itself (unique-slugs.js).
const setUp = require("./set-up");
const { DEFAULT_LOCALE } = require("./locales");
const { ensureSlugsUniquePerLocale } = require("./unique-slugs");

async function setUpSiteKit(strapi) {
  await setUp.setUpSiteKit(strapi, {
    afterLocales: () => ensureSlugsUniquePerLocale(strapi, DEFAULT_LOCALE),
  });
}

module.exports = { setUpSiteKit };
