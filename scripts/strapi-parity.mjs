#!/usr/bin/env node
/**
 * The same site from Strapi 4 as from Strapi 5: two stacks side by side, the
 * bundled content service answering in each shape (CMS_STRAPI_VERSION), and every
 * answer a browser can get compared between them. It starts from the sitemaps and
 * follows every link and picture of every page, and asks each page's route data,
 * each locale's layout, the search and seller-finder APIs and a missing page of
 * each locale.
 *
 * Two answers are the same when their status, content type, cache policy and
 * redirect target are, and their bodies are byte for byte once three things are
 * set aside: the stacks' own addresses; the contact form's idempotency key, new
 * on every answer; and the content service's identifiers. Those differ by design
 * and the site uses them only as keys within an answer: Strapi 4 numbers records
 * per content type and per locale, Strapi 5 gives a record one `documentId` in
 * every locale and numbers components. A record swapped for another still
 * differs, by its title, slug and fields.
 *
 * Why: a browser only ever sees these answers, so the browser suite on Strapi 5
 * covers Strapi 4 too once they match; what the browser does with the content
 * service directly (Preview) runs in the browser against Strapi 4 as well
 * (.ci/run). Exit status 1 on any difference, with the first differing bytes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "../shared/locales.ts";
import { startStack } from "./stack.mjs";

const CONCURRENCY = 4;
const SEARCH_TERMS = ["spikes", "möwe", "net"];

async function compareAll(fiveUrl, fourUrl) {
  const seen = new Set();
  const queue = [];
  const add = (path) => {
    if (!seen.has(path)) {
      seen.add(path);
      queue.push(path);
    }
  };
  for (const path of await sitemapPaths(fiveUrl)) add(path);
  for (const locale of LOCALES) {
    const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
    add(`${prefix}/no-such-page-anywhere`);
    add(`/api/layout/${locale}`);
    for (const term of SEARCH_TERMS) {
      add(`/api/search?q=${encodeURIComponent(term)}&locale=${locale}`);
    }
    add(`/api/seller-finder?locale=${locale}`);
    add(`/api/seller-finder?locale=${locale}&page=2`);
    add(`/api/seller-finder?locale=${locale}&lat=52.37&lng=4.89`);
  }
  if (seen.size < 100) {
    console.error(`Only ${seen.size} addresses from the sitemaps: is the seed loaded?`);
    return 1;
  }

  const counts = { pages: 0, data: 0, other: 0 };
  const differences = [];
  const work = async () => {
    while (queue.length) {
      const path = queue.shift();
      let [a, b] = await Promise.all([answer(fiveUrl, path), answer(fourUrl, path)]);
      if (firstDifference(a, b)) {
        // Asked again once: a difference in the content is there on every asking,
        // one of a moment (a stand-in answer while a service was busy) is not.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        [a, b] = await Promise.all([answer(fiveUrl, path), answer(fourUrl, path)]);
      }
      const difference = firstDifference(a, b);
      if (difference) differences.push(`${path}\n  ${difference}`);
      if (a.type.startsWith("text/html")) {
        counts.pages++;
        if (!path.startsWith("/api/")) add(`/api/route-data?path=${encodeURIComponent(path)}`);
        for (const linked of linksIn(a.text)) add(linked);
      } else if (a.type.startsWith("application/json")) counts.data++;
      else counts.other++;
    }
  };
  // Workers end when the queue is empty at that moment; links found later by the
  // last pages start another round.
  while (queue.length) await Promise.all(Array.from({ length: CONCURRENCY }, work));

  console.log(
    `Compared ${seen.size} answers: ${counts.pages} pages, ${counts.data} JSON answers, ${counts.other} others (sitemaps, pictures, files).`,
  );
  if (!differences.length) {
    console.log("Strapi 4 and Strapi 5 give the browser the same answers.");
    return 0;
  }
  console.error(`${differences.length} answers differ:\n${differences.slice(0, 20).join("\n")}`);
  return 1;
}

async function sitemapPaths(site) {
  const locs = async (path) => {
    const response = await fetch(new URL(path, site));
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const xml = await response.text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1].replaceAll("&amp;", "&"));
      return url.pathname + url.search;
    });
  };
  const paths = ["/sitemap.xml", "/robots.txt"];
  for (const sitemap of await locs("/sitemap.xml")) {
    paths.push(sitemap, ...(await locs(sitemap)));
  }
  return paths;
}

/** Same-site addresses a page links to or shows: pages, pictures, files. */
function linksIn(html) {
  const found = [];
  for (const match of html.matchAll(/\b(?:href|src)="(\/[^"#]*)/g)) {
    const path = match[1].replaceAll("&amp;", "&");
    if (path.startsWith("//") || path.startsWith("/api/preview") || path.startsWith("/cdn-cgi")) {
      continue;
    }
    found.push(path);
  }
  for (const match of html.matchAll(/\bsrcset="([^"]*)"/g)) {
    for (const candidate of match[1].split(",")) {
      const path = candidate.trim().split(/\s+/)[0]?.replaceAll("&amp;", "&");
      if (path?.startsWith("/") && !path.startsWith("//")) found.push(path);
    }
  }
  return found;
}

