// Strapi answers drafts (Strapi 5's `status: DRAFT`, Strapi 4's
// `publicationState: PREVIEW`) to anyone allowed to `find`, the public role
// included: a public read permission on the site's content would show every
// draft to the world. The site always reads with its token, so the public role
// keeps no permission on the site's content.
const { READ_ACTIONS, WRITE_ACTIONS } = require("./permissions");
const { anyOf, takeFromRole } = require("./role-permissions");

async function ensurePublicRoleCannotRead(strapi) {
  const actions = [...READ_ACTIONS, ...WRITE_ACTIONS].filter(
    (action) => action !== "plugin::users-permissions.user.find",
  );
  const removed = await takeFromRole(strapi, "public", anyOf(actions));
  if (removed.length === 0) return;
  strapi.log.warn(
    `[site-kit] public role: removed ${removed.join(", ")} (it would show drafts to anyone)`,
  );
}

module.exports = { ensurePublicRoleCannotRead };
