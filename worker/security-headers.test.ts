import { describe, expect, it } from "vitest";
import { GEOCODING_URL } from "../client/seller-finder/place-search";
import { contentSecurityPolicy } from "./security-headers";

const ORIGIN = "https://site.example";
const INLINE = { scripts: ["'sha256-script'"], styles: ["'sha256-style'"] };

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("contentSecurityPolicy and the finder's place search", () => {
  it("the map page may call the geocoding service's host, and exactly Mapbox's two hosts", () => {
    const connect = directive(
      contentSecurityPolicy({ inline: INLINE, origin: ORIGIN, map: true }),
      "connect-src",
    );
    expect(connect).toBe("connect-src 'self' https://api.mapbox.com https://events.mapbox.com");
    expect(connect).toContain(new URL(GEOCODING_URL).origin);
  });

  it("other pages may not", () => {
    const connect = directive(
      contentSecurityPolicy({ inline: INLINE, origin: ORIGIN }),
      "connect-src",
    );
    expect(connect).toBe("connect-src 'self'");
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy({ inline: INLINE, origin: ORIGIN });

  it("starts from nothing", () => {
    expect(directive(csp, "default-src")).toBe("default-src 'none'");
  });

  it("runs inline scripts by their hashes or files from the site's /assets/ only, never /uploads/", () => {
    expect(directive(csp, "script-src")).toBe(`script-src 'sha256-script' ${ORIGIN}/assets/`);
  });

  it("allows inline styles by their hashes, no inline style attribute, no nonce", () => {
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'sha256-style'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("nonce-");
  });
});

describe("contentSecurityPolicy with a tag manager", () => {
  const withTags = contentSecurityPolicy({ inline: INLINE, origin: ORIGIN, tagManager: true });
  const without = contentSecurityPolicy({ inline: INLINE, origin: ORIGIN });

  it("lets the container and gtag's script run, by path, and no other script of Google's host", () => {
    expect(directive(withTags, "script-src")).toBe(
      `script-src 'sha256-script' ${ORIGIN}/assets/ https://www.googletagmanager.com/gtm.js https://www.googletagmanager.com/gtag/js`,
    );
    expect(directive(withTags, "script-src")).not.toMatch(/googletagmanager\.com( |$)/);
  });

  it("lets a GA4 page view reach Google's collection endpoints, by request and by pixel", () => {
    const connect = directive(withTags, "connect-src") ?? "";
    for (const host of ["https://*.google-analytics.com", "https://*.analytics.google.com"])
      expect(connect).toContain(host);
    expect(directive(withTags, "img-src")).toContain("https://*.google-analytics.com");
  });

  it("names none of Google's hosts without a tag manager", () => {
    expect(without).not.toContain("google");
  });
});
