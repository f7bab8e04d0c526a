// Strapi's Preview button (config/admin.js): off until the site's signed
// preview links are configured.
module.exports = () => ({ enabled: false });
