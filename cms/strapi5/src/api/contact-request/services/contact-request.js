const { createCoreService } = require("@strapi/strapi").factories;

module.exports = createCoreService("api::contact-request.contact-request");
