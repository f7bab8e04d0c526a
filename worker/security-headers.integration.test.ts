/** Security headers on every kind of response the site gives (issue 9's baseline). */
import { describe, expect, it } from "vitest";
import { get } from "../testing/helpers";

const BASELINE = {
  "strict-transport-security": /max-age=(\d+); includeSubDomains/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "cross-origin-opener-policy": /^same-origin$/,
  "permissions-policy": /geolocation=\(self\).*camera=\(\)|camera=\(\).*geolocation=\(self\)/,
};

describe("security headers", () => {
  it.each([
    "/",
    "/de/produkte",
    "/gibt-es-nicht",
    "/api/route-data?path=/",
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.svg",
  ])("%s carries the baseline", async (path) => {
    const { headers } = await get(path);
    for (const [name, pattern] of Object.entries(BASELINE))
      expect(headers.get(name), name).toMatch(pattern);
    const hsts = Number(headers.get("strict-transport-security")!.match(/max-age=(\d+)/)![1]);
    expect(hsts).toBeGreaterThanOrEqual(31536000);
    expect(headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("pages get a CSP with a fresh nonce on every script and nothing unsafe for scripts", async () => {
    const first = await get("/nl");
    const second = await get("/nl");
    const csp = first.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("JSON answers say so, with a charset", async () => {
    const { headers } = await get("/api/route-data?path=/");
    expect(headers.get("content-type")).toMatch(/^application\/json; charset=utf-8$/i);
  });
});
