import { describe, expect, it } from "vitest";
import { openSession, sealSession } from "./preview-session";

const SECRET = "a-test-secret-of-at-least-32-characters";
const now = () => Math.floor(Date.now() / 1000);

describe("preview session", () => {
  it("opens a session it sealed, and never shows the token in the cookie", async () => {
    const cookie = await sealSession(
      { id: crypto.randomUUID(), token: "editor-token", expires: now() + 60 },
      SECRET,
    );
    expect(cookie).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(cookie).not.toContain("editor-token");
    expect((await openSession(cookie, SECRET))?.token).toBe("editor-token");
  });

  it("refuses an expired, altered, foreign or made-up cookie", async () => {
    const expired = await sealSession(
      { id: crypto.randomUUID(), token: "editor-token", expires: now() - 1 },
      SECRET,
    );
    expect(await openSession(expired, SECRET)).toBeNull();
    const cookie = await sealSession(
      { id: crypto.randomUUID(), token: "editor-token", expires: now() + 60 },
      SECRET,
    );
    const last = cookie.at(-2) === "A" ? "B" : "A";
    expect(await openSession(`${cookie.slice(0, -2)}${last}${cookie.at(-1)}`, SECRET)).toBeNull();
    expect(await openSession(cookie, `${SECRET}-another`)).toBeNull();
    for (const forged of ["editor-token", "a\u0000b", "v1.", `v1.${"A".repeat(80)}`, "v1.!!"]) {
      expect(await openSession(forged, SECRET)).toBeNull();
    }
  });
});
