/**
 * @module A stand-in for Cloudflare's purge-by-URL API at the network edge, for
 * integration tests: `POST /client/v4/zones/<zone>/purge_cache` with
 * `{ files: [...] }` (or `{ purge_everything: true }`) answers like the real API
 * (`{ success: true, … }`) and keeps every call it received, with its bearer
 * token. It can refuse the next calls with a status (429 with `Retry-After: 0`,
 * a 5xx) to exercise the site's retries.
 *
 * Control endpoints: `GET /__purge/calls`, `POST /__purge/reset`,
 * `POST /__purge/fail` `{ status, times }`.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

/** The test stack's zone and token (testing/global-setup.ts configures the site with them). */
export const PURGE_ZONE_ID = "0123456789abcdef0123456789abcdef";
export const PURGE_TOKEN = "test-purge-token";

export interface PurgeCall {
  zone: string;
  authorization: string | null;
  files?: string[];
  purge_everything?: boolean;
  /** The status the stand-in answered. */
  status: number;
}

export interface PurgeApi {
  /** The API's base URL (`…/client/v4`), as CLOUDFLARE_API_URL. */
  apiUrl: string;
  close(): Promise<void>;
}

const PURGE_PATH = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/;

export async function startPurgeApi(): Promise<PurgeApi> {
  let calls: PurgeCall[] = [];
  let failing: { status: number; times: number } = { status: 0, times: 0 };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const json = (payload: unknown, status = 200, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, { "content-type": "application/json", ...headers })
        .end(JSON.stringify(payload));
    if (req.url === "/__purge/calls") return json(calls);
    if (req.url === "/__purge/reset" && req.method === "POST") {
      calls = [];
      failing = { status: 0, times: 0 };
      return json({ ok: true });
    }
    if (req.url === "/__purge/fail" && req.method === "POST") {
      const asked = JSON.parse(body || "{}") as { status?: number; times?: number };
      failing = { status: asked.status ?? 429, times: asked.times ?? 1 };
      return json(failing);
    }
    const zone = PURGE_PATH.exec(req.url ?? "")?.[1];
    if (!zone || req.method !== "POST") return json({ success: false }, 404);
    let parsed: { files?: string[]; purge_everything?: boolean } = {};
    try {
      parsed = JSON.parse(body);
    } catch {
      return json({ success: false, errors: [{ code: 1012, message: "bad JSON" }] }, 400);
    }
    const status = failing.times > 0 ? failing.status : 200;
    if (failing.times > 0) failing.times--;
    calls.push({
      zone: decodeURIComponent(zone),
      authorization: req.headers.authorization ?? null,
      ...parsed,
      status,
    });
    if (status !== 200)
      return json(
        { success: false, errors: [{ code: status, message: "refused by the stand-in" }] },
        status,
        status === 429 ? { "retry-after": "0" } : {},
      );
    return json({ success: true, errors: [], messages: [], result: { id: "stand-in" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    apiUrl: `http://127.0.0.1:${port}/client/v4`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString()));
    req.on("error", reject);
  });
}
