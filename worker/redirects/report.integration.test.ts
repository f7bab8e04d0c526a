/**
 * The operator's list of every redirect the site answers, with its source
 * (`GET /api/redirects` behind the webhook's secret, and `npm run redirects`,
 * which prints it): the editors' redirects as answered, those the site refuses
 * and why, the redirects of renamed slugs, and the 404s most asked for.
 *
 * A stack of its own (scripts/stack.mjs, startStack): the 404 tally is the
 * site's, in its isolate and its database, and other test files send hundreds of
 * invented addresses to the shared stack (fuzz, invented URLs), which would fill
 * the report's top list. Its cron trigger fires only when the test runs it.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack } from "../../scripts/stack.mjs";
import {
  editEntry as editSharedEntry,
  get as getShared,
  runScheduled as runSharedScheduled,
  WEBHOOK_SECRET,
} from "../../testing/helpers";

const run = promisify(execFile);

let stack: Awaited<ReturnType<typeof startStack>>;
let persistDir: string;

const siteUrl = () => stack.siteUrl;
const get = (path: string, init: RequestInit = {}) => getShared(path, init, siteUrl());
const runScheduled = () => runSharedScheduled(Date.now(), siteUrl());
const editEntry = (...[collection, key, locale, body]: Parameters<typeof editSharedEntry>) =>
  editSharedEntry(collection, key, locale, body, new URL(stack.graphqlUrl).origin);

async function reportOf(missing?: number) {
  const response = await get(`/api/redirects${missing ? `?missing=${missing}` : ""}`, {
    headers: { authorization: `Bearer ${WEBHOOK_SECRET}` },
  });
  expect(response.status).toBe(200);
  return JSON.parse(response.body);
}

beforeAll(async () => {
  persistDir = mkdtempSync(join(tmpdir(), "site-report-"));
  stack = await startStack({ port: 0, quiet: true, persistDir, cronEverySeconds: 0 });
  // The site learns the records' paths at its first cron run, so it knows the renamed one's.
  await runScheduled();
  const renamed = await editEntry("products", "sonic-deterrent", "fr", {
    fields: { slug: "effaroucheur-sonore-pro" },
    publish: true,
  });
  expect(renamed.status).toBe(200);
  const refused = await editEntry("redirects", "elsewhere", "-", {
    fields: { from_path: "/elsewhere", to: "https://evil.example.net/" },
    publish: true,
  });
  expect(refused.status).toBe(201);
});

afterAll(async () => {
  await stack?.stop();
  if (persistDir) rmSync(persistDir, { recursive: true, force: true });
});

describe("the redirects report", () => {
  it("is refused without the webhook's secret", async () => {
    expect((await get("/api/redirects")).status).toBe(401);
    const wrong = await get("/api/redirects", { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
  });

  it("lists every redirect with its source", async () => {
    const response = await get("/api/redirects", {
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const report = JSON.parse(response.body);
    expect(report.managed).toContainEqual({
      from: "/de/fruehling",
      to: "/de/produkte/taubenspikes",
      status: 302,
    });
    expect(report.refused).toContainEqual({
      from: "/elsewhere",
      reason: expect.stringMatching(/allowed host/),
    });
    expect(report.renamed).toContainEqual(
      expect.objectContaining({
        from: "/fr/produits/effaroucheur-sonore",
        to: "/fr/produits/effaroucheur-sonore-pro",
        model: "product",
        locale: "fr",
        status: 301,
      }),
    );
  });

  it("lists the 404s most asked for, most asked first, and a redirected or live address never", async () => {
    for (let i = 0; i < 5; i++) await get("/de/alte-aktion");
    for (let i = 0; i < 3; i++) await get("/products/gone-product");
    await get("/api/route-data?path=/products/gone-product");
    await get("/de/fruehling");
    await get("/products/pigeon-spikes");
    // The cron's run writes the isolate's tally (otherwise once a minute at most).
    await runScheduled();
    const report = await reportOf();
    const paths = report.missing.map((each: { path: string }) => each.path);
    expect(report.missing).toContainEqual({ path: "/de/alte-aktion", hits: 5 });
    expect(report.missing).toContainEqual({ path: "/products/gone-product", hits: 4 });
    expect(paths.indexOf("/de/alte-aktion")).toBeLessThan(paths.indexOf("/products/gone-product"));
    expect(paths).not.toContain("/de/fruehling");
    expect(paths).not.toContain("/products/pigeon-spikes");
  });

  it("keeps no more addresses a day than its fixed size, however many are invented", async () => {
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 25; i++) await get(`/invented-${round}-${i}`);
      await runScheduled();
    }
    const report = await reportOf(1000);
    const invented = report.missing.filter((each: { path: string }) =>
      each.path.startsWith("/invented-"),
    );
    // 150 addresses invented, 20 written a minute (each flush), 100 kept a day.
    expect(invented.length).toBeGreaterThan(20);
    expect(report.missing.length).toBeLessThanOrEqual(100);
    // What was asked most keeps its place: a new address takes the least asked one's.
    expect(report.missing).toContainEqual({ path: "/de/alte-aktion", hits: 5 });
  });

  it("is printed by npm run redirects", async () => {
    const { stdout } = await run(process.execPath, ["scripts/redirects.mjs", "--site", siteUrl()], {
      env: { ...process.env, CMS_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    expect(stdout).toMatch(
      /302\s+\/de\/fruehling\s+\/de\/produkte\/taubenspikes\s+← managed in the CMS/,
    );
    expect(stdout).toMatch(
      /301\s+\/fr\/produits\/effaroucheur-sonore\s+\/fr\/produits\/effaroucheur-sonore-pro\s+← renamed product/,
    );
    expect(stdout).toContain("/elsewhere: to is no site path nor a URL on an allowed host");
    // First in its section, with its count: no other file's 404s stand above it.
    expect(stdout).toMatch(/the 404s most asked for[^\n]*\n[ \t]+5[ \t]+\/de\/alte-aktion\n/);
  });
});
