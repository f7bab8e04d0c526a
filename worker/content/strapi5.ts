/**
 * @module The adapter for Strapi 5. The site's documents are written once, in
 * Strapi 4's shape (queries.ts, list-queries.ts), and their answers typed from it
 * (shared/content-operations.generated.ts); everything above the content boundary
 * (normalize, tags, paged lists, purge) reads that shape. For a Strapi 5 this
 * module derives each document's Strapi 5 form mechanically, and turns the Strapi 5
 * answer back into the Strapi 4 form of the document the site wrote:
 *
 * | Strapi 4 (written) | Strapi 5 (sent) |
 * |---|---|
 * | `field { data { __typename id attributes { … } } }` | `field { __typename documentId … }` (plain lists for many) |
 * | `list(…) { data { … } meta { pagination { … } } }` | `list(…) { … }` and `list_connection(…) { pageInfo { … } }` |
 * | `$publicationState: PublicationState`, `publicationState: PREVIEW` | `$status: PublicationStatus`, `status: DRAFT` |
 * | `__typename: "ProductEntity"`, `id: "12"` | `__typename: "Product"`, `documentId: "…"` (all locales share it) |
 *
 * A record's identity is its `documentId` on Strapi 5, so its cache tags are
 * `product:<documentId>` there, as its webhooks name it (purge-for-webhook.ts).
 */
import {
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from "graphql";

const parsed = new Map<string, OperationDefinitionNode>();
const strapi5Documents = new Map<string, string>();

/** The document's one operation, parsed once per isolate. */
function operationOf(document: string): OperationDefinitionNode {
  let definition = parsed.get(document);
  if (!definition) {
    const found = parse(document).definitions.find(
      (each): each is OperationDefinitionNode => each.kind === Kind.OPERATION_DEFINITION,
    );
    if (!found) throw new Error("GraphQL document without an operation");
    definition = found;
    parsed.set(document, definition);
  }
  return definition;
}

/** Strapi 5's form of a document written in Strapi 4's shape. */
export function strapi5Document(document: string): string {
  let converted = strapi5Documents.get(document);
  if (converted === undefined) {
    const operation = operationOf(document);
    const result: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [
        {
          ...operation,
          variableDefinitions: operation.variableDefinitions?.map(toStatusVariable),
          selectionSet: convertSelections(operation.selectionSet, true),
        },
      ],
    };
    converted = print(result);
    strapi5Documents.set(document, converted);
  }
  return converted;
}

/** The variables for Strapi 5: a preview's `publicationState: PREVIEW` becomes `status: DRAFT`. */
export function strapi5Variables(variables: Record<string, unknown>): Record<string, unknown> {
  const { publicationState, ...rest } = variables;
  return publicationState === "PREVIEW" ? { ...rest, status: "DRAFT" } : rest;
}

function toStatusVariable(definition: VariableDefinitionNode): VariableDefinitionNode {
  if (definition.variable.name.value !== "publicationState") return definition;
  return {
    ...definition,
    variable: { ...definition.variable, name: { kind: Kind.NAME, value: "status" } },
    type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: "PublicationStatus" } },
  };
}

function toStatusArgument(argument: ArgumentNode): ArgumentNode {
  if (argument.name.value !== "publicationState") return argument;
  const { value } = argument;
  return {
    ...argument,
    name: { kind: Kind.NAME, value: "status" },
    value:
      value.kind === Kind.VARIABLE
        ? { ...value, name: { kind: Kind.NAME, value: "status" } }
        : value.kind === Kind.ENUM && value.value === "PREVIEW"
          ? { ...value, value: "DRAFT" }
          : { kind: Kind.ENUM, value: "PUBLISHED" },
  };
}

/** `data { … }` (with `meta` at most): a Strapi 4 entity response; its parts, if so. */
function entityResponse(field: FieldNode): { data: FieldNode; meta?: FieldNode } | null {
  const fields = field.selectionSet?.selections ?? [];
  const data = fields.find(
    (each): each is FieldNode => each.kind === Kind.FIELD && each.name.value === "data",
  );
  const meta = fields.find(
    (each): each is FieldNode => each.kind === Kind.FIELD && each.name.value === "meta",
  );
  if (!data?.selectionSet || fields.length !== (meta ? 2 : 1)) return null;
  return { data, meta };
}

