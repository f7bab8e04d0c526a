/**
 * A redirect the site keeps is shared by the edge cache (the stand-in for Workers
 * Cache in front of the worker) under the tags of the table it came from: the
 * second request for an old address is answered without the worker, and the
 * webhook that changes the redirect purges it, so the next answer follows the
 * change. An invented address that is no redirect is never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cacheStatus,
  dropEdits,
  editEntry,
  get,
  purgeEverything,
  refillPurgeBudget,
  runScheduled,
  sharedCache,
  workerRuns,
} from "../../testing/helpers";

/** An editor's change, its webhook's purge within the platform's budget (earlier files spent it). */
async function edit(collection: string, key: string, locale: string, fields: object) {
  await refillPurgeBudget();
  const done = await editEntry(collection, key, locale, { fields: { ...fields }, publish: true });
  expect(done.status).toBeLessThan(300);
  expect(done.body.webhook?.status).toBe(200);
}

/** Asks twice: the first answer and the second's cache status. */
async function twice(path: string) {
  const first = await get(path);
  const second = await get(path);
  return { first, second };
}

beforeAll(async () => {
  await dropEdits();
  await purgeEverything();
  await sharedCache("purge", { purgeEverything: true });
  await runScheduled();
  expect((await get("/products/bird-netting")).status).toBe(200);
});

afterAll(async () => {
  await dropEdits();
  await purgeEverything();
  await sharedCache("purge", { purgeEverything: true });
});

describe("a redirect in the edge cache", () => {
  it("of a renamed slug: the second request is a hit, and a second rename shows on the next", async () => {
    await edit("products", "bird-netting", "en", { slug: "bird-net-pro" });
    const { first, second } = await twice("/products/bird-netting");
    expect([first.status, first.headers.get("location")]).toEqual([301, "/products/bird-net-pro"]);
    expect(first.headers.get("cache-control")).not.toContain("no-store");
    expect([second.status, second.headers.get("location")]).toEqual([
      301,
      "/products/bird-net-pro",
    ]);
    expect(cacheStatus(second)).toBe("HIT");

    const runs = await workerRuns("/products/bird-netting");
    await edit("products", "bird-netting", "en", { slug: "bird-net-max" });
    const next = await get("/products/bird-netting");
    expect([next.status, next.headers.get("location")]).toEqual([301, "/products/bird-net-max"]);
    expect(await workerRuns("/products/bird-netting")).toBe(runs + 1);
  });

  it("of a managed redirect: the second request is a hit, and the editor's change shows on the next", async () => {
    const { first, second } = await twice("/de/fruehling");
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(cacheStatus(second)).toBe("HIT");
    await edit("redirects", "spring-campaign-de", "-", { to: "/de/produkte/vogelnetz" });
    const next = await get("/de/fruehling");
    expect([next.status, next.headers.get("location")]).toEqual([302, "/de/produkte/vogelnetz"]);
  });

  it("a managed redirect set over a shared automatic one wins on the next request", async () => {
    const before = await twice("/products/bird-net-pro");
    expect(before.second.headers.get("location")).toBe("/products/bird-net-max");
    expect(cacheStatus(before.second)).toBe("HIT");
    await edit("redirects", "over-rename", "-", {
      from_path: "/products/bird-net-pro",
      to: "/products/pigeon-spikes",
    });
    const next = await get("/products/bird-net-pro");
    expect(next.headers.get("location")).toBe("/products/pigeon-spikes");
  });

  it("never stores an invented address", async () => {
    const path = "/de/produkte/no-such-product-here";
    const runs = await workerRuns(path);
    const { first, second } = await twice(path);
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(cacheStatus(second)).not.toBe("HIT");
    expect(await workerRuns(path)).toBe(runs + 2);
  });
});
