/**
 * Absolute URLs name the configured site origin (SITE_ORIGIN; the test stack's is
 * its own address), never the host a request claims in its `Host` header.
 */
import { describe, expect, it } from "vitest";
import { siteUrl } from "../testing/helpers";
import { rawRequest } from "../testing/raw-http";

const CLAIMED = "evil.example";

describe("the site origin", () => {
  it.each([
    // A query string: answered by a render, not a page stored under another host.
    ["a product page", "/products/pigeon-spikes?origin=1"],
    ["robots.txt", "/robots.txt"],
    ["the sitemap index", "/sitemap.xml"],
    ["a sitemap", "/sitemap-en-products.xml"],
  ])("%s names the configured origin, not the Host header", async (_name, path) => {
    const { status, body } = await rawRequest(siteUrl(), path, { headers: { host: CLAIMED } });
    expect(status).toBe(200);
    expect(body).not.toContain(CLAIMED);
    expect(body).toContain(siteUrl());
  });
});
