import { describe, expect, it } from "vitest";
import { PAGE_SIZE, readAllPages } from "./paged";

describe("readAllPages", () => {
  it("reads every page the pagination announces, at the content service's page size", async () => {
    const asked: [number, number][] = [];
    const all = await readAllPages(async (page, pageSize) => {
      asked.push([page, pageSize]);
      return { items: [page * 10, page * 10 + 1], pageCount: 3 };
    });
    expect(all).toEqual([10, 11, 20, 21, 30, 31]);
    expect(asked).toEqual([
      [1, PAGE_SIZE],
      [2, PAGE_SIZE],
      [3, PAGE_SIZE],
    ]);
    expect(PAGE_SIZE).toBeLessThanOrEqual(100);
  });

  it("stops at an empty page, and at a bound when a page count never ends", async () => {
    let calls = 0;
    await readAllPages(async () => {
      calls++;
      return { items: [], pageCount: 5 };
    });
    expect(calls).toBe(1);
    calls = 0;
    await readAllPages(async () => {
      calls++;
      return { items: [1], pageCount: Number.MAX_SAFE_INTEGER };
    });
    expect(calls).toBe(100);
  });
});
