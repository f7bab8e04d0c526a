import { createHash } from "node:crypto";
/** Security headers on every kind of response the site gives (issue 9's baseline). */
import { describe, expect, it } from "vitest";
import { get, siteUrl } from "../testing/helpers";

const BASELINE = {
  "strict-transport-security": /max-age=(\d+); includeSubDomains/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "cross-origin-opener-policy": /^same-origin$/,
  "permissions-policy": /geolocation=\(self\).*camera=\(\)|camera=\(\).*geolocation=\(self\)/,
};

/** `'sha256-…'` of an inline element's exact text, as the browser checks it. */
function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The text of every inline script that runs (no `src`, not a JSON data block), or every style. */
function inlineElements(html: string, name: "script" | "style"): string[] {
  const found: string[] = [];
  for (const [, attrs = "", text = ""] of html.matchAll(
    new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}>`, "g"),
  )) {
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    found.push(text);
  }
  return found;
}

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

  it("pages get a CSP that names each inline script by its hash, no nonce, nothing unsafe for scripts", async () => {
    const first = await get("/nl");
    // The shared copy: the same policy, and it still holds for the page it comes with.
    const second = await get("/nl");
    const csp = first.headers.get("content-security-policy")!;
    expect(second.headers.get("content-security-policy")).toBe(csp);
    expect(second.body).toBe(first.body);
    expect(csp).not.toContain("nonce-");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const inline = inlineElements(first.body, "script");
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(scriptSrc).toContain(sha256(text));
    expect(first.body).not.toContain("nonce=");
  });

  it("JSON answers say so, with a charset", async () => {
    const { headers } = await get("/api/route-data?path=/");
    expect(headers.get("content-type")).toMatch(/^application\/json; charset=utf-8$/i);
  });

  it.each([
    "/",
    "/trees-for-all",
    "/products/pigeon-spikes",
    "/nl/producten/duivenpinnen",
    "/solutions/pigeons-on-buildings",
    "/blogs",
    "/manuals/installing-pigeon-spikes?step=2",
    "/faq",
    "/downloads",
    "/contact",
    "/where-to-buy",
    "/no-such-page-here",
  ])(
    "%s: scripts and styles only by their hashes or from the site, no style attribute",
    async (path) => {
      const page = await get(path);
      const csp = page.headers.get("content-security-policy")!;
      const directives = new Map(
        csp.split(";").map((d) => {
          const [name = "", ...sources] = d.trim().split(/\s+/);
          return [name, sources] as const;
        }),
      );
      expect(directives.get("default-src")).toEqual(["'none'"]);
      const scriptSrc = directives.get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'self'");
      expect(scriptSrc.filter((s) => s.startsWith("http"))).toEqual([
        `${new URL(siteUrl()).origin}/assets/`,
      ]);
      const styleSrc = directives.get("style-src") ?? [];
      expect(styleSrc[0]).toBe("'self'");
      for (const source of [
        ...styleSrc.slice(1),
        ...scriptSrc.filter((s) => !s.startsWith("http")),
      ])
        expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(page.body).not.toMatch(/<[^>]+\sstyle=/i);
      for (const text of inlineElements(page.body, "script"))
        expect(scriptSrc).toContain(sha256(text));
      for (const text of inlineElements(page.body, "style"))
        expect(styleSrc).toContain(sha256(text));
      for (const [, src] of page.body.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g))
        expect(src).toMatch(/^\/assets\//);
    },
  );

  it("uploads are never a script or a page of the site: sandboxed, nosniff, passive types", async () => {
    const home = await get("/manuals/installing-pigeon-spikes");
    const svg = home.body.match(/\/uploads\/[A-Za-z0-9._-]+\.svg/)?.[0];
    const pdf = home.body.match(/\/uploads\/[A-Za-z0-9._-]+\.pdf/)?.[0];
    expect(svg).toBeDefined();
    expect(pdf).toBeDefined();
    for (const path of [svg!, svg!]) {
      // Asked twice: once from the storage origin, once from the location's cache.
      const upload = await get(path);
      expect(upload.status).toBe(200);
      expect(upload.headers.get("content-type")).toMatch(/^image\/svg\+xml(; charset=utf-8)?$/);
      expect(upload.headers.get("x-content-type-options")).toBe("nosniff");
      expect(upload.headers.get("content-security-policy")).toMatch(
        /^default-src 'none';.*\bsandbox$/,
      );
    }
    const file = await get(pdf!);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
