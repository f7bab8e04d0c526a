import { describe, expect, it } from "vitest";
import { matchesOperators, paginate } from "./filters";

describe("operators", () => {
  it("compare text exactly or ignoring case", () => {
    expect(matchesOperators("Pigeon", { eq: "Pigeon" }, false)).toBe(true);
    expect(matchesOperators("Pigeon", { eq: "pigeon" }, false)).toBe(false);
    expect(matchesOperators("Pigeon", { eqi: "pIGEON" }, false)).toBe(true);
    expect(matchesOperators("Pigeon", { ne: "Gull" }, false)).toBe(true);
    expect(matchesOperators(null, { ne: "Gull" }, false)).toBe(true);
  });

  it("treat numbers and their text as equal (ids arrive as strings)", () => {
    expect(matchesOperators(12, { eq: "12" }, false)).toBe(true);
    expect(matchesOperators(12, { in: ["3", "12"] }, false)).toBe(true);
    expect(matchesOperators(12, { notIn: ["12"] }, false)).toBe(false);
  });

  it("handle null", () => {
    expect(matchesOperators(null, { null: true }, false)).toBe(true);
    expect(matchesOperators(undefined, { null: true }, false)).toBe(true);
    expect(matchesOperators("x", { null: true }, false)).toBe(false);
    expect(matchesOperators("x", { null: false }, false)).toBe(true);
    expect(matchesOperators(null, { eq: null }, false)).toBe(true);
  });

  it("refuse contains and containsi on JSON fields, as Strapi on PostgreSQL does", () => {
    const types = ["installer", "consumer"];
    expect(() => matchesOperators(types, { contains: "installer" }, true)).toThrow(
      "operator does not exist: jsonb ~~ unknown",
    );
    expect(() => matchesOperators(types, { containsi: "installer" }, true)).toThrow(
      "operator does not exist: jsonb ~~* unknown",
    );
    expect(matchesOperators(types, { eq: ["installer", "consumer"] }, true)).toBe(true);
    expect(matchesOperators("bird netting", { contains: "net" }, false)).toBe(true);
    expect(matchesOperators("bird netting", { containsi: "NET" }, false)).toBe(true);
    expect(matchesOperators("bird netting", { startsWith: "bird" }, false)).toBe(true);
  });
});

describe("pagination", () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it("defaults to page 1 of 10", () => {
    const { items: page, pagination } = paginate(items, undefined);
    expect(page).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagination).toEqual({ total: 25, page: 1, pageSize: 10, pageCount: 3 });
  });

  it("clamps nonsense to the nearest valid value", () => {
    expect(paginate(items, { page: 0, pageSize: 0 }).pagination).toEqual({
      total: 25,
      page: 1,
      pageSize: 1,
      pageCount: 25,
    });
    expect(paginate(items, { start: -5, limit: 5 }).items).toEqual([1, 2, 3, 4, 5]);
    expect(paginate([], {}).pagination).toEqual({ total: 0, page: 1, pageSize: 10, pageCount: 0 });
  });

  it("answers an empty page past the end", () => {
    expect(paginate(items, { page: 4, pageSize: 10 }).items).toEqual([]);
  });
});
