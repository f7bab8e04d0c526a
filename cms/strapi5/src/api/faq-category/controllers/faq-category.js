const { createCoreController } = require("@strapi/strapi").factories;

module.exports = createCoreController("api::faq-category.faq-category");
