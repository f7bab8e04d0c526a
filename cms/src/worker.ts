/**
 * The content service's HTTP surface: GraphQL, media files, contact requests,
 * the editor stand-in and a health check. One JSON log line per request.
 */
import { handleAdmin } from "./admin";
import { parseBulkRecords, withBulkRecords } from "./bulk";
import { clearContactRequests, listContactRequests } from "./contact-requests";
import {
  bearerToken,
  type GraphQLParams,
  type GraphQLResponse,
  runGraphQL,
  strapiVersion,
} from "./executor";
import { etagOf, mediaLibraryFor } from "./media";
import type { Seed } from "./seed-types";
import { memoryState, type StateStore } from "./state";

export interface Env {
  CMS_STATE?: KVNamespace;
  /** When set: required for PREVIEW, for createContactRequest and for /admin/*. */
  API_TOKEN?: string;
  WEBHOOK_URL?: string;
  WEBHOOK_SECRET?: string;
  /** Origin of absolute media URLs; default: the origin of the incoming request. */
  PUBLIC_URL?: string;
  /** Extra records for tests at scale (bulk.ts): `products=130,blogs=250`. */
  BULK_RECORDS?: string;
  /** Answer and send webhooks as Strapi `4` or `5` (the default). */
  STRAPI_VERSION?: string;
}

export interface WorkerOptions {
  now?: () => Date;
  /** Used for webhooks; tests inject a recorder. */
  fetch?: typeof fetch;
  /** Where the one-line request logs go; console.log by default. */
  log?: (line: string) => void;
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, HEAD, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "authorization, content-type",
};

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...CORS, ...headers },
  });
}

function notFound(): Response {
  return json(
    {
      data: null,
      error: { status: 404, name: "NotFoundError", message: "Not Found", details: {} },
    },
    404,
  );
}

