// The GraphQL settings the site's operations need, and the e-mail provider that
// tells sales about contact requests (README, "Connecting your Strapi"). Each
// kit's config/plugins.js adds what its Strapi names differently: `graphql`,
// settings of the GraphQL plugin only one major version knows.
module.exports = ({ env }, graphql = {}) => ({
  // SMTP through nodemailer (@strapi/provider-email-nodemailer) when SMTP_HOST is
  // set; otherwise Strapi's default, and without SALES_INBOX_EMAIL no e-mail at all.
  ...(env("SMTP_HOST")
    ? {
        email: {
          config: {
            provider: "nodemailer",
            providerOptions: {
              host: env("SMTP_HOST"),
              port: env.int("SMTP_PORT", 587),
              secure: env.bool("SMTP_SECURE", false),
              ...(env("SMTP_USERNAME")
                ? { auth: { user: env("SMTP_USERNAME"), pass: env("SMTP_PASSWORD") } }
                : {}),
            },
            settings: {
              defaultFrom: env("EMAIL_FROM", "website@localhost"),
              defaultReplyTo: env("EMAIL_FROM", "website@localhost"),
            },
          },
        },
      }
    : {}),
  graphql: {
    config: {
      endpoint: "/graphql",
      shadowCRUD: true,
      // The deepest operation the site sends (`page`, with its three parents) reaches
      // depth 12; worker/content/strapi-contract.test.ts keeps the two in step.
      depthLimit: 12,
      // Strapi cuts every list at this size when no pagination is asked for: nested
      // relations, media and repeatable components too (10 unless set).
      defaultLimit: 100,
      // The contract's page size: the site pages through longer lists.
      maxLimit: 100,
      ...graphql,
      // Set to a file path to write the schema Strapi generates (scripts/strapi-schema.mjs).
      generateArtifacts: Boolean(env("GRAPHQL_SCHEMA_FILE")),
      artifacts: { schema: env("GRAPHQL_SCHEMA_FILE", false) },
    },
  },
});
