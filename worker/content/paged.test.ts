import { afterEach, describe, expect, it, vi } from "vitest";
import type { Operation } from "./graphql-client";
import { CMS_PAGE_SIZE, MAX_LIST_RECORDS, pagedOperation, readAllPages } from "./paged";

const LIST: Operation<{ products: { data: { id: string }[] } }> = {
  name: "products",
  document:
    "query products($page: Int, $pageSize: Int) { products(pagination: { page: $page, pageSize: $pageSize }) { data { id } meta { pagination { total pageCount } } } }",
  paged: true,
};

/** A content service holding `total` records, answering at most `cap` a page, like Strapi. */
function service(total: number, cap = CMS_PAGE_SIZE, seconds?: number) {
  const calls: Record<string, unknown>[] = [];
  const request = async (variables: Record<string, unknown>) => {
    calls.push(variables);
    const pageSize = Math.min(cap, Number(variables.pageSize));
    const page = Number(variables.page);
    const ids = Array.from({ length: total }, (_, i) => String(i + 1)).slice(
      (page - 1) * pageSize,
      page * pageSize,
    );
    return {
      products: {
        data: ids.map((id) => ({ id })),
        meta: { pagination: { total, pageCount: Math.ceil(total / pageSize) } },
      },
      ...(seconds
        ? { second: { data: [{ id: `x${page}` }], meta: { pagination: { pageCount: seconds } } } }
        : {}),
    };
  };
  return { calls, request };
}

afterEach(() => vi.restoreAllMocks());

describe("readAllPages", () => {
  it("reads every page of a list longer than the content service's page into one answer", async () => {
    const { calls, request } = service(251);
    const answer = await readAllPages(LIST, { locale: "de" }, request);
    expect(answer.products.data.map((r) => r.id)).toEqual(
      Array.from({ length: 251 }, (_, i) => String(i + 1)),
    );
    expect(answer.products).toMatchObject({ meta: { pagination: { total: 251, pageCount: 1 } } });
    expect(calls).toEqual([1, 2, 3].map((page) => ({ locale: "de", page, pageSize: 100 })));
  });

  it("pages each collection of a query as far as it goes", async () => {
    const { request } = service(120, 100, 3);
    const answer = (await readAllPages(LIST, {}, request)) as unknown as Record<
      string,
      { data: unknown[] }
    >;
    expect(answer.products?.data).toHaveLength(120);
    expect(answer.second?.data).toEqual([{ id: "x1" }, { id: "x2" }, { id: "x3" }]);
  });

  it("keeps a record once when an edit moved it onto the next page between two calls", async () => {
    let call = 0;
    const answer = await readAllPages(LIST, {}, async () => {
      call++;
      const ids = call === 1 ? ["1", "2"] : ["2", "3"];
      return {
        products: { data: ids.map((id) => ({ id })), meta: { pagination: { pageCount: 2 } } },
      };
    });
    expect(answer.products.data.map((r) => r.id)).toEqual(["1", "2", "3"]);
  });

  it("stops at the bound and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { calls, request } = service(MAX_LIST_RECORDS + 250);
    const answer = await readAllPages(LIST, {}, request);
    expect(answer.products.data).toHaveLength(MAX_LIST_RECORDS);
    expect(calls).toHaveLength(MAX_LIST_RECORDS / CMS_PAGE_SIZE);
    const logged = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(
      expect.objectContaining({ event: "content.list_truncated", op: "products", pages: 103 }),
    );
  });

  it("refuses a list query that cannot be paged", () => {
    expect(() => pagedOperation("products", "query products { products { data { id } } }")).toThrow(
      /\$page/,
    );
  });
});
