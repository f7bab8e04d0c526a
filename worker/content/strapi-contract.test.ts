/**
 * The site's GraphQL operations against the schemas a real Strapi 4.26 and a
 * real Strapi 5.54 generate from the kits in cms/strapi and cms/strapi5
 * (`generated-schema.graphql` in each, written by its
 * scripts/strapi-schema.mjs): to Strapi 4 as written, to Strapi 5 in the form
 * the adapter sends (strapi5.ts). Strapi refuses a document that does not
 * validate against its schema, or that nests deeper than its `depthLimit`
 * (graphql-depth-limit, set by each kit's config/plugins.js), and cuts a page at
 * `maxLimit`: any of these here fails the test instead of the site in production.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  buildSchema,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  type SelectionSetNode,
  validate,
} from "graphql";
import { describe, expect, it } from "vitest";
import { getStrapi5Schema } from "../../cms/src/strapi5-schema";
import { CONTENT_OPERATIONS } from "../../scripts/content-operations";
import { assembledKit } from "../../scripts/strapi-kit.mjs";
import { CMS_PAGE_SIZE } from "./paged";
import { strapi5Document } from "./strapi5";

const repository = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repository), "utf8");

const strapiSchema = buildSchema(read("cms/strapi/generated-schema.graphql"));
const contractSchema = buildSchema(read("cms/schema.graphql"));

/** A kit's GraphQL settings as its config/plugins.js gives them to Strapi (no environment set). */
function graphqlSettings(version: 4 | 5): { depthLimit: number; maxLimit: number } {
  const unset = (_name: string, fallback?: unknown) => fallback;
  const env = Object.assign(unset, { int: unset, bool: unset, array: unset });
  const plugins = createRequire(import.meta.url)(join(assembledKit(version), "config/plugins.js"));
  return plugins({ env }).graphql.config;
}
const { depthLimit, maxLimit } = graphqlSettings(4);

const strapi5Schema = buildSchema(read("cms/strapi5/generated-schema.graphql"));
const { depthLimit: strapi5DepthLimit, maxLimit: strapi5MaxLimit } = graphqlSettings(5);

/** Every document the site sends, read from the modules that send them (templates included). */
const operations = CONTENT_OPERATIONS;

function errorsAgainst(schema: GraphQLSchema, document: string): string[] {
  return validate(schema, parse(document)).map((error) => error.message);
}

/**
 * The smallest `depthLimit` that lets the document through, counted as
 * graphql-depth-limit 1.1 (what @strapi/plugin-graphql 4 uses) counts: a root
 * field is at depth 0, each selection set one deeper, fragments add nothing, and
 * every field counts, `__typename` included.
 */
function depthOf(document: string): number {
  const ast = parse(document);
  const fragments = new Map(
    ast.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  const deepest = (selections: SelectionSetNode, depth: number): number =>
    Math.max(
      ...selections.selections.map((selection) => {
        if (selection.kind === Kind.FIELD) {
          return selection.selectionSet ? deepest(selection.selectionSet, depth + 1) : depth;
        }
        if (selection.kind === Kind.INLINE_FRAGMENT) return deepest(selection.selectionSet, depth);
        const fragment = fragments.get(selection.name.value);
        return fragment ? deepest(fragment.selectionSet, depth) : depth;
      }),
    );
  return Math.max(
    ...ast.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? deepest(definition.selectionSet, 0) : 0,
    ),
  );
}

