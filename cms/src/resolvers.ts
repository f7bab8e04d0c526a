/**
 * The whole schema is resolved by one field resolver that reads the GraphQL
 * type of each field: collection and single-type roots, relations (seed keys →
 * records in the same locale), media keys, components, dynamic zones and plain
 * values. Nothing is written per field, so fields added to the schema and the
 * seed work without code.
 */
import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLTypeResolver,
  getNamedType,
  isObjectType,
  isUnionType,
} from "graphql";
import { addContactRequest } from "./contact-requests";
import {
  type Content,
  isPlainObject,
  isVisible,
  type PublicationState,
  type Row,
  SINGLE_KEY,
} from "./content";
import { forbiddenError } from "./errors";
import { matchesFilter, type PaginationArgs, paginate, sortRows } from "./filters";
import type { MediaLibrary } from "./media";
import { CONTACT_REQUEST_TYPE, MEDIA_TYPE } from "./models";
import {
  isListField,
  isRelationType,
  isToManyRelation,
  relationTarget,
  unionMember,
} from "./schema";
import { DEFAULT_LOCALE, type Fields } from "./seed-types";
import type { StateStore } from "./state";

export interface ExecContext {
  content: Content;
  media: MediaLibrary;
  /** Origin of absolute media URLs. */
  origin: string;
  /** False when an API token is configured and the request did not bring it. */
  authorized: boolean;
  state: StateStore;
  now: () => Date;
}

/** The attributes of a record or component, with what its relations resolve against. */
export class Node {
  constructor(
    readonly typeName: string,
    readonly data: Fields,
    /** The record's locale: relations resolve to records in this locale. */
    readonly locale: string | null,
    /** The root query's publication state, carried down to relations. */
    readonly state: PublicationState,
    readonly row?: Row,
  ) {}
}

interface Entity {
  id: string;
  attributes: Node;
}

function entity(row: Row, state: PublicationState): Entity {
  return { id: String(row.id), attributes: new Node(row.type, row.data, row.locale, state, row) };
}

function requireToken(ctx: ExecContext, state: PublicationState): void {
  if (state === "PREVIEW" && !ctx.authorized) throw forbiddenError();
}

export const typeResolver: GraphQLTypeResolver<unknown, ExecContext> = (value) =>
  value instanceof Node ? value.typeName : undefined;

export const fieldResolver: GraphQLFieldResolver<unknown, ExecContext> = (
  source,
  args,
  ctx,
  info,
) => {
  if (info.parentType === info.schema.getQueryType()) return resolveQuery(args, ctx, info);
  if (info.parentType === info.schema.getMutationType()) return resolveMutation(args, ctx, info);
  if (source instanceof Node) return resolveAttribute(source, args, ctx, info);
  return defaultFieldResolver(source, args, ctx, info);
};

// ---------------------------------------------------------------- roots

interface RootArgs {
  locale?: string | null;
  publicationState?: PublicationState | null;
  filters?: Record<string, unknown> | null;
  pagination?: PaginationArgs | null;
  sort?: string[] | null;
}

function resolveQuery(
  rawArgs: Record<string, unknown>,
  ctx: ExecContext,
  info: GraphQLResolveInfo,
) {
  const args = rawArgs as RootArgs;
  const response = getNamedType(info.returnType) as GraphQLObjectType;
  const target = relationTarget(response);
  const state: PublicationState = args.publicationState ?? "LIVE";
  requireToken(ctx, state);
  const localized = ctx.content.isLocalized(target.name);
  const locale = localized ? (args.locale ?? DEFAULT_LOCALE) : null;

  if (!isToManyRelation(response)) {
    // Single types: one record per locale.
    const row = ctx.content.find(target.name, SINGLE_KEY, locale);
    return { data: row && isVisible(row, state) ? entity(row, state) : null };
  }

  let rows = ctx.content
    .rows(target.name)
    // Strapi's i18n accepts locale "all" for every locale at once.
    .filter((row) => !localized || locale === "all" || row.locale === locale)
    .filter((row) => isVisible(row, state));
  if (args.filters)
    rows = rows.filter((row) => matchesFilter(ctx.content, target, row, args.filters, state));
  rows = sortRows(ctx.content, target, rows, args.sort, state);
  const { items, pagination } = paginate(rows, args.pagination);
  return { data: items.map((row) => entity(row, state)), meta: { pagination } };
}

