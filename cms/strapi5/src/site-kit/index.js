// The site kit's start-up (set-up.js). Slugs are unique per locale by Strapi 5
// itself.
module.exports = require("./set-up");
