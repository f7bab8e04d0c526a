#!/usr/bin/env node
/**
 * Generates the content boundary's types (`npm run codegen`):
 *  1. writes every document the site sends (scripts/content-operations.ts) to
 *     worker/content/operations.graphql, exactly as sent;
 *  2. runs GraphQL Code Generator over them against the contract
 *     (cms/schema.graphql), writing the answer and variables type of each
 *     operation, and the map from operation name to both, to
 *     shared/content-operations.generated.ts.
 * Types only: nothing generated enters a bundle. worker/content/codegen.test.ts
 * fails when either file is stale.
 */
import { writeFileSync } from "node:fs";
import {
  codegenConfig,
  GENERATED,
  loadOperations,
  OPERATIONS_FILE,
  root,
} from "./codegen-config.mjs";

const { operationsFile } = await loadOperations();
writeFileSync(new URL(OPERATIONS_FILE, root), operationsFile());

const { generate } = await import("@graphql-codegen/cli");
const [output] = await generate(codegenConfig(), false);
writeFileSync(new URL(GENERATED, root), output.content);
console.log(`wrote ${OPERATIONS_FILE} and ${GENERATED}`);
