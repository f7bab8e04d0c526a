// Closed sign-up, the authenticated role without the site's content, no password
// reset unless the operator asks, and the start-up check that reads it all back:
// both kits as a Strapi project takes them (scripts/strapi-kit.mjs), each with a fake Strapi that
// offers only its own version's query API (Strapi 5 `strapi.db.query`, Strapi 4
// `strapi.query`).
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assembledKit } from "../../scripts/strapi-kit.mjs";

const require = createRequire(import.meta.url);

const UP = "plugin::users-permissions";
const FORGOT = `${UP}.auth.forgotPassword`;
const RESET = `${UP}.auth.resetPassword`;
const ME = `${UP}.user.me`;
const USERS = `${UP}.user.find`;
const PRODUCTS = "api::product.product.find";
const CONTACT = "api::contact-request.contact-request.create";

interface Permission {
  id: number;
  action: string;
  role: number;
}
type Where = { type?: string; role?: number; action?: { $in: string[] }; id?: { $in: number[] } };

/** Strapi's two roles (1 authenticated, 2 public) with Strapi's first-start permissions. */
function fakeStrapi(version: 4 | 5, advanced: Record<string, unknown> | null = defaults()) {
  const roles = [
    { id: 1, type: "authenticated" },
    { id: 2, type: "public" },
  ];
  const permissions: Permission[] = [];
  let nextId = 1;
  const grant = (role: number, ...actions: string[]) => {
    for (const action of actions) permissions.push({ id: nextId++, action, role });
  };
  const revoke = (role: number, ...actions: string[]) => {
    for (const p of permissions.filter((p) => p.role === role && actions.includes(p.action))) {
      permissions.splice(permissions.indexOf(p), 1);
    }
  };
  grant(1, ME, `${UP}.auth.changePassword`);
  grant(2, `${UP}.auth.register`, `${UP}.auth.callback`, FORGOT, RESET);
  const matches = (where: Where) => (p: Permission) =>
    (where.role === undefined || p.role === where.role) &&
    (where.action === undefined || where.action.$in.includes(p.action)) &&
    (where.id === undefined || where.id.$in.includes(p.id));
  const query = (uid: string) => {
    if (uid === `${UP}.role`) {
      return {
        findOne: async ({ where }: { where: Where }) =>
          roles.find((r) => r.type === where.type) ?? null,
      };
    }
    if (uid !== `${UP}.permission`) throw new Error(`unexpected model ${uid}`);
    return {
      findMany: async ({ where }: { where: Where }) => permissions.filter(matches(where)),
      deleteMany: async ({ where }: { where: Where }) => {
        const gone = permissions.filter(matches(where));
        for (const p of gone) permissions.splice(permissions.indexOf(p), 1);
        return { count: gone.length };
      },
      create: async ({ data }: { data: { action: string; role: number } }) => {
        const p = { id: nextId++, ...data };
        permissions.push(p);
        return p;
      },
    };
  };
  const settings = { advanced, writes: 0 };
  // Strapi's auth controller as GraphQL's mutations reach it: looked up at each call.
  const sent: string[] = [];
  const auth: Record<string, (ctx: unknown) => Promise<void>> = {
    forgotPassword: async () => void sent.push("reset e-mail"),
    resetPassword: async () => void sent.push("password set"),
  };
  const logs: string[] = [];
  return {
    logs,
    settings,
    sent,
    grant,
    revoke,
    plugin: (name: string) => ({
      controller: (controller: string) => {
        if (name !== "users-permissions" || controller !== "auth") throw new Error("unexpected");
        return auth;
      },
    }),
    held: (role: number) => permissions.filter((p) => p.role === role).map((p) => p.action),
    log: {
      info: (line: string) => logs.push(`info ${line}`),
      warn: (line: string) => logs.push(`warn ${line}`),
      error: (line: string) => logs.push(`error ${line}`),
    },
    // Strapi 4 has the query engine as `strapi.db.query` too, with `strapi.query` its shortcut.
    ...(version === 5 ? { db: { query } } : { db: { query }, query }),
    store(at: { type: string; name: string }) {
      if (at.type !== "plugin" || at.name !== "users-permissions")
        throw new Error("unexpected store");
      return {
        get: async ({ key }: { key: string }) => (key === "advanced" ? settings.advanced : null),
        set: async ({ key, value }: { key: string; value: Record<string, unknown> }) => {
          if (key !== "advanced") throw new Error("unexpected key");
          settings.advanced = value;
          settings.writes += 1;
        },
      };
    },
  };
}

