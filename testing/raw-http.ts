/**
 * @module Raw HTTP for tests that must send a path exactly as written (fetch and
 * `new URL` would normalise `/../`, `%2e%2e` and friends before sending), with a
 * small pool so thousands of requests stay bounded.
 */
import { Agent, request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export function rawRequest(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path,
        headers: {
          ...(options.body !== undefined
            ? { "content-length": String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout: ${options.method} ${path}`)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Runs `task` over `items` with at most `limit` at once; collects the results in order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/** True when a body looks like it leaks a stack trace or source paths. */
export function leaksInternals(body: string): boolean {
  return (
    /\bat [\w$.<>[\] ]+ \(?[^\s)]*:\d+:\d+\)?/.test(body) ||
    /node_modules|\.wrangler\/|worker\/[\w/-]+\.tsx?/.test(body) ||
    /\b(TypeError|ReferenceError|SyntaxError|RangeError|URIError):/.test(body)
  );
}
