// Strapi answers `status: DRAFT` to anyone allowed to `find`, the
// public role included: a public read permission on the site's content would show
// every draft to the world. The site always reads with its token, so the public
// role keeps no permission on the site's content.
const { READ_ACTIONS, WRITE_ACTIONS } = require("./permissions");

async function ensurePublicRoleCannotRead(strapi) {
  const role = await strapi.db
    .query("plugin::users-permissions.role")
    .findOne({ where: { type: "public" } });
  if (!role) return;
  const actions = [...READ_ACTIONS, ...WRITE_ACTIONS].filter(
    (action) => action !== "plugin::users-permissions.user.find",
  );
  const permissions = strapi.db.query("plugin::users-permissions.permission");
  const granted = await permissions.findMany({
    where: { role: role.id, action: { $in: actions } },
  });
  if (granted.length === 0) return;
  await permissions.deleteMany({ where: { id: { $in: granted.map((each) => each.id) } } });
  const names = granted.map((each) => each.action).join(", ");
  strapi.log.warn(`[site-kit] public role: removed ${names} (it would show drafts to anyone)`);
}

module.exports = { ensurePublicRoleCannotRead };
