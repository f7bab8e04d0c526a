const { createCoreRouter } = require("@strapi/strapi").factories;

module.exports = createCoreRouter("api::solution.solution");