async function answer(site, path) {
  const response = await fetch(new URL(path, site), { redirect: "manual" });
  const type = response.headers.get("content-type") ?? "";
  const textual = /^(text\/|application\/(json|xml|javascript|manifest))|\+xml|svg/.test(type);
  const body = textual ? "" : Buffer.from(await response.arrayBuffer()).toString("base64");
  const text = textual ? await response.text() : "";
  return {
    status: response.status,
    type,
    cache: response.headers.get("cache-control") ?? "",
    location: withoutOrigin(response.headers.get("location") ?? "", site),
    text,
    comparable: textual ? comparable(text, site) : body,
  };
}

function firstDifference(a, b) {
  for (const field of ["status", "type", "cache", "location"]) {
    if (a[field] !== b[field]) return `${field}: Strapi 5 ${a[field]}, Strapi 4 ${b[field]}`;
  }
  if (a.comparable === b.comparable) return null;
  let at = 0;
  while (a.comparable[at] === b.comparable[at]) at++;
  const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 60));
  return `body at ${at}:\n    Strapi 5 ${around(a.comparable)}\n    Strapi 4 ${around(b.comparable)}`;
}

function withoutOrigin(text, site) {
  return text.replaceAll(site, "<site>").replaceAll(new URL(site).host, "<host>");
}

// Where the content service's identifiers reach an answer: record ids in the
// embedded and route data, and the seller finder's companies in its markup.
const IDENTIFIERS = [
  /("(?:id|documentId|companyId)":)(?:"[0-9A-Za-z_-]+"|\d+)/g,
  /(data-(?:company|location)-id=")[0-9A-Za-z_-]+(?=")/g,
  /((?:id|aria-controls|aria-describedby)="finder-(?:company|address)-)[0-9A-Za-z_-]+(?=")/g,
];
const IDEMPOTENCY_KEYS = [
  /("idempotencyKey":")[0-9a-f]+/g,
  /(name="idempotency_key" value=")[0-9a-f]+/g,
];

function comparable(text, site) {
  let out = withoutOrigin(text, site);
  for (const pattern of IDEMPOTENCY_KEYS) out = out.replace(pattern, "$1<key>");
  for (const pattern of IDENTIFIERS) out = out.replace(pattern, "$1<id>");
  return out;
}

const dirs = [];
const start = (version) => {
  const persistDir = mkdtempSync(join(tmpdir(), `strapi${version}-parity-`));
  dirs.push(persistDir);
  return startStack({
    quiet: !process.env.TEST_VERBOSE,
    port: 0,
    persistDir,
    // Answers stay fresh for the whole run: a page built from a stale answer is
    // not shared (worker/site.ts), and would differ from its twin in its caching.
    // A content service slowed by a busy machine is waited for rather than
    // replaced by the site's stand-in answer: this compares answers, not speed.
    env: { CMS_STRAPI_VERSION: version, CONTENT_FRESH_SECONDS: "3600", CMS_TIMEOUT_MS: "30000" },
    cronEverySeconds: 0,
  });
};

const begun = Date.now();
const [five, four] = await Promise.all([start("5"), start("4")]);
let exitCode = 1;
try {
  exitCode = await compareAll(five.siteUrl, four.siteUrl);
} finally {
  await Promise.all([five.stop(), four.stop()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
console.log(`Strapi 4 against Strapi 5: ${((Date.now() - begun) / 1000).toFixed(0)} s`);
process.exit(exitCode);
