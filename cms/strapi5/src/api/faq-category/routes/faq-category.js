const { createCoreRouter } = require("@strapi/strapi").factories;

module.exports = createCoreRouter("api::faq-category.faq-category");
