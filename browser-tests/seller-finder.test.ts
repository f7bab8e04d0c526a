/**
 * The seller finder and its map in Chromium. With a dummy Mapbox token (Mapbox's
 * hosts are aborted at the network edge by the harness, so the map runs on its
 * own offline style), and without a token, where the list must do everything.
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

/** Shaped like a public token (`pk.` + base64 JSON + signature); Mapbox never sees it. */
const DUMMY_TOKEN = "pk.eyJ1IjoiYnJvd3Nlci10ZXN0cyIsImEiOiJvZmZsaW5lIn0.ZHVtbXk";
const FINDER = "/where-to-buy";

/**
 * Console errors and warnings, except the noise this test causes on purpose: the
 * requests to Mapbox's hosts it aborts, and the GPU notes of headless SwiftShader.
 */
function watchConsole(watched: Watched): string[] {
  const seen: string[] = [];
  watched.page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const from = message.location().url;
    if (/^https:\/\/[a-z.]*mapbox\.com\//.test(from)) return;
    if (message.text().includes("GL Driver Message")) return;
    seen.push(`${message.type()}: ${message.text()} (${from})`);
  });
  watched.page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

/**
 * mapbox-gl loads only when the map comes near the screen: scroll to it, then
 * wait. The server's HTML holds the consent note in its place until the browser
 * has read the visitor's choice, just after the finder hydrates.
 */
async function mapState(page: Page, state: "ready" | "unavailable"): Promise<void> {
  const map = page.locator('.finder-map:not([data-state="consent"])');
  await map.waitFor({ state: "attached" });
  await map.scrollIntoViewIfNeeded();
  await page.waitForSelector(`.finder-map[data-state="${state}"]`, { timeout: 20_000 });
}

async function mapReady(page: Page): Promise<void> {
  await mapState(page, "ready");
}

async function listedLocationIds(page: Page): Promise<string[]> {
  return page.$$eval(".finder-companies [data-location-id]", (elements) =>
    elements.map((element) => (element as HTMLElement).dataset.locationId ?? ""),
  );
}

/** Location markers plus the sizes of clusters: every location on the map, counted once. */
async function mapLocationCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const markers = document.querySelectorAll(".finder-marker").length;
    const clustered = [...document.querySelectorAll(".finder-cluster")].reduce(
      (sum, element) => sum + Number(element.textContent),
      0,
    );
    return markers + clustered;
  });
}

async function selectOptions(page: Page, name: string): Promise<string[]> {
  return page.$$eval(`.finder-filters select[name="${name}"] option`, (options) =>
    options.map((option) => (option as HTMLOptionElement).value),
  );
}

