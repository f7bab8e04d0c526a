// Where the shared modules (cms/site-kit/) find Strapi's services in Strapi 4:
// properties of `strapi`, and one service for every API token.
module.exports = {
  webhookStore: (strapi) => strapi.webhookStore,
  webhookRunner: (strapi) => strapi.webhookRunner,
  apiTokens: (strapi) => strapi.service("admin::api-token"),
  /** Strapi 4 keeps only a key's hash. */
  keyData: (_strapi, tokens, key) => ({ accessKey: tokens.hash(key) }),
};
