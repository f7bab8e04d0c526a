/**
 * The finder's place search in Chromium, with a dummy Mapbox token. The geocoding
 * service is answered by a local stand-in at the network edge (a fixture), or left
 * unreachable (the harness aborts every outside host), where the search falls back
 * to the towns and postcodes of the finder's own locations.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  type Harness,
  hydrated,
  openPageWithMapConsent,
  startHarness,
  type Watched,
} from "./support.ts";

const DUMMY_TOKEN = "pk.eyJ1IjoiYnJvd3Nlci10ZXN0cyIsImEiOiJvZmZsaW5lIn0.ZHVtbXk";
const FINDER = "/where-to-buy";
const GEOCODING = "https://api.mapbox.com/search/geocode/v6/forward";
const GRONINGEN = { lat: 53.21917, lng: 6.56667 };

/** A v6 forward answer, shaped like Mapbox's. */
const FIXTURE = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      id: "dXJuOm1ieHBsYzpncm9uaW5nZW4",
      geometry: { type: "Point", coordinates: [GRONINGEN.lng, GRONINGEN.lat] },
      properties: {
        mapbox_id: "dXJuOm1ieHBsYzpncm9uaW5nZW4",
        feature_type: "place",
        name: "Groningen",
        place_formatted: "Groningen, Netherlands",
        full_address: "Groningen, Groningen, Netherlands",
        coordinates: { latitude: GRONINGEN.lat, longitude: GRONINGEN.lng },
      },
    },
    {
      type: "Feature",
      id: "dXJuOm1ieHBsYzpncm9lc2JlZWs",
      geometry: { type: "Point", coordinates: [5.9333, 51.7833] },
      properties: {
        mapbox_id: "dXJuOm1ieHBsYzpncm9lc2JlZWs",
        feature_type: "place",
        name: "Groesbeek",
        place_formatted: "Gelderland, Netherlands",
        full_address: "Groesbeek, Gelderland, Netherlands",
        coordinates: { latitude: 51.7833, longitude: 5.9333 },
      },
    },
  ],
  attribution: "stand-in",
};

/**
 * Console errors and warnings, except the browser's own notes on the requests to
 * Mapbox's hosts the harness aborts, and the GPU notes of headless SwiftShader.
 */
