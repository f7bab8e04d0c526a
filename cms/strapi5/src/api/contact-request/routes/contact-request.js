const { createCoreRouter } = require("@strapi/strapi").factories;

module.exports = createCoreRouter("api::contact-request.contact-request");
