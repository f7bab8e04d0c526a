// Written by `npm run codegen` from cms/site-kit/password-reset.js: edit that one.
// No password reset unless the operator asks for it (RESET_VARIABLE=true): a reset
// would put a password on a seller's account, which is never meant to sign in.
const { anyOf, takeFromRole, giveToRole, heldByRole } = require("./role-permissions");

const RESET_VARIABLE = "SITE_KIT_ALLOW_PASSWORD_RESET";

// Strapi's forgot-password stores a reset code and sends the e-mail even without
// a reset page (`email_reset_password`; the link then reads "?code=…"), so
// emptying that setting alone stops nothing. Without these permissions
// POST /api/auth/forgot-password and /api/auth/reset-password answer 403 before
// any of it. Strapi gives them to the public role at its first start.
const RESET_ACTIONS = [
  "plugin::users-permissions.auth.forgotPassword",
  "plugin::users-permissions.auth.resetPassword",
];
const ROLE_TYPES = ["public", "authenticated"];

// The GraphQL mutations `forgotPassword` and `resetPassword` skip the roles'
// permissions (users-permissions declares them `auth: false`) and call the auth
// controller at each request, so its two actions refuse as well. The REST routes
// took the controller's functions before the bootstrap: the permissions guard them.
const CONTROLLER_ACTIONS = ["forgotPassword", "resetPassword"];
const REFUSING = Symbol.for("site-kit.password-reset-refused");

function resetAllowed(env) {
  return env[RESET_VARIABLE] === "true";
}

/**
 * Strapi's own ForbiddenError, which GraphQL answers as `FORBIDDEN`; where
 * `@strapi/utils` cannot be loaded (the kit's unit tests) a plain error refuses
 * all the same.
 */
function refusal() {
  const message = "Password reset is off";
  try {
    return new (require("@strapi/utils").errors.ForbiddenError)(message);
  } catch {
    return new Error(message);
  }
}

async function closePasswordReset(strapi) {
  for (const type of ROLE_TYPES) {
    const removed = await takeFromRole(strapi, type, anyOf(RESET_ACTIONS));
    if (removed.length > 0) {
      strapi.log.warn(
        `[site-kit] ${type} role: removed ${removed.join(", ")} (no password reset unless ${RESET_VARIABLE}=true)`,
      );
    }
  }
  const auth = strapi.plugin("users-permissions").controller("auth");
  for (const action of CONTROLLER_ACTIONS) {
    if (auth[action]?.[REFUSING]) continue;
    const refuse = async () => {
      throw refusal();
    };
    refuse[REFUSING] = true;
    auth[action] = refuse;
  }
}

/** The operator wants the reset: the public role gets back what the kit took. */
async function allowPasswordReset(strapi, advanced) {
  const given = await giveToRole(strapi, "public", RESET_ACTIONS);
  if (given.length > 0) {
    strapi.log.info(`[site-kit] public role: ${given.join(", ")} given (${RESET_VARIABLE}=true)`);
  }
  if (!advanced.email_reset_password) {
    strapi.log.warn(
      `[site-kit] ${RESET_VARIABLE}=true but no reset page is set (Settings → Users & Permissions plugin → Advanced settings): the reset e-mail's link leads nowhere`,
    );
  }
}

/** What still opens a reset the operator did not ask for, as sentences for the check. */
async function passwordResetOpenings(strapi, advanced) {
  const openings = [];
  if (advanced.email_reset_password) {
    openings.push(`a password-reset page is set although ${RESET_VARIABLE} is not true`);
  }
  for (const type of ROLE_TYPES) {
    const held = await heldByRole(strapi, type, anyOf(RESET_ACTIONS));
    if (held.length > 0) {
      const actions = held.map((each) => each.action).join(", ");
      openings.push(`the ${type} role still holds ${actions}: a password reset can be sent`);
    }
  }
  const auth = strapi.plugin("users-permissions").controller("auth");
  const open = CONTROLLER_ACTIONS.filter((action) => !auth[action]?.[REFUSING]);
  if (open.length > 0) {
    openings.push(`GraphQL's ${open.join(" and ")} still reach the auth controller`);
  }
  return openings;
}

module.exports = {
  RESET_VARIABLE,
  RESET_ACTIONS,
  resetAllowed,
  closePasswordReset,
  allowPasswordReset,
  passwordResetOpenings,
};
