/**
 * `npm start` runs the site like production: its cron trigger fires on its own
 * (scripts/stack.mjs, startCronTicker), so a contact request stored while the
 * content service was down reaches it once the service is back, without anyone
 * calling `/cdn-cgi/handler/scheduled`. A stack of its own, started as
 * scripts/start.mjs starts it (startStack), with the cron every 2 s instead of
 * every minute (CRON_EVERY_SECONDS) and the content service behind the test proxy.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALID_FORM } from "../shared/contact-form.table";
import { type CmsProxy, startCmsProxy } from "../testing/cms-proxy";
import type { StoredContactRequest } from "../testing/helpers";
import { freePort, siteSettings, startCms, startStack } from "./stack.mjs";

let persistDir: string;
let cms: Awaited<ReturnType<typeof startCms>>;
let proxy: CmsProxy;
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  persistDir = mkdtempSync(join(tmpdir(), "start-test-"));
  cms = await startCms({
    port: await freePort(),
    persistDir,
    settings: siteSettings(),
    quiet: true,
  });
  proxy = await startCmsProxy(cms.origin);
  const before = process.env.CRON_EVERY_SECONDS;
  process.env.CRON_EVERY_SECONDS = "2";
  try {
    stack = await startStack({
      port: 0,
      persistDir,
      quiet: true,
      env: { CMS_GRAPHQL_URL: `${proxy.url}/graphql`, CMS_MEDIA_URL: cms.origin },
    });
  } finally {
    if (before === undefined) delete process.env.CRON_EVERY_SECONDS;
    else process.env.CRON_EVERY_SECONDS = before;
  }
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await cms?.stop();
  await proxy?.close();
  rmSync(persistDir, { recursive: true, force: true });
});

async function setMode(mode: "up" | "down") {
  await fetch(`${proxy.url}/__proxy/mode`, { method: "POST", body: JSON.stringify({ mode }) });
}

async function arrived(marker: string): Promise<StoredContactRequest[]> {
  const all = (await (
    await fetch(`${cms.origin}/contact-requests`)
  ).json()) as StoredContactRequest[];
  return all.filter((request) => request.message.startsWith(marker));
}

describe("npm start", () => {
  it("fires the cron trigger on its own: a request stored during an outage is delivered after it", async () => {
    expect(stack.cronEverySeconds).toBe(2);
    const marker = `cron-${crypto.randomUUID()}`;
    await setMode("down");
    const response = await fetch(`${stack.siteUrl}/api/contact`, {
      method: "POST",
      headers: {
        origin: stack.siteUrl,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        ...VALID_FORM,
        message: `${marker}: pigeons on the roof ridge.`,
        idempotency_key: crypto.randomUUID().replaceAll("-", ""),
        locale: "en",
        page_path: "/contact",
      }),
    });
    expect(response.status).toBe(201);
    // Its first attempt fails with the service down; ticks meanwhile find it not yet due.
    await new Promise((r) => setTimeout(r, 5000));
    expect(await arrived(marker)).toEqual([]);

    await setMode("up");
    // Due again after the outbox's first backoff (30 s); the next tick sends it.
    const deadline = Date.now() + 60_000;
    let delivered: StoredContactRequest[] = [];
    while (Date.now() < deadline) {
      delivered = await arrived(marker);
      if (delivered.length) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ email: VALID_FORM.email, locale: "en" });
  }, 120_000);
});