/** Strapi's own advanced settings at a first start, with a reset page an operator set. */
function defaults() {
  return {
    unique_email: true,
    allow_register: true,
    email_confirmation: false,
    email_reset_password: "https://www.example.com/reset",
    email_confirmation_redirection: null,
    default_role: "authenticated",
  };
}

for (const version of [4, 5] as const) {
  const kit = join(assembledKit(version), "src/site-kit");
  const { ensureUserAccountsClosed, checkUserAccounts } = require(`${kit}/user-accounts.js`);
  const { ensureAuthenticatedRoleCannotRead } = require(`${kit}/authenticated-role.js`);
  const { ensurePublicRoleCannotRead } = require(`${kit}/public-role.js`);
  const { READ_ACTIONS, WRITE_ACTIONS } = require(`${kit}/permissions.js`);
  const logsOf = (strapi: { logs: string[] }, level: string) =>
    strapi.logs.filter((line) => line.startsWith(`${level} `));

  describe(`user accounts (Strapi ${version} kit)`, () => {
    it("closes sign-up and unsets the reset page, keeping the other settings", async () => {
      const strapi = fakeStrapi(version);
      await ensureUserAccountsClosed(strapi, {});
      expect(strapi.settings.advanced).toEqual({
        ...defaults(),
        allow_register: false,
        email_reset_password: null,
      });
      expect(logsOf(strapi, "info")).toEqual([
        "info [site-kit] users: sign-up closed, password-reset page unset",
      ]);
      // A second start finds them closed and writes nothing.
      await ensureUserAccountsClosed(strapi, {});
      expect(strapi.settings.writes).toBe(1);
    });

    it("closes sign-up before the plugin has stored settings too", async () => {
      const strapi = fakeStrapi(version, null);
      await ensureUserAccountsClosed(strapi, {});
      expect(strapi.settings.advanced).toEqual({
        allow_register: false,
        email_reset_password: null,
      });
    });

    it("takes the authenticated role's permissions on the site's content, and says which", async () => {
      const strapi = fakeStrapi(version);
      strapi.grant(1, PRODUCTS, USERS, CONTACT);
      await ensureAuthenticatedRoleCannotRead(strapi);
      expect(strapi.held(1)).toEqual([ME, `${UP}.auth.changePassword`]);
      expect(logsOf(strapi, "warn")).toHaveLength(1);
      expect(logsOf(strapi, "warn")[0]).toMatch(
        /authenticated role: removed api::product.product.find, plugin::users-permissions.user.find, api::contact-request.contact-request.create/,
      );
      await ensureAuthenticatedRoleCannotRead(strapi);
      expect(logsOf(strapi, "warn")).toHaveLength(1);
    });

    it("forbids the authenticated role every action on the site's content types and users", async () => {
      const strapi = fakeStrapi(version);
      const elsewhere = "plugin::upload.content-api.upload";
      strapi.grant(
        1,
        ...READ_ACTIONS,
        ...WRITE_ACTIONS,
        "api::product.product.findOne",
        "api::product.product.update",
        "api::setting.setting.delete",
        "api::contact-request.contact-request.find",
        `${UP}.user.findOne`,
        `${UP}.user.update`,
        `${UP}.user.destroy`,
        elsewhere,
      );
      await ensureAuthenticatedRoleCannotRead(strapi);
      expect(strapi.held(1)).toEqual([ME, `${UP}.auth.changePassword`, elsewhere]);
    });

    it("still takes only the public role's content permissions, leaving its users' find", async () => {
      const strapi = fakeStrapi(version);
      strapi.grant(2, PRODUCTS, USERS);
      await ensurePublicRoleCannotRead(strapi);
      expect(strapi.held(2)).toContain(USERS);
      expect(strapi.held(2)).not.toContain(PRODUCTS);
    });

    it("takes the password-reset routes from every role unless the operator wants them", async () => {
      const strapi = fakeStrapi(version);
      strapi.grant(1, FORGOT);
      await ensureUserAccountsClosed(strapi, { SITE_KIT_ALLOW_PASSWORD_RESET: "false" });
      expect(strapi.held(2)).toEqual([`${UP}.auth.register`, `${UP}.auth.callback`]);
      expect(strapi.held(1)).not.toContain(FORGOT);
      expect(logsOf(strapi, "warn").join("\n")).toMatch(
        /public role: removed plugin::users-permissions.auth.forgotPassword, plugin::users-permissions.auth.resetPassword \(no password reset unless SITE_KIT_ALLOW_PASSWORD_RESET=true\)/,
      );
      expect(logsOf(strapi, "warn").join("\n")).toMatch(
        /authenticated role: removed .*forgotPassword/,
      );
    });

    it("makes GraphQL's forgotPassword and resetPassword refuse, sending nothing", async () => {
      const strapi = fakeStrapi(version);
      await ensureUserAccountsClosed(strapi, {});
      await ensureUserAccountsClosed(strapi, {});
      const auth = strapi.plugin("users-permissions").controller("auth");
      await expect(auth.forgotPassword?.({})).rejects.toThrow(/Password reset is off/);
      await expect(auth.resetPassword?.({})).rejects.toThrow(/Password reset is off/);
      expect(strapi.sent).toEqual([]);
    });

    it("with SITE_KIT_ALLOW_PASSWORD_RESET=true keeps the reset page and gives the routes back", async () => {
      // A start without the variable took them; this process now starts with it.
      const strapi = fakeStrapi(version);
      strapi.revoke(2, FORGOT, RESET);
      expect(strapi.held(2)).not.toContain(FORGOT);
      strapi.settings.advanced = {
        ...strapi.settings.advanced,
        email_reset_password: "https://x.example/r",
      };
      await ensureUserAccountsClosed(strapi, { SITE_KIT_ALLOW_PASSWORD_RESET: "true" });
      expect(strapi.settings.advanced).toMatchObject({
        allow_register: false,
        email_reset_password: "https://x.example/r",
      });
      expect(strapi.held(2)).toEqual(expect.arrayContaining([FORGOT, RESET]));
      await strapi.plugin("users-permissions").controller("auth").forgotPassword?.({});
      expect(strapi.sent).toEqual(["reset e-mail"]);
      expect(logsOf(strapi, "info").join("\n")).toMatch(/public role: .*forgotPassword.* given/);
      expect(await checkUserAccounts(strapi, { SITE_KIT_ALLOW_PASSWORD_RESET: "true" })).toEqual(
        [],
      );
    });

    it("warns when the reset is wanted but no reset page is set", async () => {
      const strapi = fakeStrapi(version, { ...defaults(), email_reset_password: null });
      await ensureUserAccountsClosed(strapi, { SITE_KIT_ALLOW_PASSWORD_RESET: "true" });
      expect(logsOf(strapi, "warn").join("\n")).toMatch(/no reset page is set/);
    });

    it("finds nothing open at the check after closing", async () => {
      const strapi = fakeStrapi(version);
      strapi.grant(1, PRODUCTS);
      await ensureAuthenticatedRoleCannotRead(strapi);
      await ensureUserAccountsClosed(strapi, {});
      expect(await checkUserAccounts(strapi, {})).toEqual([]);
      expect(logsOf(strapi, "error")).toEqual([]);
    });

    it("logs an error line for each thing the check finds still open", async () => {
      // As Strapi leaves them, and as if the kit's writes had not taken.
      const strapi = fakeStrapi(version);
      strapi.grant(1, PRODUCTS);
      const problems = await checkUserAccounts(strapi, {});
      expect(problems).toHaveLength(5);
      const errors = logsOf(strapi, "error").join("\n");
      expect(errors).toMatch(/users: sign-up is open/);
      expect(errors).toMatch(/users: the authenticated role still holds api::product.product.find/);
      expect(errors).toMatch(/users: a password-reset page is set/);
      expect(errors).toMatch(/users: the public role still holds .*forgotPassword/);
      expect(errors).toMatch(/users: GraphQL's forgotPassword and resetPassword still reach/);
      // The operator's reset is no error; open sign-up still is.
      const allowed = fakeStrapi(version);
      expect(await checkUserAccounts(allowed, { SITE_KIT_ALLOW_PASSWORD_RESET: "true" })).toEqual([
        expect.stringMatching(/sign-up is open/),
      ]);
    });
  });
}