/** Names of every GraphQL operation written in the site's source, wherever it is. */
function operationNamesInSource(): string[] {
  const names: string[] = [];
  for (const folder of ["worker", "client", "shared"]) {
    const files = readdirSync(new URL(folder, repository), { recursive: true, encoding: "utf8" });
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = read(`${folder}/${file}`);
      for (const match of source.matchAll(/\b(?:query|mutation)\s+([A-Za-z_]\w*)\s*[({]/g)) {
        names.push(match[1] ?? "");
      }
    }
  }
  return names.sort();
}

describe("the site's operations against the schema Strapi generates from the kit", () => {
  it("covers every operation the site's source declares", () => {
    expect(
      operations.map((each) => each.name),
      "an operation written in a module scripts/content-operations.ts does not import: add it there",
    ).toEqual(expect.arrayContaining(operationNamesInSource()));
    expect(operations.length).toBeGreaterThanOrEqual(36);
  });

  it.each(operations.map((each) => [each.name, each] as const))(
    "%s validates against Strapi's schema",
    (_name, operation) => {
      expect(errorsAgainst(strapiSchema, operation.document)).toEqual([]);
    },
  );

  it.each(operations.map((each) => [each.name, each] as const))(
    "%s stays within the kit's depthLimit",
    (_name, operation) => {
      expect(depthOf(operation.document)).toBeLessThanOrEqual(depthLimit);
    },
  );

  it("sets the kit's depthLimit to what the deepest operation needs", () => {
    const needed = Math.max(...operations.map((each) => depthOf(each.document)));
    expect(depthLimit).toBe(needed);
  });

  it("reads lists in pages the kit's maxLimit answers whole", () => {
    expect(CMS_PAGE_SIZE).toBeLessThanOrEqual(maxLimit);
  });

  it("refuses what Strapi refuses: an unknown field, a wrong argument, too deep a query", () => {
    expect(errorsAgainst(strapiSchema, "query a { menu { data { id colour } } }")).toEqual([
      'Cannot query field "colour" on type "MenuEntity".',
    ]);
    expect(
      errorsAgainst(
        strapiSchema,
        'query b { products(filters: { sku: { eq: "x" } }) { data { id } } }',
      ),
    ).toHaveLength(1);
    // pages 0, data 1, attributes 2, parent 3, data 4, __typename 5.
    expect(
      depthOf("query c { pages { data { attributes { parent { data { __typename } } } } } }"),
    ).toBe(5);
  });
});

describe("the site's operations, in Strapi 5's form, against the schema Strapi 5 generates from its kit", () => {
  it.each(operations.map((each) => [each.name, strapi5Document(each.document)] as const))(
    "%s validates against Strapi 5's schema and the bundled content service's",
    (_name, document) => {
      expect(errorsAgainst(strapi5Schema, document)).toEqual([]);
      expect(errorsAgainst(getStrapi5Schema(), document)).toEqual([]);
    },
  );

  it.each(operations.map((each) => [each.name, strapi5Document(each.document)] as const))(
    "%s stays within the Strapi 5 kit's depthLimit",
    (_name, document) => {
      expect(depthOf(document)).toBeLessThanOrEqual(strapi5DepthLimit);
    },
  );

  it("reads lists in pages the Strapi 5 kit's maxLimit answers whole", () => {
    expect(CMS_PAGE_SIZE).toBeLessThanOrEqual(strapi5MaxLimit);
  });

  it("refuses what Strapi 5 refuses: Strapi 4's wrappers and publicationState", () => {
    expect(errorsAgainst(strapi5Schema, "query a { menu { data { id } } }")).toEqual([
      'Cannot query field "data" on type "Menu".',
    ]);
    expect(
      errorsAgainst(strapi5Schema, "query b { menu(publicationState: PREVIEW) { documentId } }"),
    ).toHaveLength(1);
  });
});

describe("the schema Strapi generates from the kit", () => {
  /** Where a real Strapi cannot reproduce the contract to the letter. */
  const KNOWN_DIFFERENCES = [
    // Strapi's own user type requires an email; the site reads it as optional.
    "UsersPermissionsUser.email: String -> String!",
  ];

  it("has every type, field, argument and value of the contract (cms/schema.graphql)", () => {
    const differences: string[] = [];
    for (const [name, type] of Object.entries(contractSchema.getTypeMap())) {
      if (name.startsWith("__")) continue;
      const generated = strapiSchema.getType(name);
      if (!generated) {
        differences.push(`${name}: missing`);
        continue;
      }
      if (
        (isObjectType(type) && isObjectType(generated)) ||
        (isInputObjectType(type) && isInputObjectType(generated))
      ) {
        const fields = generated.getFields();
        for (const [fieldName, field] of Object.entries(type.getFields())) {
          const match = fields[fieldName];
          const where = `${name}.${fieldName}`;
          if (!match) differences.push(`${where}: missing`);
          else if (String(match.type) !== String(field.type))
            differences.push(`${where}: ${String(field.type)} -> ${String(match.type)}`);
          if (!match || !("args" in field) || !("args" in match)) continue;
          for (const arg of field.args) {
            const generatedArg = match.args.find((each) => each.name === arg.name);
            if (String(generatedArg?.type) !== String(arg.type))
              differences.push(
                `${where}(${arg.name}): ${String(arg.type)} -> ${String(generatedArg?.type)}`,
              );
          }
        }
      } else if (isEnumType(type) && isEnumType(generated)) {
        const values = (each: typeof type) =>
          each
            .getValues()
            .map((value) => value.name)
            .sort();
        if (values(type).join() !== values(generated).join()) differences.push(`${name}: values`);
      } else if (isUnionType(type) && isUnionType(generated)) {
        const members = (each: typeof type) =>
          each
            .getTypes()
            .map((member) => member.name)
            .sort();
        if (members(type).join() !== members(generated).join())
          differences.push(`${name}: members`);
      } else if (type.constructor !== generated.constructor) {
        differences.push(`${name}: another kind of type`);
      }
    }
    expect(differences).toEqual(KNOWN_DIFFERENCES);
  });
});
