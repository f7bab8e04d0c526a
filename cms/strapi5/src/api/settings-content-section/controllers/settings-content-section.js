const { createCoreController } = require("@strapi/strapi").factories;

module.exports = createCoreController("api::settings-content-section.settings-content-section");
