// The site's plugin settings (src/site-kit/plugins.js, from cms/site-kit/), with
// Strapi 5's switch for the GraphQL landing page (its `playgroundAlways` is
// deprecated and warns at every start).
const plugins = require("../src/site-kit/plugins.js");

module.exports = ({ env }) => plugins({ env }, { landingPage: false });
