const { createCoreRouter } = require("@strapi/strapi").factories;

module.exports = createCoreRouter("api::settings-content-section.settings-content-section");
