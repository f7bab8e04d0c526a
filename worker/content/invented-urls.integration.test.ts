/**
 * URLs a visitor makes up cost the site no storage: 100 requests for invented
 * slugs (pages and route data, in several locales and kinds) leave the number of
 * KV keys (content answers, their tag index, the page index) where it was, give or
 * take a small constant, and a later webhook about one record purges what it
 * touches, not what the invented slugs left behind.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/stack.mjs";
import { cmsCalls, get, persistDir, purgeEverything, resetProxy } from "../../testing/helpers";

/** Listed by wrangler from the site's local KV, as an operator would. */
async function kvKeys(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, "node_modules/wrangler/bin/wrangler.js"),
      "kv",
      "key",
      "list",
      "--binding",
      "CONTENT_CACHE",
      "--local",
      "-c",
      "wrangler.toml",
      "--persist-to",
      join(persistDir(), "site"),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      // The whole suite's keys, when it runs after the others.
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return (JSON.parse(stdout) as { name: string }[]).map((key) => key.name);
}

/** Invented addresses of every record kind, a few locales, and the route-data API. */
function invented(n: number): string {
  const junk = `junk-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const paths = [
    `/products/${junk}`,
    `/nl/producten/${junk}`,
    `/de/blogs/${junk}`,
    `/manuals/${junk}`,
    `/solutions/${junk}`,
    `/for-whom/${junk}`,
    `/faq/${junk}/${junk}`,
    `/fr/${junk}`,
    `/api/route-data?path=${encodeURIComponent(`/products/${junk}`)}`,
    `/api/route-data?path=${encodeURIComponent(`/sv/${junk}`)}`,
  ];
  return paths[n % paths.length] ?? "/";
}

async function settle() {
  // KV writes happen after the response (waitUntil).
  await new Promise((r) => setTimeout(r, 1500));
}

beforeAll(async () => {
  await purgeEverything();
  await resetProxy();
});
afterAll(purgeEverything);

describe("invented URLs", () => {
  it("100 requests for invented slugs write no KV keys beyond a small constant", async () => {
    // Each kind and locale once first: the shared answers (menu, settings, content
    // index) they need are cached once, as for any visitor.
    for (let n = 0; n < 10; n++) await get(invented(n));
    await settle();
    const before = await kvKeys();
    const statuses = new Map<number, number>();
    for (let n = 0; n < 100; n++) {
      const response = await get(invented(n));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    await settle();
    const after = await kvKeys();
    const added = after.filter((key) => !before.includes(key));
    expect(statuses.get(404), JSON.stringify(Object.fromEntries(statuses))).toBe(100);
    expect(added.length, added.slice(0, 20).join("\n")).toBeLessThanOrEqual(5);
    // Still answered from memory, not from the content service, when asked again at once.
    await resetProxy();
    const again = await get("/products/junk-again");
    expect(again.status).toBe(404);
    await get("/products/junk-again");
    expect((await cmsCalls()).product ?? 0).toBeLessThanOrEqual(1);
  }, 300_000);
});
