// The site's plugin settings (src/site-kit/plugins.js, from cms/site-kit/), with
// Strapi 4's switch for the GraphQL playground (Strapi 5 names it `landingPage`).
const plugins = require("../src/site-kit/plugins.js");

module.exports = ({ env }) => plugins({ env }, { playgroundAlways: false });
