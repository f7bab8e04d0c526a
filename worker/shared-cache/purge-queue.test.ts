import { describe, expect, it } from "vitest";
import { BACKLOG_LIMIT, nextCall } from "./purge-queue";

const owed = (count: number, extra: string[] = []) => [
  ...Array.from({ length: count }, (_, i) => ({ tag: `product:${i}`, asked_at: i, attempts: 0 })),
  ...extra.map((tag) => ({ tag, asked_at: count, attempts: 0 })),
];

describe("the next purge call", () => {
  it("asks for at most 100 tags, the oldest first", () => {
    const call = nextCall(owed(BACKLOG_LIMIT));
    expect(call.kind).toBe("tags");
    expect(call.rows).toHaveLength(100);
    expect(call.rows[0]?.tag).toBe("product:0");
  });

  it("purges everything once more is owed than a minute of calls carries", () => {
    expect(nextCall(owed(BACKLOG_LIMIT)).kind).toBe("tags");
    expect(nextCall(owed(BACKLOG_LIMIT + 1)).kind).toBe("everything");
  });

  it("sends a purge of everything that was asked for, and an invalidation before tags", () => {
    expect(nextCall(owed(3, ["*purge"])).kind).toBe("everything");
    const invalidate = nextCall(owed(3, ["*invalidate"]));
    expect(invalidate).toMatchObject({ kind: "invalidate", rows: [{ tag: "*invalidate" }] });
  });
});
