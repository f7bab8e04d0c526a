const { createCoreRouter } = require("@strapi/strapi").factories;

module.exports = createCoreRouter("api::setting-sale-locations.setting-sale-locations");
