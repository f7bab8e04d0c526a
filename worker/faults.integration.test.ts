/**
 * Faults of the content service, switched on the proxy between the site and the
 * real local content service, all in one running worker (no restart): slow beyond
 * the timeout, failing with 500s, answering malformed JSON, the connection dropped,
 * a gateway's 502. Cached pages are still served; an uncached page is the error
 * page with a 5xx and no details; an address no published record has stays a 404,
 * decided from the published list read before the fault; when the service is back
 * the page that failed renders.
 */
import { afterAll, describe, expect, it } from "vitest";
import { buildPath } from "../shared/routes";
import type { Mode } from "../testing/cms-proxy";
import { cmsUrl, decodeEntities, get, proxyUrl, records, setCmsMode } from "../testing/helpers";
import { leaksInternals } from "../testing/raw-http";

afterAll(async () => {
  await setCmsMode("up");
});

const MODES: { mode: Mode; locale: "de" | "fr" | "it" | "es" | "nl" }[] = [
  { mode: "slow", locale: "de" },
  { mode: "500", locale: "fr" },
  { mode: "malformed", locale: "it" },
  { mode: "gone", locale: "es" },
  { mode: "down", locale: "nl" },
];

/** Any sign of what went wrong inside, which a visitor must never see. */
function expectNoDetails(body: string) {
  expect(leaksInternals(body)).toBe(false);
  for (const detail of [
    "ContentServiceError",
    "Internal Server Error",
    "Unexpected end",
    "JSON",
    "timeout",
    "/graphql",
    new URL(proxyUrl()).host,
    new URL(cmsUrl()).host,
  ]) {
    expect(body, detail).not.toContain(detail);
  }
}

describe("content service faults", () => {
  for (const { mode, locale } of MODES) {
    it(`${mode}: cached pages served, uncached ones the error page, recovery when it returns`, async () => {
      const blogs = await records("blogs", locale);
      const cachedPath = buildPath({ kind: "blog", locale, slug: blogs[0]!.slug });
      const inventedPath = `${buildPath({ kind: "home", locale })}/blogs-${mode}-${Date.now()}`;
      // A listing page no test has asked for: its answer cannot be in KV yet.
      const listing = buildPath({ kind: "blog", locale, slug: "x" }).replace(/\/x$/, "");
      const uncachedListing = `${listing}?type=news&page=${1000 + Math.floor(Math.random() * 8000)}`;
      const uncachedData = `${listing}?type=blog&page=${1000 + Math.floor(Math.random() * 8000)}`;
      expect((await get(cachedPath)).status).toBe(200);
      // Reads the locale's published list of pages, which then decides invented addresses.
      expect((await get(inventedPath)).status).toBe(404);

      await setCmsMode(mode);
      try {
        const cached = await get(cachedPath);
        expect(cached.status).toBe(200);
        expect(decodeEntities(cached.body)).toContain(blogs[0]!.title);

        const uncached = await get(uncachedListing);
        expect(uncached.status, uncachedListing).toBeGreaterThanOrEqual(500);
        expect(uncached.headers.get("content-type")).toMatch(/^text\/html/);
        expectNoDetails(uncached.body);

        // Not a 5xx that tells a scanner the service is down: the list says it never existed.
        const invented = await get(inventedPath);
        expect(invented.status, inventedPath).toBe(404);
        expectNoDetails(invented.body);

        const data = await get(`/api/route-data?path=${encodeURIComponent(uncachedData)}`);
        expect(data.status).toBeGreaterThanOrEqual(500);
        expect(data.headers.get("content-type")).toMatch(/^application\/json/);
        expectNoDetails(data.body);
      } finally {
        await setCmsMode("up");
      }

      // Back without a restart: the pages that failed render now.
      const recovered = await get(uncachedListing);
      expect(recovered.status).toBeLessThan(500);
      expect(recovered.body).toContain(`<html lang="`);
      const recoveredData = await get(`/api/route-data?path=${encodeURIComponent(uncachedData)}`);
      expect(recoveredData.status).toBeLessThan(500);
    }, 60_000);
  }
});
