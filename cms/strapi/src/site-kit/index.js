// What the website needs from this Strapi, brought in line at every start:
// its eight locales, its API tokens and the webhook that tells it about changes.
const { ensureLocales } = require("./locales");
const { ensureApiTokens } = require("./api-tokens");
const { ensureWebhook } = require("./webhook");
const { ensurePublicRoleCannotRead } = require("./public-role");

async function setUpSiteKit(strapi) {
  await ensureLocales(strapi);
  await ensureApiTokens(strapi);
  await ensureWebhook(strapi);
  await ensurePublicRoleCannotRead(strapi);
}

module.exports = { setUpSiteKit };
