// Where the shared modules (cms/site-kit/) find Strapi's services in Strapi 5:
// in its container (`strapi.get`), the content API's tokens under a name of
// their own (Strapi 5.5x; before, one service for every token).
module.exports = {
  webhookStore: (strapi) => strapi.get("webhookStore"),
  webhookRunner: (strapi) => strapi.get("webhookRunner"),
  apiTokens: (strapi) =>
    strapi.service("admin::api-token-content-api") ?? strapi.service("admin::api-token"),
  /** Its hash, and with an encryption key the key encrypted for the admin to show. */
  keyData: (strapi, tokens, key) => ({
    accessKey: tokens.hash(key),
    encryptedKey: strapi.service("admin::encryption")?.encrypt(key) ?? null,
  }),
};
