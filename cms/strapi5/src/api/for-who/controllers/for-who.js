const { createCoreController } = require("@strapi/strapi").factories;

module.exports = createCoreController("api::for-who.for-who");
