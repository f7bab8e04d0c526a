import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetInFlight } from "./generation";
import { MemoryTier } from "./memory-tier";

afterEach(() => {
  vi.useRealTimers();
});

describe("an isolate memory tier", () => {
  it("serves an entry until its time is up", () => {
    vi.useFakeTimers();
    const tier = new MemoryTier<string>({ ttlMs: 1000, capacity: 10 });
    tier.set("menu", "kept");
    vi.advanceTimersByTime(999);
    expect(tier.get("menu")).toBe("kept");
    vi.advanceTimersByTime(1);
    expect(tier.get("menu")).toBeUndefined();
  });

  it("drops the oldest entries when over capacity, by count or by weight", () => {
    const byCount = new MemoryTier<string>({ ttlMs: 1000, capacity: 4 });
    for (const key of ["a", "b", "c", "d", "e"]) byCount.set(key, key);
    expect(byCount.get("a")).toBeUndefined();
    expect(byCount.get("b")).toBe("b");
    expect(byCount.get("e")).toBe("e");

    const byWeight = new MemoryTier<Uint8Array>({
      ttlMs: 1000,
      capacity: 100,
      weigh: (page) => page.length,
    });
    byWeight.set("one", new Uint8Array(25));
    byWeight.set("two", new Uint8Array(25));
    byWeight.set("three", new Uint8Array(25));
    byWeight.set("four", new Uint8Array(25));
    byWeight.set("five", new Uint8Array(10));
    expect(byWeight.get("one")).toBeUndefined();
    expect(byWeight.get("two")?.length).toBe(25);
    expect(byWeight.get("five")?.length).toBe(10);
  });

  it("never keeps one entry that would take more than a quarter of it", () => {
    const tier = new MemoryTier<Uint8Array>({ ttlMs: 1000, capacity: 100, weigh: (p) => p.length });
    tier.set("small", new Uint8Array(10));
    tier.set("huge", new Uint8Array(26));
    expect(tier.get("huge")).toBeUndefined();
    expect(tier.get("small")?.length).toBe(10);
  });

  it("forgets everything when this isolate purges", () => {
    const tier = new MemoryTier<string>({ ttlMs: 60_000, capacity: 10 });
    tier.set("menu", "before the change");
    forgetInFlight();
    expect(tier.get("menu")).toBeUndefined();
    tier.set("menu", "after the change");
    expect(tier.get("menu")).toBe("after the change");
  });
});
