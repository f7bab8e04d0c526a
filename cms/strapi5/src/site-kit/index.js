// What the website needs from this Strapi, brought in line at every start:
// its eight locales, its API tokens, the webhook that tells it about changes,
// roles and accounts that show nothing of the site's content to anyone but its
// tokens, and an e-mail to sales for every contact request. Slugs are unique per
// locale by Strapi 5 itself.
const { ensureLocales } = require("./locales");
const { ensureApiTokens } = require("./api-tokens");
const { ensureWebhook } = require("./webhook");
const { ensurePublicRoleCannotRead } = require("./public-role");
const { ensureAuthenticatedRoleCannotRead } = require("./authenticated-role");
const { ensureUserAccountsClosed, checkUserAccounts } = require("./user-accounts");
const { ensureContactNotification } = require("./contact-notification");

async function setUpSiteKit(strapi) {
  await ensureLocales(strapi);
  await ensureApiTokens(strapi);
  await ensureWebhook(strapi);
  await ensurePublicRoleCannotRead(strapi);
  await ensureAuthenticatedRoleCannotRead(strapi);
  await ensureUserAccountsClosed(strapi);
  await checkUserAccounts(strapi);
  ensureContactNotification(strapi);
}

module.exports = { setUpSiteKit };
