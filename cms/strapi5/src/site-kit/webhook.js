// The webhook that tells the site about every change (cms/CONTRACT.md, "Change
// notifications"): POST <site>/api/cms-webhook with the shared secret as a bearer token.
// Strapi 5 also has `entry.draft-discard`, which changes no published content.
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

async function ensureWebhook(strapi) {
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
  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
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

module.exports = { ensureWebhook, EVENTS };
