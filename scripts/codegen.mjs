#!/usr/bin/env node
/**
 * Generates the content boundary's types (`npm run codegen`):
 *  1. writes every document the site sends (scripts/content-operations.ts) to
 *     worker/content/operations.graphql, exactly as sent, and their Strapi 5
 *     forms (worker/content/strapi5.ts) to worker/content/operations.strapi5.graphql;
 *  2. runs GraphQL Code Generator over them against the contract
 *     (cms/schema.graphql), writing the answer and variables type of each
 *     operation, and the map from operation name to both, to
 *     shared/content-operations.generated.ts;
 *  3. writes what the Strapi kits read of the site's model table
 *     (worker/content/models.ts) to cms/site-kit/content-models.json, which
 *     `npm run kit` writes into a Strapi project with the kit;
 *  4. writes the seed's and the test fixtures' imports of their files, one per
 *     collection and single type of cms/src/models.ts
 *     (cms/seed/files.generated.ts, cms/src/fixtures/files.generated.ts).
 * Types only: nothing generated enters a bundle.
 *
 * `--check` writes nothing and fails when any file is not what it would
 * write (worker/content/codegen.test.ts runs it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import {
  codegenConfig,
  GENERATED,
  KIT_MODELS_FILE,
  kitModelsFile,
  loadOperations,
  OPERATIONS_FILE,
  root,
  STRAPI5_OPERATIONS_FILE,
  seedFilesModules,
} from "./codegen-config.mjs";

const check = process.argv.includes("--check");

const { operationsFile, strapi5OperationsFile } = await loadOperations();
const documents = operationsFile();
const strapi5Documents = strapi5OperationsFile();
const kitModels = await kitModelsFile();
const seedFiles = await seedFilesModules();
if (!check) {
  writeFileSync(new URL(OPERATIONS_FILE, root), documents);
  writeFileSync(new URL(STRAPI5_OPERATIONS_FILE, root), strapi5Documents);
  writeFileSync(new URL(KIT_MODELS_FILE, root), kitModels);
  for (const [file, content] of seedFiles) writeFileSync(new URL(file, root), content);
}

const { generate } = await import("@graphql-codegen/cli");
const [output] = await generate(codegenConfig(check ? documents : undefined), false);

if (check) {
  const stale = [
    [OPERATIONS_FILE, documents],
    [STRAPI5_OPERATIONS_FILE, strapi5Documents],
    [GENERATED, output.content],
    [KIT_MODELS_FILE, kitModels],
    ...seedFiles,
  ].filter(([file, content]) => readFile(file) !== content);
  for (const [file] of stale) console.error(`${file} is stale: run \`npm run codegen\``);
  process.exit(stale.length ? 1 : 0);
}
writeFileSync(new URL(GENERATED, root), output.content);
console.log(
  `wrote ${OPERATIONS_FILE}, ${STRAPI5_OPERATIONS_FILE}, ${GENERATED}, ${KIT_MODELS_FILE} and ${seedFiles.map(([file]) => file).join(", ")}`,
);

function readFile(file) {
  try {
    return readFileSync(new URL(file, root), "utf8");
  } catch {
    return null;
  }
}
