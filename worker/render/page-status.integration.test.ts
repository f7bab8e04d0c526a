/**
 * A record page whose record is not cached answers with its status first: no byte
 * leaves before the record has arrived, so a content service that fails meanwhile
 * gives the visitor (a crawler, an uptime check, a CDN) a 5xx, never a 200.
 * Against the real stack, the content service slowed down or failing through the
 * test proxy, with the layout and the locale's content index already in KV, so
 * that only the record is missing.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import { LAG_MS, type Mode } from "../../testing/cms-proxy";
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

/** Until a sitemap list and the layout are in KV: a cached list of records must not let a record page answer before its record. */
async function warmIndexAndLayout() {
  for (let attempt = 0; attempt < 30; attempt++) {
    await resetProxy();
    expect((await get("/sitemap-en-products.xml")).status).toBe(200);
    expect((await get(`${HOME}?warm=1`)).status).toBe(200);
    if (totalCalls(await cmsCalls()) === 0) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("the index and layout did not become cached");
}

/** Until the product's own content is in KV too. */
async function warmProduct() {
  for (let attempt = 0; attempt < 30; attempt++) {
    await resetProxy();
    expect((await get(`${PRODUCT}?warm=1`)).status).toBe(200);
    if (totalCalls(await cmsCalls()) === 0) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("the product did not become cached");
}

/** The response's chunks as they arrive, with when each arrived (ms after the request). */
async function timedChunks(path: string) {
  const started = performance.now();
  // Local workerd holds compressed HTML until it is complete: ask for it plain.
  const response = await fetch(`${siteUrl()}${path}`, {
    headers: { "accept-encoding": "identity" },
  });
  const headersAt = performance.now() - started;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: { at: number; text: string }[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push({ at: performance.now() - started, text: decoder.decode(value, { stream: true }) });
  }
  return { response, headersAt, chunks, html: chunks.map((chunk) => chunk.text).join("") };
}

/** What each fault of the content service means for a page that needs it. */
const FAULTS: { mode: Mode; status: 500 | 503 }[] = [
  { mode: "down", status: 503 },
  { mode: "slow", status: 503 },
  { mode: "gone", status: 503 },
  { mode: "500", status: 500 },
  { mode: "malformed", status: 500 },
];

beforeEach(async () => {
  await setCmsMode("up");
  // Every content answer deleted (not just marked): nothing can stand in.
  await purgeEverything();
});
afterEach(resetProxy);
afterAll(purgeEverything);

describe("a record page whose record is not cached", () => {
  it("answers only once its record has arrived: status, then the whole head at once", async () => {
    await warmIndexAndLayout();
    await setCmsMode("lag");
    const { next } = await siteLog();
    const { response, headersAt, chunks, html } = await timedChunks(PRODUCT);
    expect(response.status).toBe(200);
    // Nothing, not even the status, before the lagging service has answered…
    expect(headersAt).toBeGreaterThanOrEqual(LAG_MS);
    // …while the scripts' hints are in the headers (103 Early Hints at Cloudflare).
    expect(response.headers.get("link")).toMatch(/rel=modulepreload/);
    const [first] = chunks;
    expect(first!.text).toMatch(
      /^<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"\/>/,
    );
    expect(first!.text).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(h1(html)).toBe("Pigeon spikes");
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    await new Promise((r) => setTimeout(r, 400));
    const line = jsonLines((await siteLog(next)).lines).find(
      (entry) => entry.event === "request" && entry.path === PRODUCT,
    );
    expect(line).toMatchObject({ kind: "product", locale: "en", status: 200 });
    expect(line).not.toHaveProperty("early");
  });

  it("is a 5xx when the content service fails meanwhile, never a 200", async () => {
    await warmIndexAndLayout();
    for (const { mode, status } of FAULTS) {
      await setCmsMode(mode);
      const { next } = await siteLog();
      const page = await get(PRODUCT);
      expect(page.status, mode).toBe(status);
      expect(page.headers.get("content-type"), mode).toMatch(/^text\/html/);
      // An outage is temporary: come back later. The service's own failure is not.
      expect(page.headers.get("retry-after"), mode).toBe(status === 503 ? "30" : null);
      // Never kept by the shared cache in front of the worker.
      expect(page.headers.get("cache-control"), mode).toBe("no-store");
      expect(page.headers.get("x-shared-cache"), mode).not.toBe("HIT");
      expect(page.body, mode).toContain('name="robots" content="noindex"');
      expect(h1(page.body), mode).not.toBe("Pigeon spikes");
      // Client navigation asks the same of the route-data API.
      const data = await get(`/api/route-data?path=${encodeURIComponent(PRODUCT)}`);
      expect(data.status, mode).toBe(status);
      expect(data.headers.get("retry-after"), mode).toBe(status === 503 ? "30" : null);
      await new Promise((r) => setTimeout(r, 300));
      const events = jsonLines((await siteLog(next)).lines);
      expect(
        events.find((entry) => entry.event === "request" && entry.path === PRODUCT),
        mode,
      ).toMatchObject({ status });
    }
    // Back: the same page renders, nothing of the failures was kept.
    await setCmsMode("up");
    const recovered = await get(PRODUCT);
    expect(recovered.status).toBe(200);
    expect(h1(recovered.body)).toBe("Pigeon spikes");
  }, 60_000);

  it("once cached, is still a 200 whatever the content service does", async () => {
    await warmIndexAndLayout();
    await warmProduct();
    for (const { mode } of FAULTS) {
      await setCmsMode(mode);
      // A query string: rendered from KV, not served from the HTML cache.
      const page = await get(`${PRODUCT}?mode=${mode}`);
      expect(page.status, mode).toBe(200);
      expect(h1(page.body), mode).toBe("Pigeon spikes");
      expect(page.headers.get("retry-after"), mode).toBeNull();
    }
  }, 60_000);
});