export function createWorker(baseSeed: Seed, options: WorkerOptions = {}) {
  // Without a KV binding (a plain bundle run elsewhere) state lives as long as the isolate.
  const fallbackState = memoryState();
  // One seed object per setting: answers are built once per seed (content.ts).
  const seeds = new Map<string, Seed>();
  const seedFor = (env: Env): Seed => {
    const setting = env.BULK_RECORDS?.trim() ?? "";
    if (!setting) return baseSeed;
    let seed = seeds.get(setting);
    if (!seed) {
      seed = withBulkRecords(baseSeed, parseBulkRecords(setting));
      seeds.set(setting, seed);
    }
    return seed;
  };

  async function route(
    request: Request,
    env: Env,
    log: { operationName?: string | null },
  ): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const method = request.method.toUpperCase();
    const state: StateStore = env.CMS_STATE ?? fallbackState;
    const apiToken = env.API_TOKEN || "";
    const seed = seedFor(env);

    if (method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
    if (path === "/health" && (method === "GET" || method === "HEAD")) return json({ ok: true });

    if (path === "/graphql") {
      // A token that is sent but wrong is refused outright, as Strapi's auth does (401).
      const sent = bearerToken(request.headers.get("authorization"));
      if (apiToken && sent !== null && sent !== apiToken) {
        return json(
          {
            data: null,
            error: {
              status: 401,
              name: "UnauthorizedError",
              message: "Missing or invalid credentials",
              details: {},
            },
            errors: [
              {
                message: "Missing or invalid credentials",
                extensions: { code: "UNAUTHENTICATED" },
              },
            ],
          },
          401,
        );
      }
      let params: GraphQLParams;
      if (method === "POST") {
        let body: unknown;
        try {
          body = JSON.parse(await request.text());
        } catch {
          return json(
            {
              errors: [
                { message: "POST body sent invalid JSON.", extensions: { code: "BAD_REQUEST" } },
              ],
            },
            400,
          );
        }
        if (!body || typeof body !== "object" || Array.isArray(body))
          return json(
            {
              errors: [
                {
                  message: "POST body must be a JSON object.",
                  extensions: { code: "BAD_REQUEST" },
                },
              ],
            },
            400,
          );
        params = body as GraphQLParams;
      } else if (method === "GET") {
        params = {
          query: url.searchParams.get("query") ?? undefined,
          variables: url.searchParams.get("variables") ?? undefined,
          operationName: url.searchParams.get("operationName") ?? undefined,
        };
      } else {
        return json(
          { errors: [{ message: "Method Not Allowed", extensions: { code: "BAD_REQUEST" } }] },
          405,
        );
      }
      const result: GraphQLResponse = await runGraphQL(params, {
        seed,
        state,
        origin: env.PUBLIC_URL || url.origin,
        apiToken,
        authorization: request.headers.get("authorization"),
        now: options.now,
        queriesOnly: method === "GET",
        strapiVersion: strapiVersion(env.STRAPI_VERSION),
      });
      log.operationName = result.operationName;
      return json(result.body, result.status);
    }

    if (path.startsWith("/uploads/") && (method === "GET" || method === "HEAD")) {
      const file = mediaLibraryFor(seed).file(decodeURIComponent(path.slice("/uploads/".length)));
      if (!file) return notFound();
      const etag = etagOf(file);
      const headers: Record<string, string> = {
        "content-type": file.mime === "image/svg+xml" ? "image/svg+xml; charset=utf-8" : file.mime,
        "content-length": String(file.bytes.length),
        "cache-control": "public, max-age=31536000, immutable",
        etag,
        "access-control-allow-origin": "*",
      };
      if (file.mime === "application/pdf")
        headers["content-disposition"] = `inline; filename="${file.name}"`;
      if (request.headers.get("if-none-match") === etag)
        return new Response(null, { status: 304, headers });
      return new Response(method === "HEAD" ? null : file.bytes, { status: 200, headers });
    }

    if (path === "/contact-requests") {
      if (method === "GET") return json(await listContactRequests(state));
      if (method === "DELETE") {
        await clearContactRequests(state);
        return json({ ok: true });
      }
      return json({ error: { status: 405, message: "Method Not Allowed" } }, 405);
    }

    if (path.startsWith("/admin/")) {
      if (apiToken && bearerToken(request.headers.get("authorization")) !== apiToken)
        return json(
          {
            data: null,
            error: {
              status: 401,
              name: "UnauthorizedError",
              message: "Missing or invalid credentials",
              details: {},
            },
          },
          401,
        );
      let body: unknown = null;
      if (method === "POST") {
        try {
          body = JSON.parse((await request.text()) || "null");
        } catch {
          return json(
            { error: { status: 400, name: "ValidationError", message: "Invalid JSON body" } },
            400,
          );
        }
      }
      const result = await handleAdmin(method, path, body, {
        seed,
        state,
        webhookUrl: env.WEBHOOK_URL || undefined,
        webhookSecret: env.WEBHOOK_SECRET || undefined,
        strapiVersion: strapiVersion(env.STRAPI_VERSION),
        now: options.now,
        fetch: options.fetch,
      });
      return json(result.body, result.status);
    }

    return notFound();
  }

  return {
    async fetch(request: Request, env: Env): Promise<Response> {
      const started = Date.now();
      const log: { operationName?: string | null } = {};
      let response: Response;
      try {
        response = await route(request, env ?? {}, log);
      } catch (error) {
        console.error(
          JSON.stringify({
            level: "error",
            message: error instanceof Error ? error.message : String(error),
          }),
        );
        response = json(
          {
            errors: [
              { message: "Internal Server Error", extensions: { code: "INTERNAL_SERVER_ERROR" } },
            ],
          },
          500,
        );
      }
      (options.log ?? console.log)(
        JSON.stringify({
          method: request.method,
          path: new URL(request.url).pathname,
          operationName: log.operationName ?? null,
          status: response.status,
          ms: Date.now() - started,
        }),
      );
      return response;
    },
  };
}
