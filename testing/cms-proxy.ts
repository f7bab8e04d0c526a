/**
 * @module A controllable stand-in for the network between the site and the content
 * service, for integration tests: it forwards to the real local content service,
 * counts calls per GraphQL operation, and can play "down" (connection refused
 * style 502) or "slow".
 *
 * Control endpoints (tests call them over HTTP, since test files run in other
 * processes): `POST /__proxy/mode` `{ mode: "up" | "down" | "slow" }`,
 * `GET /__proxy/calls`, `POST /__proxy/reset`.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

type Mode = "up" | "down" | "slow";

export interface CmsProxy {
  url: string;
  close(): Promise<void>;
}

export async function startCmsProxy(target: string): Promise<CmsProxy> {
  let mode: Mode = "up";
  let calls: Record<string, number> = {};

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
        res.writeHead(204).end();
        return;
      }
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
    if (mode === "slow") await new Promise((r) => setTimeout(r, 10_000));
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
