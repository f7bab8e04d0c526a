// The admin panel's settings, with Strapi 5's Preview taken from the site kit
// (src/site-kit/preview.js makes the signed link to the site's preview).
const preview = require("../src/site-kit/preview.js");

module.exports = ({ env }) => ({
  // An API-only Strapi (tests, schema regeneration) runs without building the panel.
  serveAdminPanel: env.bool("SERVE_ADMIN_PANEL", true),
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
  secrets: { encryptionKey: env("ENCRYPTION_KEY") },
  preview: preview({ env }),
});
