const { createCoreService } = require("@strapi/strapi").factories;

module.exports = createCoreService("api::faq-category.faq-category");
