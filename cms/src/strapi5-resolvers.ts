/**
 * Answers in Strapi 5's shape (strapi5-schema.ts) with the Strapi 4 resolvers:
 * each Strapi 5 field is resolved as its Strapi 4 twin, then unwrapped: an
 * entity response becomes its record, a list of them a plain list, a root's
 * connection `{ nodes, pageInfo }`. Same seed, same limits, same filters, so the
 * two shapes never disagree on what they answer.
 */
import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  getNamedType,
  isObjectType,
} from "graphql";
import { documentIdOf } from "./document-id";
import { type ExecContext, fieldResolver, Node } from "./resolvers";
import { getSchema, isRelationType, isToManyRelation } from "./schema";

/** The documentId of each record handed out, by its attributes node. */
const documentIds = new WeakMap<Node, string>();

export const strapi5FieldResolver: GraphQLFieldResolver<unknown, ExecContext> = async (
  source,
  args,
  ctx,
  info,
) => {
  const schema = getSchema();
  const parent = strapi4Parent(source, info, schema);
  if (!parent) return defaultFieldResolver(source, args, ctx, info);
  if (info.fieldName === "documentId" && source instanceof Node)
    return documentIds.get(source) ?? null;
  const connection = parent === schema.getQueryType() && info.fieldName.endsWith("_connection");
  const fieldName = connection ? info.fieldName.slice(0, -"_connection".length) : info.fieldName;
  const field = parent.getFields()[fieldName];
  if (!field) return null;
  const strapi4Info: GraphQLResolveInfo = {
    ...info,
    schema,
    parentType: parent,
    fieldName,
    returnType: field.type,
  };
  const answer: unknown = await fieldResolver(source, strapi4Args(args), ctx, strapi4Info);
  const type = getNamedType(field.type);
  if (!isRelationType(type) || !isWrapped(answer)) return answer;
  const records = Array.isArray(answer.data)
    ? answer.data.map(unwrap)
    : answer.data
      ? [unwrap(answer.data)]
      : [];
  if (connection) return { nodes: records, pageInfo: answer.meta?.pagination ?? null };
  return isToManyRelation(type) ? records : (records[0] ?? null);
};

/** The Strapi 4 type whose field this is, when the service resolves it (roots and records). */
function strapi4Parent(
  source: unknown,
  info: GraphQLResolveInfo,
  schema: ReturnType<typeof getSchema>,
): GraphQLObjectType | null | undefined {
  if (info.parentType === info.schema.getQueryType()) return schema.getQueryType();
  if (info.parentType === info.schema.getMutationType()) return schema.getMutationType();
  // A connection's `nodes` and `pageInfo` are plain values.
  if (!(source instanceof Node)) return null;
  const type = schema.getType(info.parentType.name);
  return isObjectType(type) ? type : null;
}

function strapi4Args(args: Record<string, unknown>): Record<string, unknown> {
  const { status, ...rest } = args;
  return status === "DRAFT" ? { ...rest, publicationState: "PREVIEW" } : rest;
}

interface Wrapped {
  data: unknown;
  meta?: { pagination?: unknown };
}

function isWrapped(value: unknown): value is Wrapped {
  return typeof value === "object" && value !== null && "data" in value;
}

function unwrap(entity: unknown): Node | null {
  if (typeof entity !== "object" || entity === null || !("attributes" in entity)) return null;
  const { attributes } = entity;
  if (!(attributes instanceof Node)) return null;
  const id = "id" in entity ? String(entity.id) : "";
  documentIds.set(
    attributes,
    attributes.row
      ? documentIdOf(attributes.row.type, attributes.row.key)
      : documentIdOf(attributes.typeName, id),
  );
  return attributes;
}
