// Written by `npm run codegen` from cms/site-kit/authenticated-role.js: edit that one.
// Whoever signs in to Strapi's content API (POST /api/auth/local) acts with the
// authenticated role. Strapi answers drafts (Strapi 5's `status: DRAFT`, Strapi
// 4's `publicationState: PREVIEW`) to anyone allowed to `find` (or `findOne`),
// and reading users lists every seller's name and e-mail. The site reads and
// writes only with its own token and signs nobody in, so this role keeps no
// permission on the site's content types, reading or writing: an account made by
// hand, or before sign-up was closed (user-accounts.js), then reads and changes
// nothing of the site's.
const { READ_ACTIONS, WRITE_ACTIONS } = require("./permissions");
const { takeFromRole } = require("./role-permissions");

/** The site's content types and users: the models its tokens' actions name. */
const SITE_MODELS = [
  ...new Set(
    [...READ_ACTIONS, ...WRITE_ACTIONS].map((each) => each.slice(0, each.lastIndexOf("."))),
  ),
];

/** The signed-in user's own record (`me`) is theirs; everything else on those models is not. */
const OWN_RECORD = "plugin::users-permissions.user.me";

/** Every action on the site's models, `find`, `findOne`, `create`, `update`, `delete`… alike. */
function onSiteContent(action) {
  return action !== OWN_RECORD && SITE_MODELS.some((model) => action.startsWith(`${model}.`));
}

async function ensureAuthenticatedRoleCannotRead(strapi) {
  const removed = await takeFromRole(strapi, "authenticated", onSiteContent);
  if (removed.length === 0) return;
  strapi.log.warn(
    `[site-kit] authenticated role: removed ${removed.join(", ")} (a signed-in user would read drafts and users' e-mails)`,
  );
}

module.exports = { ensureAuthenticatedRoleCannotRead, onSiteContent };
