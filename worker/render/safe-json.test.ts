import { describe, expect, it } from "vitest";
import { safeJson } from "./safe-json";

describe("safeJson", () => {
  it("cannot close the script element or open markup", () => {
    const payload = { title: "</script><script>alert(1)</script>", other: "<!-- & \u2028 \u2029" };
    const json = safeJson(payload);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(payload);
  });
});
