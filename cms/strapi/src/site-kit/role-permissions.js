// Written by `npm run codegen` from cms/site-kit/role-permissions.js: edit that one.
// The permissions of Strapi's users-permissions roles, by role type ("public",
// "authenticated"): what the kit takes away or gives, and what its start-up
// check reads back. `covers(action)` says which actions are meant.
const ROLE = "plugin::users-permissions.role";
const PERMISSION = "plugin::users-permissions.permission";

/** An action test for a fixed list of actions. */
function anyOf(actions) {
  return (action) => actions.includes(action);
}

/** The role's permissions whose action `covers` takes; none without that role. */
async function heldByRole(strapi, type, covers) {
  const role = await strapi.db.query(ROLE).findOne({ where: { type } });
  if (!role) return [];
  const held = await strapi.db.query(PERMISSION).findMany({ where: { role: role.id } });
  return held.filter((each) => covers(each.action));
}

/** Takes the role's permissions that `covers` takes away; resolves to their actions. */
async function takeFromRole(strapi, type, covers) {
  const held = await heldByRole(strapi, type, covers);
  if (held.length > 0) {
    await strapi.db
      .query(PERMISSION)
      .deleteMany({ where: { id: { $in: held.map((each) => each.id) } } });
  }
  return held.map((each) => each.action);
}

/** Gives the role those of `actions` it lacks; resolves to the actions given. */
async function giveToRole(strapi, type, actions) {
  const role = await strapi.db.query(ROLE).findOne({ where: { type } });
  if (!role) return [];
  const held = (await heldByRole(strapi, type, anyOf(actions))).map((each) => each.action);
  const missing = actions.filter((action) => !held.includes(action));
  for (const action of missing) {
    await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }
  return missing;
}

module.exports = { anyOf, heldByRole, takeFromRole, giveToRole };
