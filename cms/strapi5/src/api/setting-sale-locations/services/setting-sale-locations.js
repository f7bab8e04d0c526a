const { createCoreService } = require("@strapi/strapi").factories;

module.exports = createCoreService("api::setting-sale-locations.setting-sale-locations");
