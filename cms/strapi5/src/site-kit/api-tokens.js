// Written by `npm run codegen` from cms/site-kit/api-tokens.js: edit that one.
// The website's API tokens. Strapi shows drafts (Strapi 5's `status: DRAFT`,
// Strapi 4's `publicationState: PREVIEW`) to any token allowed to `find`, so the site's own token and the editors' preview
// token are kept apart: the preview token can be handed out and rotated without
// touching the site, and it cannot write.
const { READ_ACTIONS, WRITE_ACTIONS } = require("./permissions");
const { apiTokens, keyData } = require("./strapi-services");

const TOKENS = [
  {
    name: "Website",
    description: "The website's own token (CMS_API_TOKEN): reads content, sends contact requests.",
    keyVariable: "SITE_API_TOKEN",
    permissions: [...READ_ACTIONS, ...WRITE_ACTIONS],
  },
  {
    name: "Website preview",
    description: "For editors signing in to the website's preview: reads content, drafts included.",
    keyVariable: "SITE_PREVIEW_TOKEN",
    permissions: READ_ACTIONS,
  },
];

/** Strapi accepts keys of 15 characters; a key guarding drafts should be longer. */
const MIN_KEY_LENGTH = 32;

async function ensureApiTokens(strapi) {
  const tokens = apiTokens(strapi);
  for (const wanted of TOKENS) {
    const key = process.env[wanted.keyVariable] || undefined;
    if (key !== undefined && key.length < MIN_KEY_LENGTH) {
      throw new Error(`${wanted.keyVariable} must be at least ${MIN_KEY_LENGTH} characters`);
    }
    let token = await tokens.getByName(wanted.name);
    const attributes = {
      description: wanted.description,
      type: "custom",
      permissions: wanted.permissions,
    };
    if (!token) {
      token = await tokens.create({ name: wanted.name, lifespan: null, ...attributes });
      strapi.log.info(`[site-kit] API token "${wanted.name}" created`);
      if (key === undefined) {
        strapi.log.warn(
          `[site-kit] set ${wanted.keyVariable}, or regenerate "${wanted.name}" under Settings → API Tokens to read its key`,
        );
      }
    } else if (!sameActions(token.permissions, wanted.permissions) || token.type !== "custom") {
      await tokens.update(token.id, attributes);
      strapi.log.info(`[site-kit] API token "${wanted.name}": permissions set`);
    }
    // The key is chosen by the operator (the same value goes into the site's settings).
    // Strapi makes a random key of its own at creation and keeps what
    // `keyData` names of it: that is replaced here.
    if (key !== undefined) {
      const query = strapi.db.query("admin::api-token");
      const stored = await query.findOne({ where: { id: token.id } });
      if (stored.accessKey !== tokens.hash(key)) {
        await query.update({ where: { id: token.id }, data: keyData(strapi, tokens, key) });
        strapi.log.info(
          `[site-kit] API token "${wanted.name}": key set from ${wanted.keyVariable}`,
        );
      }
    }
  }
}

function sameActions(actual = [], wanted = []) {
  return actual.length === wanted.length && wanted.every((action) => actual.includes(action));
}

module.exports = { ensureApiTokens, TOKENS };