/** The entity's own fields, unwrapped: `__typename`, `id` → `documentId`, then its attributes'. */
function entitySelections(data: FieldNode): SelectionNode[] {
  const out: SelectionNode[] = [];
  for (const selection of data.selectionSet?.selections ?? []) {
    if (selection.kind !== Kind.FIELD) continue;
    const name = selection.name.value;
    if (name === "__typename") out.push(selection);
    else if (name === "id") out.push(field("documentId"));
    else if (name === "attributes" && selection.selectionSet)
      out.push(...convertSelections(selection.selectionSet, false).selections);
  }
  return out;
}

function field(name: string, selections?: SelectionNode[], args?: readonly ArgumentNode[]) {
  const node: FieldNode = {
    kind: Kind.FIELD,
    name: { kind: Kind.NAME, value: name },
    arguments: args,
    selectionSet: selections && { kind: Kind.SELECTION_SET, selections },
  };
  return node;
}

function convertSelections(set: SelectionSetNode, root: boolean): SelectionSetNode {
  const selections: SelectionNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      selections.push({
        ...selection,
        selectionSet: convertSelections(selection.selectionSet, false),
      });
      continue;
    }
    if (selection.kind !== Kind.FIELD || !selection.selectionSet) {
      selections.push(selection);
      continue;
    }
    const args = selection.arguments?.map(toStatusArgument);
    const response = entityResponse(selection);
    if (!response) {
      selections.push({
        ...selection,
        arguments: args,
        selectionSet: convertSelections(selection.selectionSet, false),
      });
      continue;
    }
    selections.push({
      ...selection,
      arguments: args,
      selectionSet: { kind: Kind.SELECTION_SET, selections: entitySelections(response.data) },
    });
    const pagination = response.meta?.selectionSet?.selections.find(
      (each): each is FieldNode => each.kind === Kind.FIELD && each.name.value === "pagination",
    );
    if (root && pagination?.selectionSet) {
      // Strapi 5 counts a list only in its connection, asked with the same arguments.
      selections.push(
        field(
          `${selection.name.value}_connection`,
          [field("pageInfo", [...pagination.selectionSet.selections])],
          args,
        ),
      );
    }
  }
  return { kind: Kind.SELECTION_SET, selections };
}

/**
 * A Strapi 5 answer in the Strapi 4 shape of `document`: exactly what Strapi 4
 * answers to it, field by field, so its generated type describes it.
 */
export function fromStrapi5Answer<TData>(document: string, answer: unknown): TData;
export function fromStrapi5Answer(document: string, answer: unknown): unknown {
  return rewrap(operationOf(document).selectionSet, answer, true);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rewrap(set: SelectionSetNode, value: unknown, root: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrap(set, item, root));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition?.name.value;
      if (!type || type === value.__typename)
        Object.assign(out, rewrap(selection.selectionSet, value, false));
      continue;
    }
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    const item = value[key];
    const response = selection.selectionSet ? entityResponse(selection) : null;
    if (!response) {
      out[key] = selection.selectionSet ? rewrap(selection.selectionSet, item, false) : item;
      continue;
    }
    const data = Array.isArray(item)
      ? item.map((entity) => rewrapEntity(response.data, entity))
      : rewrapEntity(response.data, item);
    if (!response.meta) {
      out[key] = { data };
      continue;
    }
    const connection = root ? value[`${selection.name.value}_connection`] : undefined;
    const pageInfo = isRecord(connection) ? connection.pageInfo : undefined;
    out[key] = { data, meta: { pagination: isRecord(pageInfo) ? pageInfo : null } };
  }
  return out;
}

function rewrapEntity(data: FieldNode, entity: unknown): unknown {
  if (!isRecord(entity)) return null;
  const out: Record<string, unknown> = {};
  for (const selection of data.selectionSet?.selections ?? []) {
    if (selection.kind !== Kind.FIELD) continue;
    const name = selection.name.value;
    if (name === "__typename" && typeof entity.__typename === "string")
      out.__typename = `${entity.__typename}Entity`;
    else if (name === "id") out.id = entity.documentId ?? null;
    else if (name === "attributes" && selection.selectionSet)
      out.attributes = rewrap(selection.selectionSet, entity, false);
  }
  return out;
}
