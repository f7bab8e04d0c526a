import { describe, expect, it } from "vitest";
import { GEOCODING_URL } from "../client/seller-finder/place-search";
import { contentSecurityPolicy } from "./security-headers";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("contentSecurityPolicy and the finder's place search", () => {
  it("the map page may call the geocoding service's host, and exactly Mapbox's two hosts", () => {
    const connect = directive(contentSecurityPolicy({ nonce: "n", map: true }), "connect-src");
    expect(connect).toBe("connect-src 'self' https://api.mapbox.com https://events.mapbox.com");
    expect(connect).toContain(new URL(GEOCODING_URL).origin);
  });

  it("other pages may not", () => {
    const connect = directive(contentSecurityPolicy({ nonce: "n" }), "connect-src");
    expect(connect).toBe("connect-src 'self'");
  });
});
