const { createCoreService } = require("@strapi/strapi").factories;

module.exports = createCoreService("api::settings-content-section.settings-content-section");