async function resolveMutation(
  args: Record<string, unknown>,
  ctx: ExecContext,
  info: GraphQLResolveInfo,
) {
  if (info.fieldName !== "createContactRequest")
    throw new Error(`Unknown mutation ${info.fieldName}`);
  if (!ctx.authorized) throw forbiddenError();
  const input = isPlainObject(args.data) ? args.data : {};
  const record = await addContactRequest(ctx.state, input, ctx.now());
  return {
    data: {
      id: String(record.id),
      attributes: new Node(CONTACT_REQUEST_TYPE, { ...record }, record.locale, "LIVE"),
    },
  };
}

// ---------------------------------------------------------------- attributes

function resolveAttribute(
  node: Node,
  args: Record<string, unknown>,
  ctx: ExecContext,
  info: GraphQLResolveInfo,
) {
  const name = info.fieldName;
  const named = getNamedType(info.returnType);

  if (name === "localizations" && node.row && isRelationType(named)) {
    // The same record in the other locales, never itself; drafts only when asked for.
    const state = (args.publicationState as PublicationState | undefined) ?? "LIVE";
    requireToken(ctx, state);
    const row = node.row;
    const others = ctx.content
      .variants(row.type, row.key)
      .filter((other) => other.locale !== row.locale && isVisible(other, state));
    return { data: others.map((other) => entity(other, state)) };
  }

  const raw = node.data[name];
  if (isRelationType(named)) {
    const entities = related(ctx, relationTarget(named), raw, node);
    return isToManyRelation(named) ? { data: entities } : { data: entities[0] ?? null };
  }
  if (isObjectType(named)) {
    // A component, or a repeatable component (a list).
    if (raw == null) return null;
    const list = isListField(info.returnType);
    const wrap = (item: unknown) =>
      isPlainObject(item) ? new Node(named.name, item, node.locale, node.state) : null;
    if (list) return (Array.isArray(raw) ? raw : [raw]).map(wrap);
    return wrap(Array.isArray(raw) ? raw[0] : raw);
  }
  if (isUnionType(named)) {
    if (raw == null) return null;
    return (Array.isArray(raw) ? raw : [raw]).map((item) => dynamicZoneEntry(named, item, node));
  }
  return raw === undefined ? null : raw;
}

function related(ctx: ExecContext, target: GraphQLObjectType, raw: unknown, node: Node): Entity[] {
  if (target.name === MEDIA_TYPE) {
    const keys = raw == null ? [] : Array.isArray(raw) ? raw : [raw];
    const out: Entity[] = [];
    for (const key of keys) {
      const item = typeof key === "string" ? ctx.media.get(key) : undefined;
      if (item)
        out.push({
          id: String(item.id),
          attributes: new Node(
            MEDIA_TYPE,
            ctx.media.attributes(item, ctx.origin),
            null,
            node.state,
          ),
        });
    }
    return out;
  }
  return ctx.content
    .resolveKeys(target.name, raw, node.locale, node.state)
    .map((row) => entity(row, node.state));
}

/** A dynamic-zone entry: its `__typename` picks the component; an unknown one becomes `Error`. */
function dynamicZoneEntry(union: GraphQLNamedType, item: unknown, node: Node): Node | null {
  const typename = isPlainObject(item) ? item.__typename : undefined;
  const member = unionMember(union, typename);
  if (member && isPlainObject(item)) return new Node(member.name, item, node.locale, node.state);
  if (!unionMember(union, "Error")) return null;
  return new Node(
    "Error",
    {
      code: "UNKNOWN_COMPONENT",
      message:
        typeof typename === "string"
          ? `Unknown component "${typename}" in ${union.name}`
          : `Dynamic zone entry without __typename in ${union.name}`,
    },
    node.locale,
    node.state,
  );
}
