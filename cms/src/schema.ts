/**
 * The contract schema and the few questions the service asks about it. The
 * service decides what a seed value means by looking at the GraphQL type of the
 * field it sits in, following the Strapi v4 naming conventions:
 * `XxxEntityResponse` is a relation to one record (or one media file),
 * `XxxRelationResponseCollection` a relation to many, any other object type a
 * component, a union a dynamic zone.
 */
import {
  buildSchema,
  type GraphQLField,
  type GraphQLNamedType,
  GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isUnionType,
} from "graphql";
import { SCHEMA_SDL } from "./schema-sdl";

let built: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  built ??= buildSchema(SCHEMA_SDL);
  return built;
}

const TO_ONE = /EntityResponse$/;
const TO_MANY = /(RelationResponseCollection|EntityResponseCollection)$/;

/** `ProductEntityResponse` and friends: a seed value of this type is a key. */
export function isRelationType(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && (TO_ONE.test(type.name) || TO_MANY.test(type.name));
}

export function isToManyRelation(type: GraphQLNamedType): boolean {
  return TO_MANY.test(type.name);
}

/** Plain object types that are neither relations nor entities: Strapi components. */
export function isComponentType(type: GraphQLNamedType): type is GraphQLObjectType {
  if (!isObjectType(type)) return false;
  const name = type.name;
  return (
    !TO_ONE.test(name) && !TO_MANY.test(name) && !name.endsWith("Entity") && !hasEntityShape(type)
  );
}

function hasEntityShape(type: GraphQLObjectType): boolean {
  const fields = type.getFields();
  return "attributes" in fields && "id" in fields;
}

const targets = new WeakMap<GraphQLObjectType, GraphQLObjectType>();

/**
 * The attributes type a relation or response points at:
 * `ProductRelationResponseCollection` → `Product`, via `data` → `ProductEntity` → `attributes`.
 */
export function relationTarget(type: GraphQLObjectType): GraphQLObjectType {
  const known = targets.get(type);
  if (known) return known;
  const entity = getNamedType(type.getFields().data?.type);
  const attributes = isObjectType(entity)
    ? getNamedType(entity.getFields().attributes?.type)
    : undefined;
  if (!isObjectType(attributes)) throw new Error(`${type.name} does not wrap an entity`);
  targets.set(type, attributes);
  return attributes;
}

export function objectType(name: string): GraphQLObjectType {
  const type = getSchema().getType(name);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`Unknown object type ${name}`);
  return type;
}

export function fieldOf(
  type: GraphQLObjectType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  return type.getFields()[name];
}

/** Whether a field's type is a list (ignoring non-null wrappers). */
export function isListField(type: GraphQLType): boolean {
  return isListType(getNullableType(type));
}

/** The member of a dynamic-zone union named by a seed entry's `__typename`, if any. */
export function unionMember(
  union: GraphQLNamedType,
  typename: unknown,
): GraphQLObjectType | undefined {
  if (!isUnionType(union) || typeof typename !== "string") return undefined;
  return union.getTypes().find((t) => t.name === typename);
}
