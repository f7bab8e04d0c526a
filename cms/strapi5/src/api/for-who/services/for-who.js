const { createCoreService } = require("@strapi/strapi").factories;

module.exports = createCoreService("api::for-who.for-who");
