import { describe, expect, it } from "vitest";
import { htmlCacheable, shareable } from "./html-cache";

const page = (init: ResponseInit) => new Response("<!doctype html>", init);

describe("what the HTML cache may keep", () => {
  it("keeps a plain 200 page that browsers revalidate", () => {
    expect(shareable(page({ status: 200, headers: { "cache-control": "no-cache" } }))).toBe(true);
  });

  it("never keeps errors, cookies or pages for one visitor", () => {
    expect(shareable(page({ status: 404 }))).toBe(false);
    expect(shareable(page({ status: 503 }))).toBe(false);
    expect(shareable(page({ status: 200, headers: { "set-cookie": "a=b" } }))).toBe(false);
    expect(
      shareable(page({ status: 200, headers: { "cache-control": "private, no-cache" } })),
    ).toBe(false);
    expect(
      shareable(page({ status: 200, headers: { "cache-control": "private, no-store" } })),
    ).toBe(false);
  });

  it("answers only plain anonymous GETs without a query string", () => {
    const url = (path: string) => new URL(`https://example.test${path}`);
    const get = (headers: HeadersInit = {}) => new Request("https://example.test/", { headers });
    expect(htmlCacheable(get(), url("/products"), false)).toBe(true);
    expect(htmlCacheable(get(), url("/products?step=2"), false)).toBe(false);
    expect(htmlCacheable(get(), url("/products"), true)).toBe(false);
    expect(htmlCacheable(get({ authorization: "Bearer x" }), url("/products"), false)).toBe(false);
    const head = new Request("https://example.test/", { method: "HEAD" });
    expect(htmlCacheable(head, url("/products"), false)).toBe(false);
  });
});
