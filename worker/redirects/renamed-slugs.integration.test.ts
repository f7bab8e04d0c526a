/**
 * An editor renames a product's slug in the content service; its webhook tells
 * the site, which answers the old address in each locale the rename touched with
 * a 301 to the new one, on the very next request, in one hop, however many times
 * it was renamed; a path a record is live at again never redirects; the
 * sitemaps list only live paths; each redirect answered says its rule in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dropEdits,
  editEntry,
  get,
  h1,
  jsonLines,
  purgeEverything,
  refillPurgeBudget,
  runScheduled,
  sharedCache,
  siteLog,
} from "../../testing/helpers";

/** An editor's rename; its webhook purges the shared redirects within the platform's budget. */
async function rename(locale: string, slug: string, key = "pigeon-spikes") {
  await refillPurgeBudget();
  const edit = await editEntry("products", key, locale, { fields: { slug }, publish: true });
  expect(edit.status).toBe(200);
  expect(edit.body.webhook?.status).toBe(200);
}

/** Where an address leads: its status and `Location`, without following it. */
async function leads(path: string): Promise<[number, string | null]> {
  const response = await get(path);
  return [response.status, response.headers.get("location")];
}

beforeAll(async () => {
  await dropEdits();
  await purgeEverything();
  // The cron's hourly read: the site learns where every published record is.
  await runScheduled();
  expect((await get("/products/pigeon-spikes")).status).toBe(200);
  expect((await get("/de/produkte/taubenspikes")).status).toBe(200);
});

afterAll(async () => {
  await dropEdits();
  await purgeEverything();
});

describe("a renamed product", () => {
  it("answers its old address with a 301 to the new one, in each locale renamed", async () => {
    await rename("en", "stainless-pigeon-spikes");
    await rename("de", "edelstahl-taubenspikes");
    expect(await leads("/products/pigeon-spikes")).toEqual([
      301,
      "/products/stainless-pigeon-spikes",
    ]);
    expect(await leads("/de/produkte/taubenspikes")).toEqual([
      301,
      "/de/produkte/edelstahl-taubenspikes",
    ]);
    expect((await get("/products/stainless-pigeon-spikes")).status).toBe(200);
    expect((await get("/de/produkte/edelstahl-taubenspikes")).status).toBe(200);
    // Locales the rename did not touch keep their address.
    expect(await leads("/nl/producten/duivenpinnen")).toEqual([200, null]);
    expect(await leads("/en-US/products/pigeon-spikes")).toEqual([200, null]);
    // A query string goes along.
    expect(await leads("/products/pigeon-spikes?utm_source=flyer")).toEqual([
      301,
      "/products/stainless-pigeon-spikes?utm_source=flyer",
    ]);
  });

  it("tells a client navigation where the page went", async () => {
    const response = await get("/api/route-data?path=/de/produkte/taubenspikes");
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 301,
      location: "/de/produkte/edelstahl-taubenspikes",
    });
  });

  it("says the redirect and its rule in the request's log line", async () => {
    // The worker answers (and logs) what the shared cache does not hold.
    await sharedCache("purge", { purgeEverything: true });
    const { next } = await siteLog();
    await get("/de/produkte/taubenspikes");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = jsonLines((await siteLog(next)).lines);
    const line = lines.find(
      (each) =>
        each.event === "request" && each.path === "/de/produkte/taubenspikes" && each.redirect,
    );
    expect(line).toMatchObject({
      status: 301,
      redirect: {
        rule: "renamed",
        from: "/de/produkte/taubenspikes",
        to: "/de/produkte/edelstahl-taubenspikes",
      },
    });
  });

  it("renamed twice, answers every old address in one hop", async () => {
    await rename("en", "pigeon-spikes-steel");
    expect(await leads("/products/pigeon-spikes")).toEqual([301, "/products/pigeon-spikes-steel"]);
    expect(await leads("/products/stainless-pigeon-spikes")).toEqual([
      301,
      "/products/pigeon-spikes-steel",
    ]);
    expect((await get("/products/pigeon-spikes-steel")).status).toBe(200);
  });

  it("lists only live addresses in the sitemaps", async () => {
    const en = (await get("/sitemap-en-products.xml")).body;
    expect(en).toContain("/products/pigeon-spikes-steel</loc>");
    expect(en).not.toContain("/products/pigeon-spikes</loc>");
    expect(en).not.toContain("/products/stainless-pigeon-spikes</loc>");
    const de = (await get("/sitemap-de-products.xml")).body;
    expect(de).toContain("/de/produkte/edelstahl-taubenspikes</loc>");
    expect(de).not.toContain("/de/produkte/taubenspikes</loc>");
  });

  it("renamed back, is live at its first address again, never a loop", async () => {
    await rename("en", "pigeon-spikes");
    expect(await leads("/products/pigeon-spikes")).toEqual([200, null]);
    expect(await leads("/products/pigeon-spikes-steel")).toEqual([301, "/products/pigeon-spikes"]);
    expect(await leads("/products/stainless-pigeon-spikes")).toEqual([
      301,
      "/products/pigeon-spikes",
    ]);
  });

  it("stops redirecting an old address another record takes over", async () => {
    await rename("en", "stainless-pigeon-spikes", "bird-netting");
    const taken = await get("/products/stainless-pigeon-spikes");
    expect(taken.status).toBe(200);
    expect(h1(taken.body)).toMatch(/net/i);
    // The record that left it keeps redirecting its own other old address.
    expect(await leads("/products/pigeon-spikes-steel")).toEqual([301, "/products/pigeon-spikes"]);
    // And the taken-over record's own old address leads to it.
    expect(await leads("/products/bird-netting")).toEqual([
      301,
      "/products/stainless-pigeon-spikes",
    ]);
  });

  it("an address never published is still a plain 404", async () => {
    expect(await leads("/products/never-a-product")).toEqual([404, null]);
  });
});
