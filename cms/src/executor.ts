/**
 * GraphQL over HTTP the way Strapi (Apollo Server) answers it, in Strapi 4's
 * shape or Strapi 5's (strapi5-schema.ts), as the service is set: a request
 * that cannot run (bad JSON, syntax or validation errors, bad variables) gets
 * 400 with `errors`; one that ran gets 200 with `data` and maybe `errors`.
 * Free of worker-only APIs, so tests run it in Node with fixture seeds.
 */
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLFormattedError,
  getOperationAST,
  parse,
  validate,
} from "graphql";
import { contentFor } from "./content";
import { StrapiError } from "./errors";
import { mediaLibraryFor } from "./media";
import { loadOverlays } from "./overlays";
import { type ExecContext, fieldResolver, typeResolver } from "./resolvers";
import { getSchema } from "./schema";
import type { Seed } from "./seed-types";
import type { StateStore } from "./state";
import { strapi5FieldResolver } from "./strapi5-resolvers";
import { getStrapi5Schema } from "./strapi5-schema";

export interface GraphQLParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface ExecuteOptions {
  seed: Seed;
  state: StateStore;
  /** Origin for absolute media URLs (PUBLIC_URL or the request's origin). */
  origin: string;
  /** The API_TOKEN setting; empty or undefined means no token is required. */
  apiToken?: string;
  /** The request's Authorization header. */
  authorization?: string | null;
  now?: () => Date;
  /** Only queries may run (GET requests). */
  queriesOnly?: boolean;
  /** Which Strapi's GraphQL to answer: 5 (the default) or 4. */
  strapiVersion?: StrapiVersion;
}

export type StrapiVersion = 4 | 5;

/** The STRAPI_VERSION setting: `4`, or today's Strapi, 5. */
export function strapiVersion(raw: string | undefined): StrapiVersion {
  return raw?.trim() === "4" ? 4 : 5;
}

export interface GraphQLResponse {
  status: number;
  body: { data?: unknown; errors?: GraphQLFormattedError[] };
  operationName: string | null;
}

function requestError(
  message: string,
  code: string,
  status = 400,
  operationName: string | null = null,
): GraphQLResponse {
  return { status, body: { errors: [{ message, extensions: { code } }] }, operationName };
}

export function bearerToken(authorization: string | null | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() ?? null;
}

export async function runGraphQL(
  params: GraphQLParams,
  options: ExecuteOptions,
): Promise<GraphQLResponse> {
  const requestedName =
    typeof params.operationName === "string" && params.operationName ? params.operationName : null;
  if (typeof params.query !== "string" || !params.query.trim())
    return requestError(
      "GraphQL operations must contain a non-empty `query`.",
      "BAD_REQUEST",
      400,
      requestedName,
    );

  let variables: Record<string, unknown> | undefined;
  if (typeof params.variables === "string" && params.variables) {
    try {
      variables = JSON.parse(params.variables);
    } catch {
      return requestError("Variables are invalid JSON.", "BAD_REQUEST", 400, requestedName);
    }
  } else if (params.variables != null) {
    if (typeof params.variables !== "object" || Array.isArray(params.variables))
      return requestError("Variables must be an object.", "BAD_REQUEST", 400, requestedName);
    variables = params.variables as Record<string, unknown>;
  }

  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch (error) {
    const formatted = error instanceof GraphQLError ? error.toJSON() : { message: String(error) };
    return {
      status: 400,
      body: { errors: [{ ...formatted, extensions: { code: "GRAPHQL_PARSE_FAILED" } }] },
      operationName: requestedName,
    };
  }
  const operation = getOperationAST(document, requestedName);
  const operationName = requestedName ?? operation?.name?.value ?? null;

  const strapi4 = options.strapiVersion === 4;
  const schema = strapi4 ? getSchema() : getStrapi5Schema();
  const validationErrors = validate(schema, document);
  if (validationErrors.length) {
    return {
      status: 400,
      body: {
        errors: validationErrors.map((e) => ({
          ...e.toJSON(),
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        })),
      },
      operationName,
    };
  }
  if (options.queriesOnly && operation && operation.operation !== "query")
    return requestError("GET supports only query operation", "BAD_REQUEST", 405, operationName);

  const apiToken = options.apiToken || "";
  const overlays = await loadOverlays(options.state);
  const context: ExecContext = {
    content: contentFor(options.seed, overlays),
    media: mediaLibraryFor(options.seed),
    origin: options.origin.replace(/\/+$/, ""),
    authorized: !apiToken || bearerToken(options.authorization) === apiToken,
    state: options.state,
    now: options.now ?? (() => new Date()),
  };

  const result: ExecutionResult = await execute({
    schema,
    document,
    variableValues: variables,
    operationName: requestedName,
    contextValue: context,
    fieldResolver: strapi4 ? fieldResolver : strapi5FieldResolver,
    typeResolver,
  });

  const errors = result.errors?.map(formatError);
  // No data at all means the request never ran (bad variables, unknown operation): a 400, like Apollo.
  if (result.data === undefined) {
    return {
      status: 400,
      body: {
        errors: errors?.map((e) => ({
          ...e,
          extensions: { code: "BAD_USER_INPUT", ...e.extensions },
        })),
      },
      operationName,
    };
  }
  return {
    status: 200,
    body: errors?.length ? { errors, data: result.data } : { data: result.data },
    operationName,
  };
}

/** Strapi's formatter: known errors keep their message and extensions, others become "Internal Server Error". */
function formatError(error: GraphQLError): GraphQLFormattedError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError || original instanceof StrapiError)
    return error.toJSON();
  console.error(
    JSON.stringify({
      level: "error",
      message: original.message,
      path: error.path,
      stack: original.stack,
    }),
  );
  return {
    message: "Internal Server Error",
    locations: error.locations,
    path: error.path,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}
