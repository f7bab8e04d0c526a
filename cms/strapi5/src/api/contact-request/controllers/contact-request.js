const { createCoreController } = require("@strapi/strapi").factories;

module.exports = createCoreController("api::contact-request.contact-request");
