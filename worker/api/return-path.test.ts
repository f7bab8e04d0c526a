import { describe, expect, it } from "vitest";
import { MAX_RETURN_PATH, returnPath } from "./return-path";

describe("returnPath", () => {
  it("keeps a path of the site, with its query", () => {
    expect(returnPath("/de/blogs/tierschonende-vogelabwehr")).toBe(
      "/de/blogs/tierschonende-vogelabwehr",
    );
    expect(returnPath("/manuals/x?step=2")).toBe("/manuals/x?step=2");
    expect(returnPath("/caf%C3%A9")).toBe("/caf%C3%A9");
  });

  it("sends anything a browser could read as another host home", () => {
    for (const hostile of [
      "//evil.example/x",
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "/\r\n/evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%09/evil.example/x\u0000",
      "https://evil.example/",
      "javascript:alert(1)",
      " /x",
      "",
    ]) {
      expect(returnPath(hostile), JSON.stringify(hostile)).toBe("/");
    }
  });

  it("sends paths with control characters or beyond the bound home", () => {
    expect(returnPath("/a\u0000b")).toBe("/");
    expect(returnPath("/a\u007fb")).toBe("/");
    expect(returnPath(`/${"a".repeat(MAX_RETURN_PATH)}`)).toBe("/");
    expect(returnPath(42)).toBe("/");
    expect(returnPath(undefined)).toBe("/");
  });

  it("encodes what it keeps, so a Location header can always carry it", () => {
    expect(returnPath("/a b/ü")).toBe("/a%20b/%C3%BC");
    expect(returnPath("/%09/evil.example/x")).toBe("/%09/evil.example/x");
  });
});
