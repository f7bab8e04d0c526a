const { createCoreRouter } = require("@strapi/strapi").factories;

module.exports = createCoreRouter("api::sale-location.sale-location");
