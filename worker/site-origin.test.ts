import { describe, expect, it } from "vitest";
import { siteOrigin } from "./site-origin";

describe("siteOrigin", () => {
  it("is the configured origin, whatever host the request named", () => {
    expect(siteOrigin({ SITE_ORIGIN: "https://www.example.com/" }, "https://evil.example/x")).toBe(
      "https://www.example.com",
    );
  });

  it("falls back to the request's origin when unset or not a URL", () => {
    expect(siteOrigin({}, "http://127.0.0.1:8787/de")).toBe("http://127.0.0.1:8787");
    expect(siteOrigin({ SITE_ORIGIN: "www.example" }, "http://127.0.0.1:8787/")).toBe(
      "http://127.0.0.1:8787",
    );
  });
});
