/**
 * A record page whose record is not cached starts before the content service has
 * answered (render/page.tsx, `renderPageEarly`), against the real stack with the
 * content service slowed down by the test proxy ("lag").
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import { LAG_MS } from "../../testing/cms-proxy";
import {
  cmsCalls,
  get,
  h1,
  jsonLines,
  purgeEverything,
  resetProxy,
  setCmsMode,
  siteLog,
  siteUrl,
  totalCalls,
} from "../../testing/helpers";

const PRODUCT = buildPath({ kind: "product", locale: "en", slug: "pigeon-spikes" });
const HOME = buildPath({ kind: "home", locale: "en" });

/** Until the sitemap's answer (the content index) and the layout are in KV. */
async function warmIndexAndLayout() {
  for (let attempt = 0; attempt < 30; attempt++) {
    await resetProxy();
    expect((await get("/sitemap-en.xml")).status).toBe(200);
    expect((await get(`${HOME}?warm=1`)).status).toBe(200);
    if (totalCalls(await cmsCalls()) === 0) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("the index and layout did not become cached");
}

/** The response's chunks as they arrive, with when each arrived (ms after the request). */
async function timedChunks(path: string) {
  const started = performance.now();
  // Local workerd holds compressed HTML until it is complete: ask for it plain.
  const response = await fetch(`${siteUrl()}${path}`, {
    headers: { "accept-encoding": "identity" },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: { at: number; text: string }[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push({ at: performance.now() - started, text: decoder.decode(value, { stream: true }) });
  }
  return { response, chunks, html: chunks.map((chunk) => chunk.text).join("") };
}

beforeEach(async () => {
  await setCmsMode("up");
  await purgeEverything();
});
afterEach(resetProxy);
afterAll(purgeEverything);

describe("a page whose record is not cached", () => {
  it("sends its head's first part before the content service answers, then the whole page", async () => {
    await warmIndexAndLayout();
    await setCmsMode("lag");
    const { next } = await siteLog();
    const { response, chunks, html } = await timedChunks(PRODUCT);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const [first] = chunks;
    // The first bytes leave long before the record arrives from the lagging service…
    expect(first!.at).toBeLessThan(LAG_MS - 500);
    expect(first!.text).toMatch(
      /^<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"\/>/,
    );
    expect(first!.text).toMatch(/<style nonce="[^"]+">/);
    expect(first!.text).not.toContain("<title>");
    // …and the page is complete only after it.
    expect(chunks.at(-1)!.at).toBeGreaterThanOrEqual(LAG_MS);
    // One well-formed document: the head's metadata still in the head.
    expect(html.match(/<!DOCTYPE html>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<meta charSet/g)).toHaveLength(1);
    expect(html.match(/<style nonce="[^"]+">/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toContain(`<link rel="canonical" href="${siteUrl()}${PRODUCT}"/>`);
    expect(head).not.toContain('name="robots"');
    expect(h1(html)).toBe("Pigeon spikes");
    expect(html).toContain('<script id="__BOOTSTRAP__"');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    // Every nonce is the one the policy names.
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThan(1);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // The request line waits for the page, so it tells what the page was built from.
    await new Promise((r) => setTimeout(r, 400));
    const line = jsonLines((await siteLog(next)).lines).find(
      (entry) => entry.event === "request" && entry.path === PRODUCT,
    );
    expect(line).toMatchObject({ early: true, kind: "product", locale: "en", status: 200 });
    const calls = (line?.content ?? []) as { op: string; cache: string }[];
    const ops = calls.map((call) => `${call.op}:${call.cache}`);
    expect(ops).toContain("product:miss");
  });

  it("is kept by the HTML cache once complete, like any page", async () => {
    await warmIndexAndLayout();
    const { html } = await timedChunks(PRODUCT);
    expect(h1(html)).toBe("Pigeon spikes");
    for (let attempt = 0; attempt < 40; attempt++) {
      const page = await get(PRODUCT);
      if (page.headers.get("x-html-cache") === "hit") {
        expect(page.body.replace(/nonce="[^"]*"/g, "")).toBe(html.replace(/nonce="[^"]*"/g, ""));
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the page was never served from the HTML cache");
  });

  it("still answers status first when the record is cached or the index does not list the page", async () => {
    await warmIndexAndLayout();
    // The record in KV: the whole head comes at once (no early start).
    for (let attempt = 0; attempt < 30; attempt++) {
      await resetProxy();
      expect((await get(`${PRODUCT}?first=1`)).status).toBe(200);
      if (totalCalls(await cmsCalls()) === 0) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    const cached = await timedChunks(`${PRODUCT}?second=1`);
    expect(cached.chunks[0]!.text).toContain("<title>");
    // A slug the index does not know: a 404 before any byte, even with the service lagging.
    await setCmsMode("lag");
    const missing = await get("/products/no-such-spikes");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('name="robots" content="noindex"');
  });
});
