// The site's webhook is not run for a new user (a sign-up would otherwise make the
// site purge the finder's answers), in both kits as a Strapi project takes them
// (scripts/strapi-kit.mjs), with a fake webhook runner
// shaped as Strapi's: its queue calls `this.run(webhook, event, info)`.
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assembledKit } from "../../scripts/strapi-kit.mjs";

const require = createRequire(import.meta.url);

const USER = { model: "user", uid: "plugin::users-permissions.user", entry: { id: 3 } };
const PRODUCT = { model: "product", uid: "api::product.product", entry: { id: 4 } };

function fakeRunner() {
  const sent: string[] = [];
  return {
    sent,
    run(webhook: { name: string }, event: string, info: { model?: string }) {
      sent.push(`${webhook.name} ${event} ${info.model}`);
      return Promise.resolve({ statusCode: 200 });
    },
    async executeListener(event: string, info: { model?: string }) {
      for (const webhook of [{ name: "Website" }, { name: "Someone else's" }]) {
        await this.run(webhook, event, info);
      }
    },
  };
}

for (const version of [4, 5] as const) {
  const kit = join(assembledKit(version), "src/site-kit");
  const { ensureWebhook, isNewUser } = require(`${kit}/webhook.js`);
  describe(`the site's webhook and new users (Strapi ${version} kit)`, () => {
    const saved = { ...process.env };
    beforeEach(() => {
      delete process.env.SITE_WEBHOOK_URL;
      delete process.env.SITE_WEBHOOK_SECRET;
    });
    afterEach(() => {
      process.env = { ...saved };
    });

    function strapiWith(runner: ReturnType<typeof fakeRunner>) {
      const log = { info() {}, warn() {}, error() {} };
      return version === 5
        ? { log, get: (name: string) => (name === "webhookRunner" ? runner : undefined) }
        : { log, webhookRunner: runner };
    }

    it("is not run for a new user, and still for everything else", async () => {
      const runner = fakeRunner();
      await ensureWebhook(strapiWith(runner));
      await ensureWebhook(strapiWith(runner));
      await runner.executeListener("entry.create", USER);
      await runner.executeListener("entry.update", USER);
      await runner.executeListener("entry.delete", USER);
      await runner.executeListener("entry.create", PRODUCT);
      expect(runner.sent).toEqual([
        "Someone else's entry.create user",
        "Website entry.update user",
        "Someone else's entry.update user",
        "Website entry.delete user",
        "Someone else's entry.delete user",
        "Website entry.create product",
        "Someone else's entry.create product",
      ]);
    });

    it("knows a new user by Strapi 5's uid or Strapi 4's model name", () => {
      expect(isNewUser("entry.create", USER)).toBe(true);
      expect(isNewUser("entry.create", { model: "user" })).toBe(true);
      expect(isNewUser("entry.update", USER)).toBe(false);
      expect(isNewUser("entry.create", PRODUCT)).toBe(false);
      expect(isNewUser("trigger-test", {})).toBe(false);
    });
  });
}
