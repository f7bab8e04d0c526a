import { describe, expect, it } from "vitest";
import { backoffMs } from "./outbox";

describe("outbox backoff", () => {
  it("waits 30 s after the first failure, doubling up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
