/**
 * A GraphQL Code Generator plugin: the map from each operation's name to its
 * answer and variables types, which `operation(name, document)`
 * (worker/content/graphql-client.ts) reads to type what an operation answers.
 */
module.exports = {
  plugin(_schema, documents) {
    const entries = [];
    for (const { document } of documents) {
      for (const definition of document?.definitions ?? []) {
        if (definition.kind !== "OperationDefinition" || !definition.name) continue;
        const name = definition.name.value;
        const type = name[0].toUpperCase() + name.slice(1);
        const suffix = definition.operation === "mutation" ? "Mutation" : "Query";
        entries.push(
          `  ${name}: { data: ${type}${suffix}; variables: ${type}${suffix}Variables };`,
        );
      }
    }
    entries.sort();
    return `\n/** Each operation's answer and variables, by the operation's name. */\nexport interface ContentOperations {\n${entries.join("\n")}\n}\n`;
  },
};
