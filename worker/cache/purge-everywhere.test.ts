import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PURGE_TOKEN,
  PURGE_ZONE_ID,
  type PurgeApi,
  type PurgeCall,
  startPurgeApi,
} from "../../testing/purge-api";
import type { Env } from "../env";
import {
  MAX_CALLS,
  type PurgeApiConfig,
  purgeApiConfig,
  purgeEverywhere,
  URLS_PER_CALL,
  waitMs,
} from "./purge-everywhere";

let api: PurgeApi;
let errors: { mock: { calls: unknown[][] } };
let config: PurgeApiConfig;
const control = (path: string) => new URL(path, api.apiUrl);
const calls = async () => (await (await fetch(control("/__purge/calls"))).json()) as PurgeCall[];
const fail = (status: number, times: number) =>
  fetch(control("/__purge/fail"), { method: "POST", body: JSON.stringify({ status, times }) });
const urls = (count: number) =>
  Array.from({ length: count }, (_, i) => `https://www.example.com/products/p-${i}`);

beforeAll(async () => {
  api = await startPurgeApi();
  config = { apiUrl: api.apiUrl, zoneId: PURGE_ZONE_ID, token: PURGE_TOKEN };
});
afterAll(() => api.close());
beforeEach(async () => {
  await fetch(control("/__purge/reset"), { method: "POST" });
  vi.restoreAllMocks();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("purgeApiConfig", () => {
  const env = (vars: Partial<Env>) => vars as Env;
  it("is off unless both the zone id and the token are set", () => {
    expect(purgeApiConfig(env({}))).toBeNull();
    expect(purgeApiConfig(env({ CLOUDFLARE_ZONE_ID: "zone" }))).toBeNull();
    expect(purgeApiConfig(env({ CLOUDFLARE_PURGE_TOKEN: "token" }))).toBeNull();
    expect(
      purgeApiConfig(env({ CLOUDFLARE_ZONE_ID: " ", CLOUDFLARE_PURGE_TOKEN: "t" })),
    ).toBeNull();
  });

  it("talks to Cloudflare's API unless another base URL is configured", () => {
    const both = { CLOUDFLARE_ZONE_ID: "zone", CLOUDFLARE_PURGE_TOKEN: "token" };
    expect(purgeApiConfig(env(both))).toEqual({
      apiUrl: "https://api.cloudflare.com/client/v4",
      zoneId: "zone",
      token: "token",
    });
    expect(
      purgeApiConfig(env({ ...both, CLOUDFLARE_API_URL: "http://127.0.0.1:9/client/v4/" }))?.apiUrl,
    ).toBe("http://127.0.0.1:9/client/v4");
  });
});

describe("purgeEverywhere", () => {
  it("sends every URL once, in batches of the per-call limit, with the token as bearer", async () => {
    const all = urls(2 * URLS_PER_CALL + 5);
    const result = await purgeEverywhere(config, [...all, all[0]!], "req-1");
    expect(result).toEqual({ urls: all.length, calls: 3, failed: 0 });
    const received = await calls();
    expect(received.map((call) => call.files?.length)).toEqual([URLS_PER_CALL, URLS_PER_CALL, 5]);
    expect(received.flatMap((call) => call.files)).toEqual(all);
    for (const call of received) {
      expect(call.zone).toBe(PURGE_ZONE_ID);
      expect(call.authorization).toBe(`Bearer ${PURGE_TOKEN}`);
    }
  });

  it("retries a batch refused for its rate (429) or by a server error, then gives up and says so", async () => {
    await fail(429, 1);
    expect(await purgeEverywhere(config, urls(3), "req-2")).toEqual({
      urls: 3,
      calls: 1,
      failed: 0,
    });
    expect((await calls()).map((call) => call.status)).toEqual([429, 200]);

    await fetch(control("/__purge/reset"), { method: "POST" });
    await fail(503, 10);
    expect(await purgeEverywhere(config, urls(3), "req-3")).toEqual({
      urls: 3,
      calls: 1,
      failed: 1,
    });
    expect((await calls()).map((call) => call.status)).toEqual([503, 503, 503, 503]);
  }, 20_000);

  it("does not retry a refusal (a bad token) and never logs the token", async () => {
    await fail(403, 1);
    expect(await purgeEverywhere(config, urls(2), "req-4")).toEqual({
      urls: 2,
      calls: 1,
      failed: 1,
    });
    expect(await calls()).toHaveLength(1);
    const lines = errors.mock.calls.map((args: unknown[]) => String(args[0]));
    expect(lines.some((line) => line.includes("cache.purged_everywhere"))).toBe(true);
    expect(lines.join("\n")).not.toContain(PURGE_TOKEN);
  });

  it("purges the whole zone in one call when the URLs would need more calls than allowed", async () => {
    const result = await purgeEverywhere(config, urls(URLS_PER_CALL * MAX_CALLS + 1), "req-5");
    expect(result).toEqual({ urls: URLS_PER_CALL * MAX_CALLS + 1, calls: 1, failed: 0 });
    expect(await calls()).toMatchObject([{ purge_everything: true }]);
  });

  it("waits as the API asks, within bounds, else doubles its backoff", () => {
    expect(waitMs(1, "2")).toBe(2000);
    expect(waitMs(1, "3600")).toBe(10_000);
    expect([1, 2, 3].map((attempt) => waitMs(attempt, null))).toEqual([500, 1000, 2000]);
  });
});
