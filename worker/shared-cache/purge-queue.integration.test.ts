/**
 * A bulk change through the real stack and the stand-in for Workers Cache with the
 * platform's purge limits (bursts of 25, 5 a minute, 100 tags a call): no call
 * above them, none lost, and every changed page fresh once a minute has passed.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import {
  cacheStats,
  cacheStatus,
  editEntry,
  get,
  h1,
  resetProxy,
  restoreSeed,
  runScheduled,
  sendWebhook,
  sharedCache,
  standInClock,
} from "../../testing/helpers";
import { CALLS_PER_PURGE } from "./purge";
import { PURGE_BURST } from "./purge-budget";

const PRODUCT = buildPath({ kind: "product", locale: "en", slug: "optical-gel" });
const WEBHOOKS = 300;

/** The stand-in's clock moved on by `minutes`, and the site's cron trigger run at that time. */
async function minutePasses(minutes = 1): Promise<void> {
  await runScheduled(await standInClock(minutes * 60_000));
}

/** A sale location's change, as a bulk import sends it: what the shared cache was told. */
async function saleLocationChanged(id: number): Promise<{ status: number; pages: string }> {
  const webhook = await sendWebhook({
    event: "entry.update",
    model: "sale-location",
    entry: { id, locale: "en" },
  });
  return { status: webhook.status, pages: JSON.parse(webhook.body).pages as string };
}

beforeEach(async () => {
  await restoreSeed();
  await sharedCache("purge", { purgeEverything: true });
});
afterEach(resetProxy);
afterAll(restoreSeed);

describe("a bulk change within the platform's purge limits", () => {
  it("300 webhooks in a minute: no call above the rate or 100 tags, none lost, every page fresh after a minute", async () => {
    await get(`${PRODUCT}?warm=1`);
    await get(PRODUCT);
    expect(cacheStatus(await get(PRODUCT))).toBe("HIT");
    const callsBefore = (await cacheStats()).purges.calls.length;

    // As a bulk import does: sale locations, a product edited among them.
    const answers: { status: number; pages?: string }[] = [];
    const started = Date.now();
    for (let from = 0; from < WEBHOOKS; from += 4) {
      const batch = Array.from({ length: Math.min(4, WEBHOOKS - from) }, async (_, offset) => {
        const i = from + offset;
        if (i === WEBHOOKS / 2) {
          const edit = await editEntry("products", "optical-gel", "en", {
            fields: { title: "Bulk-edited gel" },
          });
          return { status: edit.body.webhook?.status ?? 0 };
        }
        return saleLocationChanged(90_000 + i);
      });
      answers.push(...(await Promise.all(batch)));
    }
    const elapsedMinutes = (Date.now() - started) / 60_000;
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The budget was spent: later webhooks were written down, not sent.
    expect(answers.filter((answer) => answer.pages === "queued").length).toBeGreaterThan(200);

    await minutePasses();

    const calls = (await cacheStats()).purges.calls.slice(callsBefore);
    expect(calls.every((call) => call.accepted)).toBe(true);
    expect(calls.every((call) => call.tags + call.pathPrefixes <= 100)).toBe(true);
    // The site's own bucket: 25 at once, then 5 a minute (one minute passed above).
    expect(calls.length).toBeLessThanOrEqual(25 + 5 * Math.ceil(elapsedMinutes + 1));
    // Nothing owed any more: the next change goes out at once, with nothing pending.
    const check = await sendWebhook({
      event: "entry.update",
      model: "sale-location",
      entry: { id: 89_999, locale: "en" },
    });
    expect(JSON.parse(check.body)).toMatchObject({ pages: "purged", pending: 0 });
    // The product edited in the middle of it shows.
    const fresh = await get(PRODUCT);
    expect(cacheStatus(fresh)).toBe("MISS");
    expect(h1(fresh.body)).toBe("Bulk-edited gel");
  });

  it("a quiet spell refills the budget: after it, a burst of publishes goes out at once", async () => {
    // Twice the budget spent, and what it held back sent by the next cron run.
    for (let round = 0; round < 2; round++) {
      const spent = [];
      for (let i = 0; i < 30; i++) spent.push(await saleLocationChanged(70_000 + 100 * round + i));
      expect(spent.some((answer) => answer.pages === "queued")).toBe(true);
      await minutePasses();
    }
    // Five quiet minutes: the cron finds nothing owed, and the budget is full again.
    await minutePasses(5);
    // Each purge is a call to each of the two caches: a full bucket sends 12 at once.
    const atOnce = Math.floor(PURGE_BURST / CALLS_PER_PURGE);
    const burst = [];
    for (let i = 0; i < 20; i++) burst.push(await saleLocationChanged(60_000 + i));
    expect(burst.map((answer) => answer.pages)).toEqual([
      ...Array(atOnce).fill("purged"),
      ...Array(20 - atOnce).fill("queued"),
    ]);
  });
});
