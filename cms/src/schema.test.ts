import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, getNamedType, isObjectType, printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { COLLECTION_MODELS, SINGLE_MODELS } from "./models";
import { getSchema, relationTarget } from "./schema";
import { SCHEMA_SDL } from "./schema-sdl";

describe("schema", () => {
  it("is the contract file (else run cms/scripts/generate-schema-sdl.mjs)", () => {
    // Compared as schemas, so reformatting the .graphql file does not count as a change.
    const contract = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), "..", "schema.graphql"),
      "utf8",
    );
    expect(printSchema(buildSchema(SCHEMA_SDL))).toBe(printSchema(buildSchema(contract)));
  });

  it("has a seed source for every root query", () => {
    const known = new Set(
      [...COLLECTION_MODELS, ...SINGLE_MODELS].map((m) => m.type).concat("SaleLocation"),
    );
    const query = getSchema().getQueryType();
    for (const field of Object.values(query?.getFields() ?? {})) {
      const response = getNamedType(field.type);
      if (!isObjectType(response)) throw new Error(field.name);
      expect(known, field.name).toContain(relationTarget(response).name);
    }
  });
});
