/**
 * A compressing proxy in front of the local stack, for measurements: Cloudflare's
 * edge answers visitors that accept it with Gzip or Brotli for text types (HTML,
 * CSS, JavaScript, JSON, SVG: "Content compression",
 * https://developers.cloudflare.com/speed/optimization/content/compression/),
 * and `wrangler dev` answers uncompressed. Lighthouse's simulated phone network
 * charges every byte, so without this a 66 KB script weighs 214 KB and a page's
 * figures are not a visitor's. Gzip (level 6), not Brotli: the lower of the two.
 *
 * The worker names its own origin in the Content-Security-Policy (its `/assets/`);
 * the proxy puts its own there, so the browser runs the scripts it loads through it.
 */
import { createServer, request } from "node:http";
import { createGzip } from "node:zlib";

const COMPRESSED =
  /^(text\/(html|css|javascript|plain|xml)|application\/(javascript|json|xml|ld\+json|manifest\+json)|image\/svg\+xml)\b/i;

/** Starts the proxy for `target` (an origin); resolves to its origin and a stop function. */
export async function startEdgeCompression(target) {
  const upstream = new URL(target);
  const server = createServer((incoming, answer) => {
    const forward = request(
      new URL(incoming.url ?? "/", upstream),
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host, "accept-encoding": "identity" },
      },
      (response) => {
        const headers = { ...response.headers };
        const csp = headers["content-security-policy"];
        if (typeof csp === "string")
          headers["content-security-policy"] = csp.replaceAll(upstream.origin, origin);
        const type = String(headers["content-type"] ?? "");
        const accepts = /\bgzip\b/.test(String(incoming.headers["accept-encoding"] ?? ""));
        if (
          !accepts ||
          headers["content-encoding"] ||
          !COMPRESSED.test(type) ||
          incoming.method === "HEAD"
        ) {
          answer.writeHead(response.statusCode ?? 502, headers);
          response.pipe(answer);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = "gzip";
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        answer.writeHead(response.statusCode ?? 502, headers);
        response.pipe(createGzip({ level: 6 })).pipe(answer);
      },
    );
    forward.on("error", () => {
      if (!answer.headersSent) answer.writeHead(502);
      answer.end();
    });
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    origin,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
