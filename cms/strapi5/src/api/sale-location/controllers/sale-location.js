const { createCoreController } = require("@strapi/strapi").factories;

module.exports = createCoreController("api::sale-location.sale-location");
