const { setUpSiteKit } = require("./site-kit");

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await setUpSiteKit(strapi);
  },
};
