import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const SITE = "https://www.example.com";

function post(headers: Record<string, string>) {
  return new Request(`${SITE}/api/contact`, { method: "POST", headers });
}

describe("isSameOrigin", () => {
  it.each([
    ["the site's own origin", { origin: SITE, "sec-fetch-site": "same-origin" }, true],
    ["Origin alone (older browsers)", { origin: SITE }, true],
    ["Sec-Fetch-Site alone", { "sec-fetch-site": "same-origin" }, true],
    ["another site", { origin: "https://evil.example" }, false],
    ["another port", { origin: "https://www.example.com:8443" }, false],
    ["http instead of https", { origin: "http://www.example.com" }, false],
    ["a sibling subdomain", { origin: SITE, "sec-fetch-site": "same-site" }, false],
    ["cross-site", { "sec-fetch-site": "cross-site" }, false],
    ["an opaque origin", { origin: "null" }, false],
    ["neither header", {}, false],
  ])("%s: %s", (_name, headers, expected) => {
    expect(isSameOrigin(post(headers))).toBe(expected);
  });
});
