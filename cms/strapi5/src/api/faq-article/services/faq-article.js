const { createCoreService } = require("@strapi/strapi").factories;

module.exports = createCoreService("api::faq-article.faq-article");