describe("seller finder with a map (dummy token, Mapbox hosts blocked)", () => {
  let harness: Harness;

  before(async () => {
    harness = await startHarness({ MAPBOX_ACCESS_TOKEN: DUMMY_TOKEN });
  });

  after(async () => {
    await harness?.close();
  });

  it("renders a marker for every location of the filtered set", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    await page.goto(`${harness.siteUrl}${FINDER}?country=NL`);
    await hydrated(page);
    await mapReady(page);
    const located = await page.evaluate(async () => {
      const response = await fetch("/api/seller-finder?country=NL");
      return ((await response.json()) as { points: unknown[] }).points.length;
    });
    // The NL companies fit one page: the list and the map show the same locations.
    const listed = await listedLocationIds(page);
    assert.equal(listed.length, located);
    assert.ok(located > 5);
    await page.waitForFunction(
      (count) => {
        const markers = document.querySelectorAll(".finder-marker").length;
        const clustered = [...document.querySelectorAll(".finder-cluster")].reduce(
          (sum, element) => sum + Number(element.textContent),
          0,
        );
        return markers + clustered === count;
      },
      located,
      { timeout: 10_000 },
    );
    assert.equal(await mapLocationCount(page), located);
    // Arriving with filters, the map shows their set rather than the default view.
    await page.waitForFunction(
      () => Number(document.querySelector(".finder-map")?.getAttribute("data-zoom")) > 5,
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("shows the whole filtered set on the map; a marker further down loads its entry", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    await mapReady(page);
    assert.equal(await page.locator(".finder-company").count(), 6);
    const pageOf = await page.evaluate(async () => {
      const response = await fetch("/api/seller-finder");
      const body = (await response.json()) as { points: { id: string; page: number }[] };
      return Object.fromEntries(body.points.map((point) => [point.id, point.page]));
    });
    await page.waitForFunction(() => document.querySelectorAll(".finder-marker").length > 6);
    const onMap = await page.$$eval(".finder-marker", (elements) =>
      elements.map((element) => (element as HTMLElement).dataset.locationId ?? ""),
    );
    const listed = new Set(await listedLocationIds(page));
    assert.ok(
      onMap.some((id) => !listed.has(id)),
      "the map shows locations of companies not listed yet",
    );
    const further = onMap.find((id) => (pageOf[id] ?? 0) > 1);
    assert.ok(further, "a marker of a company on a later page is in view");
    await page.locator(`.finder-marker[data-location-id="${further}"]`).dispatchEvent("click");
    const entry = page.locator(`.finder-companies [data-location-id="${further}"]`);
    await entry.waitFor();
    await page.waitForFunction(
      (id) =>
        document
          .querySelector(`.finder-companies [data-location-id="${id}"]`)
          ?.getAttribute("aria-current") === "true",
      further,
    );
    assert.ok((await page.locator(".finder-company").count()) >= 6 * (pageOf[further] ?? 1) - 5);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("a marker click highlights the list entry, and a list click flies the map there", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    await page.goto(`${harness.siteUrl}${FINDER}?country=DE`);
    await hydrated(page);
    await mapReady(page);
    const marker = page.locator(".finder-marker").first();
    await marker.waitFor();
    const id = await marker.getAttribute("data-location-id");
    assert.ok(id);
    await marker.dispatchEvent("click");
    const entry = page.locator(`.finder-companies [data-location-id="${id}"]`);
    await page.waitForFunction(
      (locationId) =>
        document
          .querySelector(`.finder-companies [data-location-id="${locationId}"]`)
          ?.classList.contains("finder-location--selected"),
      id,
    );
    assert.equal(await entry.getAttribute("aria-current"), "true");
    await page.waitForFunction(
      (locationId) =>
        document
          .querySelector(`.finder-marker[data-location-id="${locationId}"]`)
          ?.classList.contains("finder-marker--selected"),
      id,
    );

    // The reverse, by keyboard: another location's "Show on map" button. It is
    // one of a chain's other locations, folded: the keyboard opens the fold first.
    const other = page.locator(".finder-companies .finder-location").nth(3);
    const otherId = await other.getAttribute("data-location-id");
    assert.ok(otherId && otherId !== id);
    assert.equal(await other.isVisible(), false, "folded");
    await page
      .locator(".finder-company__others", {
        has: page.locator(`[data-location-id="${otherId}"]`),
      })
      .locator("summary")
      .focus();
    await page.keyboard.press("Enter");
    await other.waitFor();
    const [lng, lat] = await page.evaluate(async (locationId) => {
      const response = await fetch("/api/seller-finder?country=DE&pageSize=50");
      const body = (await response.json()) as {
        companies: { primary: Loc; related: Loc[] }[];
      };
      type Loc = { id: string; latitude: number; longitude: number };
      const all = body.companies.flatMap((c) => [c.primary, ...c.related]);
      const found = all.find((l) => l.id === locationId);
      return [found?.longitude ?? 0, found?.latitude ?? 0];
    }, otherId);
    await other.locator(".finder-location__show").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      ([x, y]: [number, number]) => {
        const center = document.querySelector(".finder-map")?.getAttribute("data-center") ?? "";
        const [cx, cy] = center.split(",").map(Number);
        return Math.abs((cx ?? 0) - x) < 0.01 && Math.abs((cy ?? 0) - y) < 0.01;
      },
      [lng, lat] as [number, number],
      { timeout: 15_000 },
    );
    assert.ok(Number(await page.locator(".finder-map").getAttribute("data-zoom")) >= 10);
    assert.equal(await other.getAttribute("aria-current"), "true");
    assert.equal(await entry.getAttribute("aria-current"), null);
    await page.waitForFunction(
      (locationId) =>
        document
          .querySelector(`.finder-marker[data-location-id="${locationId}"]`)
          ?.classList.contains("finder-marker--selected"),
      otherId,
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("'I am' decides the 'looking for' options; the URL holds the filters; reload and back restore them", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    const routeDataCalls: string[] = [];
    const finderCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      // Route data of the finder page itself; menu links prefetch other pages' data.
      if (url.pathname === "/api/route-data" && url.searchParams.get("path")?.startsWith(FINDER)) {
        routeDataCalls.push(url.search);
      }
      if (url.pathname === "/api/seller-finder") finderCalls.push(url.search);
      if (request.isNavigationRequest() && url.pathname === FINDER) routeDataCalls.push("html");
    });
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    routeDataCalls.length = 0;
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    assert.deepEqual(await selectOptions(page, "type"), [
      "",
      "installer",
      "consumer",
      "webshop_consumer",
      "webshop_professional",
      "wholesale",
      "distributor",
    ]);

    await page.selectOption('select[name="visitor"]', "consumer");
    await page.waitForURL(/\?visitor=consumer$/);
    assert.deepEqual(await selectOptions(page, "type"), [
      "",
      "installer",
      "consumer",
      "webshop_consumer",
    ]);
    await page.selectOption('select[name="type"]', "consumer");
    await page.waitForURL(/\?visitor=consumer&type=consumer$/);

    // A kind that is not offered "consumer" drops the type it had.
    await page.selectOption('select[name="visitor"]', "installer");
    await page.waitForURL(/\?visitor=installer$/);
    assert.deepEqual(await selectOptions(page, "type"), [
      "",
      "wholesale",
      "distributor",
      "webshop_professional",
    ]);
    await page.selectOption('select[name="type"]', "wholesale");
    await page.selectOption('select[name="country"]', "DE");
    await page.waitForURL(/\?visitor=installer&type=wholesale&country=DE$/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".finder-company__name")].some((h) =>
        h.textContent?.includes("Baustoffhandel Nordmann"),
      ),
    );
    const filtered = await page.$$eval(".finder-company__name", (hs) =>
      hs.map((h) => h.textContent),
    );
    assert.deepEqual(filtered, ["Baustoffhandel Nordmann KG"]);
    assert.equal(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
      true,
      "filters change without a page load",
    );
    assert.deepEqual(routeDataCalls, [], "only the finder's data is fetched, never the page");
    assert.ok(finderCalls.some((search) => search.includes("country=DE")));

    await page.reload();
    await hydrated(page);
    assert.equal(await page.inputValue('select[name="visitor"]'), "installer");
    assert.equal(await page.inputValue('select[name="type"]'), "wholesale");
    assert.equal(await page.inputValue('select[name="country"]'), "DE");
    assert.deepEqual(
      await page.$$eval(".finder-company__name", (hs) => hs.map((h) => h.textContent)),
      ["Baustoffhandel Nordmann KG"],
    );

    await page.goBack();
    await page.waitForURL(/\?visitor=installer&type=wholesale$/);
    assert.equal(await page.inputValue('select[name="country"]'), "");
    await page.waitForFunction(() => document.querySelectorAll(".finder-company").length > 1);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("fits the map to the new set when the filters change", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    await mapReady(page);
    await page.selectOption('select[name="country"]', "ES");
    await page.waitForURL(/\?country=ES$/);
    // Spain lies well south-west of the default centre (lat 52.07514, lng 8.41773).
    await page.waitForFunction(
      () => {
        const center = document.querySelector(".finder-map")?.getAttribute("data-center") ?? "";
        const [lng, lat] = center.split(",").map(Number);
        return (lat ?? 90) < 45 && (lng ?? 90) < 5;
      },
      undefined,
      { timeout: 15_000 },
    );
    const listed = await listedLocationIds(page);
    await page.waitForFunction(
      (count) => {
        const markers = document.querySelectorAll(".finder-marker").length;
        const clustered = [...document.querySelectorAll(".finder-cluster")].reduce(
          (sum, element) => sum + Number(element.textContent),
          0,
        );
        return markers + clustered === count;
      },
      listed.length,
      { timeout: 10_000 },
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("'Load more' pages to the end and says so", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    assert.equal(await page.locator(".finder-company").count(), 6);
    const loadMore = page.getByRole("button", { name: "Load more" });
    let clicks = 0;
    while ((await loadMore.count()) > 0 && clicks < 10) {
      const before = await page.locator(".finder-company").count();
      await loadMore.click();
      await page.waitForFunction(
        (n) => document.querySelectorAll(".finder-company").length > n,
        before,
      );
      clicks++;
    }
    assert.equal(clicks, 3);
    assert.equal(await page.locator(".finder-company").count(), 21);
    await page.getByText("You have reached the end").waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("an empty result says 'No locations were found...' on the map and in the list", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    await page.goto(`${harness.siteUrl}${FINDER}?type=wholesale&country=GB`);
    await hydrated(page);
    await mapReady(page);
    await page.locator(".finder-map__overlay", { hasText: "No locations were found..." }).waitFor();
    await page.locator(".finder__count", { hasText: "No locations were found..." }).waitFor();
    assert.equal(await page.locator(".finder-company").count(), 0);
    assert.equal(await page.locator(".finder-marker, .finder-cluster").count(), 0);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("when the map cannot start (no WebGL), the note shows and the list works, without console errors", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    // A browser without WebGL: every canvas refuses a WebGL context.
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (/webgl/i.test(type)) return null;
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    await mapState(page, "unavailable");
    await page
      .locator(".finder-map__note", {
        hasText: "The map is not available right now. Every seller is in the list.",
      })
      .waitFor();
    await page.getByRole("button", { name: "Load more" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".finder-company").length === 12);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("switching language keeps the finder's filters", async () => {
    const { page, context } = await openPageWithMapConsent(harness);
    await page.goto(`${harness.siteUrl}${FINDER}?country=NL`);
    await hydrated(page);
    const german = page.locator('.locale-switcher__list a[hreflang="de"]');
    assert.match((await german.getAttribute("href")) ?? "", /^\/de\/[^?]+\?country=NL$/);
    await page.locator(".locale-switcher__toggle").click();
    await german.click();
    await page.waitForURL(/\/de\/[^?]+\?country=NL$/);
    // The German finder, with the same filter applied.
    await page.waitForFunction(() => document.documentElement.lang === "de-DE");
    assert.equal(await page.locator('select[name="country"]').inputValue(), "NL");
    await context.close();
  });

  it("loads mapbox-gl only when the map comes near the screen", async () => {
    const { page, context } = await openPageWithMapConsent(harness, 375, 800);
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.finder-map[data-state="loading"]').count(), 1);
    assert.ok(!loaded.some((path) => /\/mapbox-map-[^/]+\.js$/.test(path)), loaded.join(" "));
    await mapReady(page);
    assert.ok(loaded.some((path) => /\/mapbox-map-[^/]+\.js$/.test(path)));
    await context.close();
  });

  it("loads mapbox-gl on the finder page only: never in the home page's scripts or styles", async () => {
    const watched = await openPageWithMapConsent(harness);
    const { page, context } = watched;
    const consoleErrors = watchConsole(watched);
    const loaded: string[] = [];
    page.on("response", (response) => loaded.push(new URL(response.url()).pathname));
    const home = await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    await page.waitForTimeout(300);
    const assets = loaded.filter((path) => /\.(js|css)$/.test(path));
    assert.ok(assets.length > 1);
    for (const path of assets) {
      const body = await (await fetch(`${harness.siteUrl}${path}`)).text();
      assert.ok(!body.includes("api.mapbox.com"), `${path} holds no mapbox-gl code`);
      assert.ok(!body.includes(".mapboxgl-map"), `${path} holds no mapbox-gl CSS`);
    }
    assert.ok(!assets.some((path) => path.includes("mapbox")));
    const homeCsp = home?.headers()["content-security-policy"] ?? "";
    assert.ok(!homeCsp.includes("blob:") && !homeCsp.includes("mapbox"), homeCsp);

    // Going to the finder from there brings the map (and its CSS) with it. The home
    // page's strict policy forbids mapbox-gl's worker, so the finder reloads itself
    // once as a document with the map's policy.
    await page.locator(".navbar__where-to-buy").click();
    await page.waitForURL(`${harness.siteUrl}${FINDER}`);
    // The reloaded document, whose policy lets the map run (the URL is the same before it).
    await page.waitForSelector("html[data-map-policy]", { state: "attached" });
    await hydrated(page);
    await mapReady(page);
    assert.ok(loaded.some((path) => /\/mapbox-map-[^/]+\.js$/.test(path)));
    assert.ok(loaded.some((path) => /\/mapbox-gl-[^/]+\.css$/.test(path)));

    const finder = await fetch(`${harness.siteUrl}${FINDER}`, { headers: { accept: "text/html" } });
    assert.equal(finder.status, 200, `${finder.status} ${finder.headers.get("content-type")}`);
    const csp = finder.headers.get("content-security-policy") ?? "";
    assert.match(csp, /worker-src [^;]*blob:/);
    assert.match(csp, /child-src blob:/);
    assert.match(csp, /img-src 'self' data: blob:/);
    assert.match(
      csp,
      /connect-src 'self' https:\/\/api\.mapbox\.com https:\/\/events\.mapbox\.com/,
    );
    assert.doesNotMatch(csp, /'unsafe-eval'|script-src[^;]*\*/);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});

describe("seller finder without a token", () => {
  let harness: Harness;

  before(async () => {
    harness = await startHarness({ MAPBOX_ACCESS_TOKEN: "" });
  });

  after(async () => {
    await harness?.close();
  });

  it("works as a list, shows the note where the map would be, with no console errors", async () => {
    const { page, context, errors } = await openPageWithMapConsent(harness, 375, 800);
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(request.url()));
    const response = await page.goto(`${harness.siteUrl}/nl/waar-te-koop`);
    assert.equal(response?.status(), 200);
    const csp = response?.headers()["content-security-policy"] ?? "";
    assert.ok(!csp.includes("blob:"), "no token: the page stays strict");
    await hydrated(page);
    await page
      .locator(".finder-map__note", {
        hasText: "De kaart is nu niet beschikbaar. Alle verkooppunten staan in de lijst.",
      })
      .waitFor();
    assert.equal(await page.locator(".finder-map__canvas").count(), 0);
    assert.equal(await page.locator(".finder-location__show").count(), 0);

    // Labels in Dutch, countries named in Dutch.
    const field = (label: string) =>
      page
        .locator(".finder-filters__field", { has: page.getByText(label, { exact: true }) })
        .locator("select");
    // A Dutch visitor starts with the Netherlands chosen; the URL then says so.
    assert.equal(await field("Land").inputValue(), "NL");
    await field("Ik ben").selectOption("consumer");
    await page.waitForURL(/\?visitor=consumer&country=NL$/);
    await field("Land").selectOption("DE");
    await page.waitForURL(/\?visitor=consumer&country=DE$/);
    assert.equal(
      await page.locator('select[name="country"] option[value="DE"]').textContent(),
      "Duitsland",
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".finder-company__name")].some((h) =>
        h.textContent?.includes("Taubenschutz"),
      ),
    );
    const names = await page.$$eval(".finder-company__name", (hs) => hs.map((h) => h.textContent));
    assert.ok(names.includes("Taubenschutz Rhein-Ruhr GmbH"), names.join(", "));
    assert.ok(!names.some((name) => name?.includes("Randstad")), "Dutch companies are gone");
    await page.getByText("Je hebt het einde bereikt").waitFor();

    assert.ok(!loaded.some((url) => url.includes("mapbox")), "no map code is loaded");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a card names the location that earned its place, and its details start there", async () => {
    const { page, context, errors } = await openPageWithMapConsent(harness, 1440, 900);
    // Utrecht: companies with a branch there come first, whatever their head office.
    await page.goto(`${harness.siteUrl}${FINDER}?near=52.09083,5.12222&place=Utrecht`);
    await hydrated(page);
    const rows = await page.$$eval(".finder-company", (companies) =>
      companies.map((company) => {
        const details = company.querySelector(".finder-company__details .finder-location");
        return {
          name: company.querySelector(".finder-company__name")?.textContent,
          town: company.querySelector(".finder-company__where span")?.textContent ?? "",
          distance: company.querySelector(".finder-company__distance")?.textContent ?? "",
          firstAddress: details?.querySelector("address")?.textContent ?? "",
          firstDistance: details?.querySelector(".finder-location__distance")?.textContent ?? "",
        };
      }),
    );
    assert.ok(rows.length > 1);
    for (const row of rows) {
      const city = row.town.split(",")[0] ?? "";
      assert.ok(
        city && row.firstAddress.includes(city),
        `${row.name}: ${row.town} / ${row.firstAddress}`,
      );
      assert.equal(
        row.firstDistance,
        row.distance,
        `${row.name}: the details start at the nearest`,
      );
    }
    assert.match(rows[0]?.town ?? "", /^Utrecht/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a chain's other locations fold under their heading: no card is several times as tall as its neighbours", async () => {
    const { page, context, errors } = await openPageWithMapConsent(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/nl/waar-te-koop`);
    await hydrated(page);
    const heights = await page.$$eval(".finder-company", (cards) =>
      cards.map((card) => Math.round(card.getBoundingClientRect().height)),
    );
    assert.ok(heights.length >= 4, `${heights.length} cards`);
    // A card of one location and a chain's card, its branches folded: within half as tall again.
    assert.ok(
      Math.max(...heights) <= 1.5 * Math.min(...heights),
      `card heights ${heights.join(", ")} px`,
    );
    const fold = page.locator(".finder-company__others").first();
    const summary = fold.locator("summary");
    assert.match((await summary.textContent()) ?? "", /^Andere vestigingen van .+\d+$/);
    const count = Number(await fold.locator(".finder-company__related-count").textContent());
    assert.equal(await fold.locator(".finder-company__related > li").count(), count);
    assert.ok(count > 0);
    assert.equal(await fold.locator(".finder-location").first().isVisible(), false);
    await summary.click();
    assert.ok(await fold.locator(".finder-location").first().isVisible(), "a click opens them");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("starts with the country of the visitor's locale, in the server's first answer too", async () => {
    for (const [path, country, countryName] of [
      ["/de/haendler-finden", "DE", "Deutschland"],
      ["/nl/waar-te-koop", "NL", "Nederland"],
      // en, the default locale, is read from every country: all countries.
      [FINDER, "", null],
    ] as const) {
      const response = await fetch(`${harness.siteUrl}${path}`);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      if (country) assert.match(html, new RegExp(`<option value="${country}" selected=""`), path);
      const { page, context, errors } = await openPageWithMapConsent(harness, 375, 800);
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      assert.equal(await page.inputValue('select[name="country"]'), country, path);
      const towns = await page.$$eval(".finder-company__where span", (spans) =>
        spans.map((span) => span.textContent ?? ""),
      );
      assert.ok(towns.length > 0, path);
      if (countryName)
        assert.ok(
          towns.every((town) => town.endsWith(countryName)),
          `${path}: ${towns.join(" | ")}`,
        );
      else assert.ok(new Set(towns.map((town) => town.split(", ").at(-1))).size > 1, path);
      if (country) {
        // "All countries" is a choice of its own, kept in the URL.
        await page.selectOption('select[name="country"]', "");
        await page.waitForURL(/\?country=$/);
        await page.waitForFunction(
          (name) =>
            [...document.querySelectorAll(".finder-company__where span")].some(
              (span) => !span.textContent?.endsWith(name),
            ),
          countryName,
        );
        await page.reload();
        await hydrated(page);
        assert.equal(await page.inputValue('select[name="country"]'), "");
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it("'Near me' asks for the position only when clicked, then sorts by distance", async () => {
    const context = await harness.browser.newContext({
      viewport: { width: 1440, height: 900 },
      geolocation: { latitude: 48.137, longitude: 11.575 }, // Munich
      permissions: ["geolocation"],
    });
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    await context.addInitScript(() => {
      const geo = navigator.geolocation;
      const original = geo.getCurrentPosition.bind(geo);
      (window as unknown as { __asked: number }).__asked = 0;
      geo.getCurrentPosition = (...args: Parameters<Geolocation["getCurrentPosition"]>) => {
        (window as unknown as { __asked: number }).__asked++;
        original(...args);
      };
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
    });
    const positions: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/seller-finder" && url.searchParams.has("lat"))
        positions.push(url.search);
    });
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    await page.waitForTimeout(300);
    const asked = () => page.evaluate(() => (window as unknown as { __asked: number }).__asked);
    assert.equal(await asked(), 0, "no position is asked for before the click");
    assert.equal(await page.locator(".finder-company__distance").count(), 0);

    await page.getByRole("button", { name: "Near me" }).click();
    await page.locator(".finder-company__distance").first().waitFor();
    assert.equal(await asked(), 1);
    assert.equal(positions.length, 1);
    assert.ok(!page.url().includes("lat="), "the position stays out of the page's URL");
    const shown = await page.$$eval(".finder-company__name", (hs) => hs.map((h) => h.textContent));
    const nearest = (await (
      await fetch(`${harness.siteUrl}/api/seller-finder?lat=48.137&lng=11.575`)
    ).json()) as { companies: { name: string }[] };
    assert.deepEqual(
      shown,
      nearest.companies.map((c) => c.name),
    );
    const distances = await page.$$eval(".finder-company__distance", (ps) =>
      ps.map((p) => Number((p.textContent ?? "").replace(/[^\d.]/g, ""))),
    );
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
    await page.getByRole("button", { name: "Stop sorting by distance" }).click();
    await page.waitForFunction(() => !document.querySelector(".finder-company__distance"));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("everything is reachable by keyboard: the filters and 'Load more'", async () => {
    const { page, context, errors } = await openPageWithMapConsent(harness);
    await page.goto(`${harness.siteUrl}${FINDER}`);
    await hydrated(page);
    await page.locator('select[name="visitor"]').focus();
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "type");
    await page.keyboard.press("Tab");
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("name")),
      "country",
    );
    const loadMore = page.getByRole("button", { name: "Load more" });
    await loadMore.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll(".finder-company").length === 12);
    // The focus moves to the first new company, so reading goes on from there.
    await page.waitForFunction(
      () => document.activeElement === document.querySelectorAll(".finder-company__name")[6],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
