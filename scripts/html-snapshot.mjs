#!/usr/bin/env node
/**
 * `node scripts/html-snapshot.mjs <dir>`: starts the stack on fresh local state,
 * visits every page the site links to in all eight locales (plus 404s, later
 * listing pages, finder filters, the contact form with a product, search, the
 * route-data and layout APIs and the sitemaps) and writes each answer — status,
 * the headers that shape a page, and the body — into <dir>, one file per URL.
 * What differs per request (nonces, the contact form's idempotency key, request
 * ids, the site's port, the hashes in asset names) is replaced by a placeholder, so two builds that render the same pages
 * give identical files: compare them with `diff -r a b`.
 *
 * A reshaping of the code that must not change behaviour is checked this way:
 * snapshot main, snapshot the change, diff.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startStack } from "./stack.mjs";

const out = process.argv[2];
if (!out) {
  console.error("usage: node scripts/html-snapshot.mjs <output dir>");
  process.exit(2);
}
const MAX_PAGES = Number(process.env.SNAPSHOT_MAX_PAGES ?? 2000);
const LOCALE_HOMES = ["/", "/en-us", "/nl", "/de", "/es", "/fr", "/it", "/sv"];
const EXTRA = [
  "/no-such-page",
  "/de/keine-seite",
  "/products/no-such-product",
  "/products?page=2",
  "/products?page=99",
  "/where-to-buy?visitor=consumer",
  "/where-to-buy?lat=52.37&lng=4.89",
  "/contact?product=pigeon-spikes",
  "/contact?product=no-such-product",
  "/search?q=pigeon",
  "/de/suche?q=Netze",
  "/search?q=",
  "/sitemap.xml",
  "/robots.txt",
  "/api/layout/en",
  "/api/layout/de",
  "/api/layout/xx",
  "/api/route-data?path=%2F",
  "/api/route-data?path=%2Fno-such-page",
  "/api/route-data?path=%2Fcontact",
  "/api/search?q=pigeon&locale=en",
  "/api/no-such-api",
];
const HEADERS = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "link",
  "location",
  "retry-after",
  "x-robots-tag",
  "vary",
];

/** Asset names carry a content hash: a reshaped client may hash differently and still be the same page. */
function normalise(text, origin) {
  return text
    .replaceAll(origin, "ORIGIN")
    .replace(/(\/assets\/[A-Za-z0-9_.-]*?-)[A-Z0-9]{8}\.(js|css)/g, "$1HASH.$2")
    .replace(/nonce="[^"]+"/g, 'nonce="NONCE"')
    .replace(/'nonce-[^']+'/g, "'nonce-NONCE'")
    .replace(/("idempotencyKey":")[^"]+"/g, '$1KEY"')
    .replace(/(name="idempotency_key"[^>]*value=")[^"]+"/g, '$1KEY"')
    .replace(/(value=")[^"]+("[^>]*name="idempotency_key")/g, "$1KEY$2")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID");
}

function fileName(path) {
  const name = path.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 180) || "_";
  return `${name}.txt`;
}

const persistDir = mkdtempSync(join(tmpdir(), "snapshot-"));
const stack = await startStack({
  port: await freePort(),
  persistDir,
  quiet: true,
  cronEverySeconds: 0,
});
mkdirSync(out, { recursive: true });
const seen = new Set();
const queue = [...LOCALE_HOMES, ...EXTRA];
let written = 0;
try {
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetch(`${stack.siteUrl}${path}`, { redirect: "manual" });
    const body = await response.text();
    const head = [`${response.status} ${path}`];
    for (const name of HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) head.push(`${name}: ${value}`);
    }
    writeFileSync(
      join(out, fileName(path)),
      normalise(`${head.join("\n")}\n\n${body}`, stack.siteUrl),
    );
    written += 1;
    // The index names every locale's sitemap of every kind: each is an answer too.
    if (path === "/sitemap.xml") {
      for (const [, loc] of body.matchAll(/<loc>([^<]+)<\/loc>/g))
        queue.push(new URL(loc).pathname);
      continue;
    }
    if (!response.headers.get("content-type")?.includes("text/html")) continue;
    const links = [...body.matchAll(/href="(\/[^"#]*)"/g)]
      .map((match) => match[1].replaceAll("&amp;", "&"))
      .filter((href) => !href.startsWith("//") && !/^\/(assets|uploads|api)\//.test(href));
    for (const href of links.sort()) if (!seen.has(href)) queue.push(href);
  }
} finally {
  await stack.stop();
  rmSync(persistDir, { recursive: true, force: true });
}
console.log(`html-snapshot: ${written} answers written to ${out}`);
