// The GraphQL settings the site's operations need (README, "Connecting your Strapi").
module.exports = ({ env }) => ({
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
      playgroundAlways: false,
      // Set to a file path to write the schema Strapi generates (scripts/regenerate-schema.mjs).
      generateArtifacts: Boolean(env("GRAPHQL_SCHEMA_FILE")),
      artifacts: { schema: env("GRAPHQL_SCHEMA_FILE", false) },
    },
  },
});
