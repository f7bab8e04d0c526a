const { createCoreService } = require("@strapi/strapi").factories;

module.exports = createCoreService("api::sale-location.sale-location");
