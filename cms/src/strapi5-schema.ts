/**
 * The contract schema in Strapi 5's shape, derived from the Strapi 4 one
 * (cms/schema.graphql) the way Strapi 5 generates its own from the same
 * content types: entities are flat (`documentId` and their fields), a relation is
 * the record (`Product`) or a plain list (`[Product]!`), a collection root is a
 * plain list with its count in `<root>_connection { nodes pageInfo }`, and
 * `publicationState: LIVE | PREVIEW` is `status: PUBLISHED | DRAFT`.
 * strapi5.test.ts holds it to the schema a real Strapi 5 generates from the kit.
 */
import {
  buildSchema,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type InputValueDefinitionNode,
  Kind,
  type NamedTypeNode,
  type NameNode,
  type ObjectTypeDefinitionNode,
  parse,
  print,
  type TypeNode,
} from "graphql";
import { SCHEMA_SDL } from "./schema-sdl";

let built: GraphQLSchema | undefined;

export function getStrapi5Schema(): GraphQLSchema {
  built ??= buildSchema(strapi5Sdl(SCHEMA_SDL));
  return built;
}

const WRAPPER =
  /^(\w+?)(EntityResponseCollection|RelationResponseCollection|EntityResponse|Entity)$/;

const named = (name: string): NamedTypeNode => ({
  kind: Kind.NAMED_TYPE,
  name: { kind: Kind.NAME, value: name },
});
const list = (name: string): TypeNode => ({
  kind: Kind.NON_NULL_TYPE,
  type: { kind: Kind.LIST_TYPE, type: named(name) },
});

function namedOf(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedOf(type.type);
}

/** A Strapi 4 field type in Strapi 5's: wrappers become the record or a plain list. */
function flatType(type: TypeNode): TypeNode {
  const match = WRAPPER.exec(namedOf(type));
  if (!match?.[1]) return type;
  return match[2] === "EntityResponse" ? named(match[1]) : list(match[1]);
}

function statusArgument(arg: InputValueDefinitionNode): InputValueDefinitionNode {
  if (arg.name.value !== "publicationState") return arg;
  return {
    ...arg,
    name: { kind: Kind.NAME, value: "status" },
    type: named("PublicationStatus"),
    defaultValue: { kind: Kind.ENUM, value: "PUBLISHED" },
  };
}

function flatField(field: FieldDefinitionNode): FieldDefinitionNode {
  // A record's translations are the same document: Strapi 5 asks them no status.
  const args =
    field.name.value === "localizations"
      ? field.arguments?.filter((arg) => arg.name.value !== "publicationState")
      : field.arguments?.map(statusArgument);
  return { ...field, type: flatType(field.type), arguments: args };
}

function nameNode(value: string): NameNode {
  return { kind: Kind.NAME, value };
}

function fieldNamed(name: string, type: TypeNode): FieldDefinitionNode {
  return { kind: Kind.FIELD_DEFINITION, name: { kind: Kind.NAME, value: name }, type };
}

/** Strapi 5's SDL for the Strapi 4 SDL `sdl`. */
export function strapi5Sdl(sdl: string): string {
  const definitions = parse(sdl).definitions;
  const entities = new Set<string>();
  for (const definition of definitions) {
    const match =
      definition.kind === Kind.OBJECT_TYPE_DEFINITION && WRAPPER.exec(definition.name.value);
    if (match && match[2] === "Entity" && match[1]) entities.add(match[1]);
  }
  const out: string[] = ["enum PublicationStatus {\n  DRAFT\n  PUBLISHED\n}"];
  for (const definition of definitions) {
    if (
      definition.kind === Kind.ENUM_TYPE_DEFINITION &&
      definition.name.value === "PublicationState"
    )
      continue;
    if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      // Strapi 5 filters a record by its documentId, not by a row id.
      const fields = definition.fields?.map((field) =>
        field.name.value === "id" && definition.name.value.endsWith("FiltersInput")
          ? { ...field, name: nameNode("documentId") }
          : field,
      );
      out.push(print({ ...definition, fields }));
      continue;
    }
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) {
      out.push(print(definition));
      continue;
    }
    const name = definition.name.value;
    const wrapper = WRAPPER.exec(name);
    if (name === "ResponseCollectionMeta") continue;
    if (wrapper?.[2] === "EntityResponseCollection" && wrapper[1]) {
      out.push(`type ${name} {\n  nodes: [${wrapper[1]}!]!\n  pageInfo: Pagination!\n}`);
      continue;
    }
    if (wrapper) continue;
    const fields = (definition.fields ?? []).flatMap((field) => {
      const flat = flatField(field);
      const isRoot = name === "Query" && namedOf(field.type).endsWith("EntityResponseCollection");
      // Strapi 5 counts a collection only in its connection, asked with the same arguments.
      return isRoot
        ? [
            flat,
            {
              ...fieldNamed(`${field.name.value}_connection`, named(namedOf(field.type))),
              arguments: flat.arguments,
            },
          ]
        : [flat];
    });
    const documentId = fieldNamed("documentId", {
      kind: Kind.NON_NULL_TYPE,
      type: named("ID"),
    });
    const type: ObjectTypeDefinitionNode = {
      ...definition,
      fields: entities.has(name) ? [documentId, ...fields] : fields,
    };
    out.push(print(type));
  }
  return out.join("\n\n");
}
