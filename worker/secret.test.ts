import { describe, expect, it } from "vitest";
import { bearerToken, sameSecret } from "./secret";

describe("secrets", () => {
  it("reads a bearer token", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer abc ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it("compares secrets of any length without accepting a wrong or empty one", async () => {
    expect(await sameSecret("s3cret", "s3cret")).toBe(true);
    expect(await sameSecret("s3cre", "s3cret")).toBe(false);
    expect(await sameSecret("s3cret-and-more", "s3cret")).toBe(false);
    expect(await sameSecret(null, "s3cret")).toBe(false);
    expect(await sameSecret("", "")).toBe(false);
  });
});
