// Written by `npm run codegen` from cms/site-kit/set-up.js: edit that one.
// What the website needs from a Strapi, brought in line at every start: its
// eight locales, its API tokens and the webhook that tells it about changes,
// roles and accounts that show nothing of the site's content to anyone but its
// tokens, and an e-mail to sales for every contact request. `afterLocales`: what
// a kit adds once the locales are there (Strapi 4's slugs unique per locale).
const { ensureLocales } = require("./locales");
const { ensureApiTokens } = require("./api-tokens");
const { ensureWebhook } = require("./webhook");
const { ensurePublicRoleCannotRead } = require("./public-role");
const { ensureAuthenticatedRoleCannotRead } = require("./authenticated-role");
const { ensureUserAccountsClosed, checkUserAccounts } = require("./user-accounts");
const { ensureContactNotification } = require("./contact-notification");

async function setUpSiteKit(strapi, { afterLocales = () => {} } = {}) {
  await ensureLocales(strapi);
  afterLocales();
  await ensureApiTokens(strapi);
  await ensureWebhook(strapi);
  await ensurePublicRoleCannotRead(strapi);
  await ensureAuthenticatedRoleCannotRead(strapi);
  await ensureUserAccountsClosed(strapi);
  await checkUserAccounts(strapi);
  ensureContactNotification(strapi);
}

module.exports = { setUpSiteKit };
