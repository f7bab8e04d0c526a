import { describe, expect, it } from "vitest";
import { RequestLog } from "./log";

describe("request log", () => {
  it("sums content calls by cache result and lists each call", () => {
    const log = new RequestLog("r1");
    log.set({ locale: "de", kind: "product" });
    log.contentCall({ op: "menu", cache: "hit", ms: 2 });
    log.contentCall({ op: "settings", cache: "hit", ms: 3 });
    log.contentCall({ op: "product", cache: "miss", ms: 40, ok: true });
    const line = log.requestLine({ method: "GET", path: "/de/produkte/x", status: 200 });
    expect(line).toMatchObject({
      requestId: "r1",
      method: "GET",
      path: "/de/produkte/x",
      locale: "de",
      kind: "product",
      status: 200,
      cache: { kv: { hit: 2, miss: 1 }, html: "off" },
    });
    expect(line.content).toHaveLength(3);
    expect(typeof line.ms).toBe("number");
  });

  it("has locale and kind even when nothing set them", () => {
    const line = new RequestLog("r2").requestLine({ method: "POST", path: "/x", status: 405 });
    expect(line).toMatchObject({ locale: null, kind: null, content: [] });
  });

  it("writes Server-Timing from the measured phases", async () => {
    const log = new RequestLog("r3");
    log.phase("cms", 12);
    log.phase("cms", 3);
    await log.measure("render", Promise.resolve());
    await expect(log.measure("render", Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(log.serverTiming(30)).toMatch(/^cms;dur=15, render;dur=\d+, total;dur=30$/);
  });
});
