// Written by `npm run codegen` from cms/site-kit/users-permissions-strapi-server.js: edit that one.
// A selling company is a users-permissions user: the seller finder groups sale
// locations by their user and shows these fields (cms/schema.graphql,
// UsersPermissionsUser).
const COMPANY_FIELDS = {
  company_name: { type: "string" },
  country_iso: { type: "string", minLength: 2, maxLength: 2 },
  website: { type: "string" },
  phone: { type: "string" },
};

module.exports = (plugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, COMPANY_FIELDS);
  return plugin;
};
