/**
 * @module The one way the site talks to the content service: graphql-request with
 * the contract's operation names, a bearer token when configured and a timeout.
 */
import { ClientError, GraphQLClient } from "graphql-request";
import type { ContentOperations } from "../../shared/content-operations.generated";
import type { Settings } from "../env";
import { fromStrapi5Answer, strapi5Document, strapi5Variables } from "./strapi5";

/** The name of an operation the site sends (worker/content/operations.graphql). */
export type OperationName = keyof ContentOperations;

/** What an operation's variables may hold: each is a key of the content layer's cache. */
export type Variables = Record<string, unknown>;

/** An operation's variables as its callers give them: optional when none is required. */
export type VariablesArgument<TVariables extends Variables> =
  Record<never, never> extends TVariables
    ? [variables?: NoInfer<TVariables>]
    : [variables: NoInfer<TVariables>];

/**
 * A GraphQL document together with the operation name the contract gives it, and
 * the types of its answer and variables, generated from the document and the
 * contract (`npm run codegen`).
 */
export interface Operation<TData, TVariables = Variables> {
  name: string;
  document: string;
  /** A list query: read page after page into one answer (paged.ts). */
  readonly paged?: boolean;
  /** Phantom fields: tie the document to the shapes of its answer and variables. */
  readonly __data?: TData;
  readonly __variables?: TVariables;
}

/** The operation named `name`, typed by what the generator made of its document. */
export type OperationOf<N extends OperationName> = Operation<
  ContentOperations[N]["data"],
  ContentOperations[N]["variables"]
>;

export function operation<N extends OperationName>(name: N, document: string): OperationOf<N> {
  if (!new RegExp(`\\b(query|mutation)\\s+${name}\\b`).test(document)) {
    throw new Error(`GraphQL document does not declare operation "${name}"`);
  }
  return { name, document };
}

/** The content service could not give an answer: down, slow, or it answered errors. */
export class ContentServiceError extends Error {
  readonly operation: string;
  /** `malformed`: an answer that is not JSON (cut off, or a proxy's page). */
  readonly reason: "timeout" | "network" | "http" | "graphql" | "malformed";
  readonly status?: number;

  constructor(
    operation: string,
    reason: ContentServiceError["reason"],
    message: string,
    status?: number,
  ) {
    super(`${operation}: ${reason}: ${message}`);
    this.name = "ContentServiceError";
    this.operation = operation;
    this.reason = reason;
    this.status = status;
  }
}

/** Gateway answers that mean "not reachable now", as opposed to the service's own failure. */
const UNAVAILABLE_STATUSES = new Set([429, 502, 503, 504]);

/**
 * Whether a failure is the content service being unreachable for now (no answer in
 * time, no connection, a gateway or the service saying "unavailable"), which a
 * visitor or crawler should retry later, rather than the service answering wrongly
 * (its own 500, a refused query, a cut-off answer) or the site's own error.
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof ContentServiceError)) return false;
  if (error.reason === "timeout" || error.reason === "network") return true;
  return error.reason === "http" && UNAVAILABLE_STATUSES.has(error.status ?? 0);
}

export interface RequestOptions {
  /** An editor's token replaces the site's own for previews. */
  token?: string;
}

export async function requestContent<TData, TVariables extends Variables>(
  settings: Settings,
  op: Operation<TData, TVariables>,
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TData> {
  const token = options.token ?? settings.apiToken;
  const client = new GraphQLClient(settings.graphqlUrl, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // Workers' fetch must be called unbound from the global scope.
    fetch: (input, init) => fetch(input, init),
  });
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    // Where an answer gets its type: the one the generator made of this very
    // document (shared/content-operations.generated.ts), which the contract test validates
    // against the schemas Strapi 4 and 5 serve (strapi-contract.test.ts). The
    // documents are Strapi 4's; a Strapi 5 gets their Strapi 5 form and its
    // answer comes back in the Strapi 4 shape (strapi5.ts).
    if (settings.strapiVersion === 4)
      return await client.request<TData>({ document: op.document, variables, signal });
    const answer = await client.request<unknown>({
      document: strapi5Document(op.document),
      variables: strapi5Variables(variables),
      signal,
    });
    return fromStrapi5Answer<TData>(op.document, answer);
  } catch (error) {
    throw toContentServiceError(op.name, error);
  }
}

function toContentServiceError(name: string, error: unknown): ContentServiceError {
  if (error instanceof ClientError) {
    const status = error.response.status;
    const messages = (error.response.errors ?? []).map((e) => e.message).join("; ");
    return status >= 200 && status < 300
      ? new ContentServiceError(name, "graphql", messages || "errors in answer", status)
      : new ContentServiceError(name, "http", `status ${status}`, status);
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new ContentServiceError(name, "timeout", "no answer in time");
  }
  if (error instanceof SyntaxError)
    return new ContentServiceError(name, "malformed", error.message);
  return new ContentServiceError(
    name,
    "network",
    error instanceof Error ? error.message : String(error),
  );
}
