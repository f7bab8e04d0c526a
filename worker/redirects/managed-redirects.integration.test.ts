/**
 * Redirects editors manage in the CMS (the bundled content service's `redirects`,
 * its admin stand-in as the editor): answered 301 or 302 as set, changed on the
 * next request after the change's webhook, winning over an automatic redirect,
 * to another site only on a host the operator lists (`REDIRECT_HOSTS`,
 * shop.example.com in .dev.vars.example), never a loop, never over a live page
 * or the API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dropEdits,
  editEntry,
  get,
  purgeEverything,
  refillPurgeBudget,
  runScheduled,
} from "../../testing/helpers";

/** An editor's change; its webhook purges the shared redirects within the platform's budget. */
async function setRedirect(key: string, fields: Record<string, unknown>, publish = true) {
  await refillPurgeBudget();
  const edit = await editEntry("redirects", key, "-", { fields, publish });
  expect(edit.status).toBeLessThan(300);
  expect(edit.body.webhook?.status).toBe(200);
}

async function leads(path: string): Promise<[number, string | null]> {
  const response = await get(path);
  return [response.status, response.headers.get("location")];
}

beforeAll(async () => {
  await dropEdits();
  await purgeEverything();
});

afterAll(async () => {
  await dropEdits();
  await purgeEverything();
});

describe("a redirect an editor manages", () => {
  it("answers /de/fruehling 302 as the seed sets it, and 301 once it is made permanent", async () => {
    expect(await leads("/de/fruehling")).toEqual([302, "/de/produkte/taubenspikes"]);
    // Compared as the route table compares addresses: in lower case.
    expect(await leads("/de/Fruehling")).toEqual([302, "/de/produkte/taubenspikes"]);
    await setRedirect("spring-campaign-de", { permanent: true });
    expect(await leads("/de/fruehling")).toEqual([301, "/de/produkte/taubenspikes"]);
    // Its locale's prefix only: /fruehling in English is no address.
    expect(await leads("/fruehling")).toEqual([404, null]);
  });

  it("is one the editor creates, and goes when it is unpublished", async () => {
    await setRedirect("summer", { from_path: "/nl/zomer", to: "/nl/producten/vogelnet" });
    expect(await leads("/nl/zomer")).toEqual([301, "/nl/producten/vogelnet"]);
    await setRedirect("summer", {}, false);
    expect(await leads("/nl/zomer")).toEqual([404, null]);
  });

  it("leads to another site only on a host the operator lists", async () => {
    await setRedirect("shop", { from_path: "/shop", to: "https://shop.example.com/spikes" });
    await setRedirect("elsewhere", { from_path: "/elsewhere", to: "https://evil.example.net/" });
    expect(await leads("/shop")).toEqual([301, "https://shop.example.com/spikes"]);
    expect(await leads("/elsewhere")).toEqual([404, null]);
  });

  it("answers a chain in one hop and refuses a loop", async () => {
    await setRedirect("chain-a", { from_path: "/chain-a", to: "/chain-b" });
    await setRedirect("chain-b", { from_path: "/chain-b", to: "/products/bird-netting" });
    expect(await leads("/chain-a")).toEqual([301, "/products/bird-netting"]);
    await setRedirect("loop-a", { from_path: "/loop-a", to: "/loop-b" });
    await setRedirect("loop-b", { from_path: "/loop-b", to: "/loop-a" });
    expect(await leads("/loop-a")).toEqual([404, null]);
    expect(await leads("/loop-b")).toEqual([404, null]);
  });

  it("never shadows a live page nor the API", async () => {
    await setRedirect("over-page", { from_path: "/products/bird-netting", to: "/contact" });
    await setRedirect("over-api", { from_path: "/api/nothing", to: "/contact" });
    expect(await leads("/products/bird-netting")).toEqual([200, null]);
    const api = await get("/api/nothing");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
  });

  it("wins over the automatic redirect of a renamed slug", async () => {
    await runScheduled();
    await refillPurgeBudget();
    const renamed = await editEntry("products", "optical-gel", "en", {
      fields: { slug: "optical-bird-gel" },
      publish: true,
    });
    expect(renamed.status).toBe(200);
    expect(await leads("/products/optical-gel")).toEqual([301, "/products/optical-bird-gel"]);
    await setRedirect("gel", { from_path: "/products/optical-gel", to: "/products/pigeon-spikes" });
    expect(await leads("/products/optical-gel")).toEqual([301, "/products/pigeon-spikes"]);
    await editEntry("products", "optical-gel", "en", {
      fields: { slug: "optical-gel" },
      publish: true,
    });
  });
});
