// Written by `npm run codegen` from cms/site-kit/user-accounts.js: edit that one.
// Strapi's users here are the sellers the import brings, shown by the finder
// through their sale locations; none of them signs in, and the site signs nobody
// up. Strapi's defaults would let anyone make an account
// (POST /api/auth/local/register, or GraphQL's `register`) and anyone who knows a
// seller's e-mail start a password reset. Both are closed at every start; the
// reset stays the operator's choice (password-reset.js), sign-up does not.
const { heldByRole } = require("./role-permissions");
const { onSiteContent } = require("./authenticated-role");
const {
  resetAllowed,
  closePasswordReset,
  allowPasswordReset,
  passwordResetOpenings,
} = require("./password-reset");

/** The users-permissions plugin's "Advanced settings", as its admin page edits them. */
function advancedSettings(strapi) {
  const store = strapi.store({ type: "plugin", name: "users-permissions" });
  return {
    read: async () => (await store.get({ key: "advanced" })) ?? {},
    write: (value) => store.set({ key: "advanced", value }),
  };
}

async function ensureUserAccountsClosed(strapi, env = process.env) {
  const settings = advancedSettings(strapi);
  const advanced = await settings.read();
  // Strapi's register, REST and GraphQL alike, refuses while this is false.
  const wanted = { ...advanced, allow_register: false };
  if (!resetAllowed(env)) wanted.email_reset_password = null;
  const changed = [
    advanced.allow_register !== false && "sign-up closed",
    (advanced.email_reset_password ?? null) !== (wanted.email_reset_password ?? null) &&
      "password-reset page unset",
  ].filter(Boolean);
  if (changed.length > 0) {
    await settings.write(wanted);
    strapi.log.info(`[site-kit] users: ${changed.join(", ")}`);
  }
  if (resetAllowed(env)) await allowPasswordReset(strapi, wanted);
  else await closePasswordReset(strapi);
}

/**
 * Reads back what the kit set and logs an error line for each thing still open
 * (a write that did not take, or a plugin that changed its ways). Resolves to
 * those lines' texts: none when all is closed.
 */
async function checkUserAccounts(strapi, env = process.env) {
  const advanced = await advancedSettings(strapi).read();
  const problems = [];
  if (advanced.allow_register !== false) {
    problems.push("sign-up is open (advanced setting allow_register): anyone can make an account");
  }
  const content = await heldByRole(strapi, "authenticated", onSiteContent);
  if (content.length > 0) {
    const actions = content.map((each) => each.action).join(", ");
    problems.push(
      `the authenticated role still holds ${actions}: a signed-in user reaches the site's content`,
    );
  }
  if (!resetAllowed(env)) problems.push(...(await passwordResetOpenings(strapi, advanced)));
  for (const problem of problems) strapi.log.error(`[site-kit] users: ${problem}`);
  return problems;
}

module.exports = { ensureUserAccountsClosed, checkUserAccounts };
