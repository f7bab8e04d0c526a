// Written by `npm run codegen` from cms/site-kit/webhook.js: edit that one.
// The webhook that tells the site about every change (cms/CONTRACT.md, "Change
// notifications"): POST <site>/api/cms-webhook with the shared secret as a bearer token.
// Strapi 5 also has `entry.draft-discard`, which changes no published content.
const { webhookRunner, webhookStore } = require("./strapi-services");

const NAME = "Website";
const EVENTS = [
  "entry.create",
  "entry.update",
  "entry.delete",
  "entry.publish",
  "entry.unpublish",
  "media.create",
  "media.update",
  "media.delete",
];

// Strapi runs a webhook for events by name, never by model, so the site's webhook
// hears of every user Strapi creates: a sign-up (closed by user-accounts.js,
// unless opened in the admin since the start) or a first sign-in through a
// provider arrives as `entry.create` of `user`, and each would make the site purge
// the finder's answers. A new user shows nowhere until a sale location names it,
// which sends an event of its own, so the site's webhook is not run for new users;
// a changed or deleted seller still goes (the finder shows its company).
const USER_UID = "plugin::users-permissions.user";
const FILTERED = Symbol.for("site-kit.webhook-without-new-users");

function isNewUser(event, info) {
  // Strapi 4.26 and 5.54 send the uid; the short model name, which every
  // webhook body carries, is the fallback.
  const model = info?.uid ?? (info?.model === "user" ? USER_UID : info?.model);
  return event === "entry.create" && model === USER_UID;
}

function keepNewUsersFromSite(runner) {
  if (runner[FILTERED]) return;
  const run = runner.run.bind(runner);
  // The runner's queue calls `this.run` for each webhook listening to an event.
  runner.run = (webhook, event, info) =>
    webhook?.name === NAME && isNewUser(event, info)
      ? Promise.resolve({ statusCode: 204, message: "not sent: a new user (site kit)" })
      : run(webhook, event, info);
  runner[FILTERED] = true;
}

async function ensureWebhook(strapi) {
  keepNewUsersFromSite(webhookRunner(strapi));
  const url = process.env.SITE_WEBHOOK_URL;
  const secret = process.env.SITE_WEBHOOK_SECRET;
  if (!url || !secret) {
    strapi.log.warn(
      "[site-kit] SITE_WEBHOOK_URL and SITE_WEBHOOK_SECRET are not both set: the site is not told about changes",
    );
    return;
  }
  const wanted = {
    name: NAME,
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: EVENTS,
    isEnabled: true,
  };
  const store = webhookStore(strapi);
  const runner = webhookRunner(strapi);
  const existing = (await store.findWebhooks()).find((each) => each.name === NAME);
  // Webhooks are loaded into the runner before bootstrap: a change must reach it too.
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`[site-kit] webhook "${NAME}" created`);
  } else if (!sameWebhook(existing, wanted)) {
    runner.update(await store.updateWebhook(existing.id, wanted));
    strapi.log.info(`[site-kit] webhook "${NAME}" updated`);
  }
}

function sameWebhook(a, b) {
  return (
    a.url === b.url &&
    a.isEnabled === b.isEnabled &&
    JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
    JSON.stringify([...a.events].sort()) === JSON.stringify([...b.events].sort())
  );
}

module.exports = { ensureWebhook, EVENTS, isNewUser };
