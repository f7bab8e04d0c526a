/**
 * @module A controllable stand-in for the network between the site and the content
 * service, for integration tests: it forwards to the real local content service,
 * counts calls per GraphQL operation, and can play "down" (a gateway's 502),
 * "slow" ({@link SLOW_MS}, beyond the site's timeout), "lag" (1.5 s, within it), "500" (the service failing with a JSON
 * error), "malformed" (200 with a cut-off JSON body) or "gone" (the connection
 * closed without an answer). It also relays the content service's webhooks to the site
 * (so a test can hold them back) and keeps the site's log lines for tests to read.
 *
 * Control endpoints (tests call them over HTTP, since test files run in other
 * processes): `POST /__proxy/mode` `{ mode: "up" | "down" | "slow" | "lag" | "500" | "malformed" | "gone" }`,
 * `GET /__proxy/calls`, `POST /__proxy/reset`, `POST /__proxy/webhooks`
 * `{ deliver: boolean }`, `GET /__proxy/site-log?from=<n>` (lines from index n,
 * and the next index), `GET /__proxy/error-reports` (the Sentry envelopes the site
 * sent to `POST /api/<project>/envelope/`). Webhooks arrive at `POST /__webhook`.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * The test stack's content-service timeout (CMS_TIMEOUT_MS): long enough for the
 * bundled content service on a busy 2-core machine (calls of 4 s and more were
 * seen at a load average of 8 to 30), so only a fault the test plays is a timeout.
 */
export const CMS_TIMEOUT_MS = 8000;
/** "slow": well beyond the site's timeout. */
export const SLOW_MS = CMS_TIMEOUT_MS + 7000;
/** "lag": slow enough to see a page start before its content, within the site's timeout. */
export const LAG_MS = 1500;

export type Mode = "up" | "down" | "slow" | "lag" | "500" | "malformed" | "gone";

export interface CmsProxy {
  url: string;
  /** Where GraphQL and media go: the real content service (set once it runs). */
  setTarget(origin: string): void;
  /** Where webhooks go: the site (set once it runs). */
  setSite(origin: string): void;
  /** Keeps one line the site printed. */
  siteLog(line: string): void;
  close(): Promise<void>;
}

/** Enough for a whole test file's requests; older lines are dropped. */
const SITE_LOG_LIMIT = 5000;

export async function startCmsProxy(initialTarget = ""): Promise<CmsProxy> {
  let target = initialTarget;
  let site = "";
  let mode: Mode = "up";
  let calls: Record<string, number> = {};
  let deliverWebhooks = true;
  const siteLines: string[] = [];
  const errorReports: string[] = [];
  let dropped = 0;

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url?.startsWith("/__proxy/")) {
      if (req.url === "/__proxy/mode" && req.method === "POST") {
        mode = (JSON.parse(body.toString() || "{}").mode ?? "up") as Mode;
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ mode }));
        return;
      }
      if (req.url === "/__proxy/calls") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(calls));
        return;
      }
      if (req.url === "/__proxy/reset" && req.method === "POST") {
        calls = {};
        mode = "up";
        deliverWebhooks = true;
        res.writeHead(204).end();
        return;
      }
      if (req.url === "/__proxy/webhooks" && req.method === "POST") {
        deliverWebhooks = JSON.parse(body.toString() || "{}").deliver !== false;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ deliver: deliverWebhooks }));
        return;
      }
      if (req.url?.startsWith("/__proxy/site-log")) {
        const from = Number(new URL(req.url, "http://proxy").searchParams.get("from") ?? 0);
        const lines = siteLines.slice(Math.max(0, from - dropped));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ lines, next: dropped + siteLines.length }));
        return;
      }
    }
    if (req.url?.startsWith("/__proxy/error-reports")) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(errorReports));
      return;
    }
    // The site's error reports (SENTRY_DSN points here in tests): Sentry's envelope endpoint.
    if (req.method === "POST" && /^\/api\/\d+\/envelope\//.test(req.url ?? "")) {
      errorReports.push(body.toString());
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
      return;
    }
    if (req.url === "/__webhook" && req.method === "POST") {
      if (!deliverWebhooks) {
        // Like a lost delivery: the content service does not retry.
        res.writeHead(204).end();
        return;
      }
      const upstream = await fetch(`${site}/api/cms-webhook`, {
        method: "POST",
        headers: {
          "content-type": req.headers["content-type"] ?? "application/json",
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        },
        body: new Uint8Array(body),
      }).catch(() => null);
      res.writeHead(upstream?.status ?? 502, { "content-type": "application/json" });
      res.end(upstream ? await upstream.text() : "");
      return;
    }
    if (req.method === "POST" && req.url === "/graphql") {
      try {
        const op = JSON.parse(body.toString()).operationName ?? "anonymous";
        calls[op] = (calls[op] ?? 0) + 1;
      } catch {
        calls.unparsable = (calls.unparsable ?? 0) + 1;
      }
    }
    if (mode === "down") {
      res.writeHead(502, { "content-type": "text/plain" }).end("content service down");
      return;
    }
    if (mode === "500") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ errors: [{ message: "Internal Server Error" }] }));
      return;
    }
    if (mode === "malformed") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"data": {"products": {"da');
      return;
    }
    if (mode === "gone") {
      req.socket.destroy();
      return;
    }
    if (mode === "slow") await new Promise((r) => setTimeout(r, SLOW_MS));
    if (mode === "lag") await new Promise((r) => setTimeout(r, LAG_MS));
    try {
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(key))
          headers.set(key, value);
      }
      const upstream = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(body),
      });
      const responseHeaders: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        if (
          !["content-encoding", "content-length", "transfer-encoding", "connection"].includes(key)
        ) {
          responseHeaders[key] = value;
        }
      });
      res
        .writeHead(upstream.status, responseHeaders)
        .end(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget: (origin) => {
      target = origin;
    },
    setSite: (origin) => {
      site = origin;
    },
    siteLog: (line) => {
      siteLines.push(line);
      if (siteLines.length > SITE_LOG_LIMIT) {
        siteLines.shift();
        dropped++;
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