function watchConsole(watched: Watched): string[] {
  const seen: string[] = [];
  watched.page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (/^https:\/\/[a-z.]*mapbox\.com\//.test(message.location().url)) return;
    if (message.text().includes("GL Driver Message")) return;
    seen.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  watched.page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

/** The place search's suggestions (not the filters' `<option>`s). */
function places(page: Page) {
  return page.getByRole("listbox", { name: "Places", includeHidden: true });
}

async function companyNames(page: Page): Promise<string[]> {
  return page.$$eval(".finder-company__name", (hs) => hs.map((h) => h.textContent ?? ""));
}

async function nearestNames(harness: Harness, query: string): Promise<string[]> {
  const answer = (await (await fetch(`${harness.siteUrl}/api/seller-finder?${query}`)).json()) as {
    companies: { name: string }[];
  };
  return answer.companies.map((company) => company.name);
}

async function distances(page: Page): Promise<number[]> {
  return page.$$eval(".finder-company__distance", (ps) =>
    ps.map((p) => Number((p.textContent ?? "").replace(/[^\d.]/g, ""))),
  );
}

describe("place search (dummy token)", () => {
  let harness: Harness;

  before(async () => {
    harness = await startHarness({ MAPBOX_ACCESS_TOKEN: DUMMY_TOKEN });
  });

  after(async () => {
    await harness?.close();
  });

  it("suggests places from the geocoding service; choosing one re-centres the map and sorts the list", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    const asked: URL[] = [];
    // Registered after the harness's abort-all route, so it answers first.
    await context.route(`${GEOCODING}?**`, async (route) => {
      asked.push(new URL(route.request().url()));
      await route.fulfill({ json: FIXTURE, headers: { "access-control-allow-origin": "*" } });
    });
    await page.goto(`${harness.siteUrl}${FINDER}?country=NL`);
    await hydrated(page);
    // mapbox-gl loads only when the map comes near the screen.
    await page.locator(".finder-map").scrollIntoViewIfNeeded();
    await page.waitForSelector('.finder-map[data-state="ready"]', { timeout: 20_000 });
    const before = await companyNames(page);
    assert.equal(asked.length, 0, "nothing is asked before the visitor types");

    const box = page.getByRole("combobox", { name: "Town, postcode or address" });
    await box.pressSequentially("Groningen", { delay: 30 });
    const option = places(page).getByRole("option", { name: /Groningen, Groningen, Netherlands/ });
    await option.waitFor();
    assert.equal(await box.getAttribute("aria-expanded"), "true");
    assert.equal(await places(page).getByRole("option").count(), 2);
    assert.ok(asked.length >= 1 && asked.length <= 2, `debounced: ${asked.length} requests`);
    const request = asked.at(-1) as URL;
    assert.equal(request.searchParams.get("q"), "Groningen");
    assert.equal(request.searchParams.get("country"), "nl");
    assert.equal(request.searchParams.get("language"), "en");
    assert.equal(request.searchParams.get("access_token"), DUMMY_TOKEN);

    // Keyboard: the first option becomes active, Enter chooses it.
    await box.press("ArrowDown");
    assert.equal(await box.getAttribute("aria-activedescendant"), await option.getAttribute("id"));
    assert.equal(await option.getAttribute("aria-selected"), "true");
    await box.press("Enter");
    assert.equal(await box.getAttribute("aria-expanded"), "false");
    assert.equal(await box.inputValue(), "Groningen, Groningen, Netherlands");

    await page.locator(".finder-company__distance").first().waitFor();
    const url = new URL(page.url());
    assert.equal(url.searchParams.get("near"), "53.21917,6.56667");
    assert.equal(url.searchParams.get("place"), "Groningen, Groningen, Netherlands");
    assert.equal(url.searchParams.get("country"), "NL");
    const sorted = await nearestNames(
      harness,
      `country=NL&lat=${GRONINGEN.lat}&lng=${GRONINGEN.lng}`,
    );
    assert.deepEqual(await companyNames(page), sorted);
    assert.notDeepEqual(sorted, before, "the order changed");
    const km = await distances(page);
    assert.deepEqual(
      km,
      [...km].sort((a, b) => a - b),
    );
    assert.match(
      (await page.locator(".finder-company__distance").first().textContent()) ?? "",
      /\d km$/,
    );

    // The map flies to the place.
    await page.waitForFunction(
      ({ lat, lng }) => {
        const [x, y] = (document.querySelector(".finder-map")?.getAttribute("data-center") ?? "")
          .split(",")
          .map(Number);
        return Math.abs((x ?? 0) - lng) < 0.01 && Math.abs((y ?? 0) - lat) < 0.01;
      },
      GRONINGEN,
      { timeout: 10_000 },
    );

    // Reload: the URL brings the place back, sorted the same.
    await page.reload();
    await hydrated(page);
    await page.locator(".finder-company__distance").first().waitFor();
    assert.equal(await box.inputValue(), "Groningen, Groningen, Netherlands");
    assert.deepEqual(await companyNames(page), sorted);
    const afterReload = asked.length;

    // Clearing the place restores the plain order; nothing more is asked.
    await page.getByRole("button", { name: "Clear place" }).click();
    await page.waitForFunction(
      () =>
        !document.querySelector(".finder-company__distance") &&
        document.querySelectorAll(".finder-company__name").length > 0,
    );
    assert.ok(!page.url().includes("near="));
    assert.deepEqual(await companyNames(page), before);
    assert.equal(asked.length, afterReload);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("with the service unreachable, matches a town of the sale locations and sorts by it", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    const outside: string[] = [];
    page.on("requestfailed", (request) => {
      if (request.url().startsWith(GEOCODING)) outside.push(request.url());
    });
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    const before = await companyNames(page);
    const box = page.getByRole("combobox", { name: "Town, postcode or address" });
    await box.pressSequentially("Zwol", { delay: 30 });
    const option = places(page).getByRole("option", { name: /Zwolle/ });
    await option.waitFor();
    assert.ok(outside.length >= 1, "the geocoding service was tried and failed");
    assert.match((await option.textContent()) ?? "", /Netherlands/);
    await option.click();

    await page.locator(".finder-company__distance").first().waitFor();
    const url = new URL(page.url());
    assert.equal(url.searchParams.get("place"), "Zwolle");
    assert.equal(url.searchParams.get("near"), "52.50822,6.11195");
    const sorted = await nearestNames(harness, "lat=52.50822&lng=6.11195");
    assert.deepEqual(await companyNames(page), sorted);
    assert.notDeepEqual(sorted, before, "the order changed");
    const km = await distances(page);
    assert.equal(km[0], 0, "the company in Zwolle comes first");
    assert.deepEqual(
      km,
      [...km].sort((a, b) => a - b),
    );

    // A postcode of a known location, by keyboard; the failed service is not asked again.
    const tried = outside.length;
    await box.fill("");
    await box.pressSequentially("9723", { delay: 30 });
    await places(page)
      .getByRole("option", { name: /9723 BX Groningen/ })
      .waitFor();
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL(/place=9723\+BX\+Groningen/);
    await page.waitForFunction(() =>
      document.querySelector(".finder-company__distance")?.textContent?.includes(" 0 km"),
    );
    assert.equal(outside.length, tried);
    // Escape closes the list.
    await box.fill("Utr");
    await places(page)
      .getByRole("option", { name: /Utrecht/ })
      .waitFor();
    await box.press("Escape");
    assert.equal(await box.getAttribute("aria-expanded"), "false");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
