const { createCoreRouter } = require("@strapi/strapi").factories;

module.exports = createCoreRouter("api::for-who.for-who");
