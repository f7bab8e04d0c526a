/**
 * The model table is what tags, purges and the kits' permissions are read from:
 * a model the site asks for but the table lacks would be cached without its tags
 * (an edit would never reach it) and refused by a real Strapi's permissions.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { assembledKit } from "../../scripts/strapi-kit.mjs";
import { CONTENT_MODELS, kitModels, ROOT_FIELDS } from "./models";
import { purgeForWebhook } from "./purge-for-webhook";

const require = createRequire(import.meta.url);
const documents = readFileSync(new URL("./operations.graphql", import.meta.url), "utf8");

/** The root fields of the site's queries, beside what each query is named. */
function rootFieldsOfQueries(): Map<string, string> {
  const fields = new Map<string, string>();
  for (const definition of parse(documents).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== "query") continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD && selection.name.value !== "__typename")
        fields.set(selection.name.value, definition.name?.value ?? "");
    }
  }
  return fields;
}

describe("the model table", () => {
  it("knows every collection and single type the site's queries read", () => {
    const unknown = [...rootFieldsOfQueries()].filter(([field]) => !ROOT_FIELDS.has(field));
    expect(unknown).toEqual([]);
  });

  it("gives every model it names a purge: an edit is never ignored, nor a reason to purge everything", () => {
    for (const { model, shape } of Object.values(CONTENT_MODELS)) {
      const plan = purgeForWebhook({
        event: "entry.update",
        model,
        entry: { id: 1, slug: "a-slug", locale: "de" },
      });
      expect(plan.kind, model).toBe(shape === "stored" ? "nothing" : "tags");
    }
  });

  it("is what both Strapi kits grant the site: read every model it shows, create contact requests", () => {
    const { read, write } = kitModels();
    expect(read).toContain("api::product.product.find");
    expect(read).toContain("plugin::users-permissions.user.find");
    expect(write).toEqual(["api::contact-request.contact-request.create"]);
    for (const version of [4, 5] as const) {
      const permissions = require(join(assembledKit(version), "src/site-kit/permissions.js"));
      expect(permissions.READ_ACTIONS, `Strapi ${version}`).toEqual(read);
      expect(permissions.WRITE_ACTIONS, `Strapi ${version}`).toEqual(write);
    }
  });
});
