/**
 * Consent before third parties, in Chromium against the real stack with a tag
 * manager and a (dummy) Mapbox token configured. The tag manager's host is
 * answered at the network edge and every request to it counted: none before the
 * visitor chooses, none after "Reject", one after "Accept". Consent Mode v2
 * defaults come first in the data layer. The map (and its place search) asks
 * Mapbox nothing until the visitor agrees.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

const TAG_MANAGER = "GTM-TEST123";
const DUMMY_TOKEN = "pk.eyJ1IjoiYnJvd3Nlci10ZXN0cyIsImEiOiJvZmZsaW5lIn0.ZHVtbXk";

let harness: Harness;

before(async () => {
  harness = await startHarness({ TAG_MANAGER_ID: TAG_MANAGER, MAPBOX_ACCESS_TOKEN: DUMMY_TOKEN });
});

after(async () => {
  await harness?.close();
});

/** Answers the tag manager's host with a tiny script and counts the requests. */
async function countTagManager(page: Page): Promise<{ count: () => number }> {
  let count = 0;
  await page.route("https://www.googletagmanager.com/**", (route) => {
    count++;
    return route.fulfill({ contentType: "text/javascript", body: "window.__gtm = true;" });
  });
  return { count: () => count };
}

function countMapbox(page: Page): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (/^https:\/\/[a-z.]*mapbox\.com\//.test(request.url())) count++;
  });
  return { count: () => count };
}

const settle = (page: Page) => page.waitForTimeout(800);

describe("consent before analytics", () => {
  it("asks first: defaults denied in the data layer, nothing from the tag manager", async () => {
    const { context, page, errors } = await openPage(harness, 375, 800);
    const tags = await countTagManager(page);
    await page.goto(`${harness.siteUrl}/en`);
    await hydrated(page);
    const dialog = page.locator(".consent[role=dialog]");
    await dialog.waitFor();
    const first = await page.evaluate(() => {
      const entry = (window.dataLayer ?? [])[0] as ArrayLike<unknown> | undefined;
      return entry ? Array.from(entry) : null;
    });
    assert.deepEqual(first, [
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
      },
    ]);
    await settle(page);
    assert.equal(tags.count(), 0, "no request before the visitor chooses");
    // Accept and Reject equally prominent: same size and colours.
    const [accept, reject] = await dialog.locator("button").all();
    const look = (button: typeof accept) =>
      button?.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height), style.backgroundColor, style.color];
      });
    assert.deepEqual(await look(accept), await look(reject));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("fits German and Dutch phones: nothing wider than the screen, both choices on the first screen", async () => {
    const cases: [string, number, string, string][] = [
      ["/de", 320, "Akzeptieren", "Ablehnen"],
      ["/de", 375, "Akzeptieren", "Ablehnen"],
      ["/nl", 320, "Accepteren", "Weigeren"],
      ["/en", 320, "Accept", "Reject"],
    ];
    for (const [path, width, acceptName, rejectName] of cases) {
      const label = `${path} at ${width}`;
      const { context, page } = await openPage(harness, width, 640);
      await countTagManager(page);
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      await page.locator(".consent[role=dialog]").waitFor();
      const fit = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        height: window.innerHeight,
      }));
      assert.ok(fit.scroll <= fit.viewport, `${label}: the page is ${fit.scroll} px wide`);
      for (const name of [acceptName, rejectName]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        assert.ok(box, `${label}: ${name} shown`);
        assert.ok(
          box.x >= 0 && box.x + box.width <= fit.viewport,
          `${label}: ${name} within the screen's width`,
        );
        assert.ok(box.y + box.height <= fit.height, `${label}: ${name} on the first screen`);
      }
      // The menu button is whole, not pushed off the screen.
      const menu = await page.locator(".navbar__hamburger").boundingBox();
      assert.ok(menu, `${label}: the menu button is shown`);
      assert.ok(menu.x + menu.width <= fit.viewport, `${label}: the menu button is whole`);
      await context.close();
    }
  });

  it("after Reject: no request to the tag manager, now or on the next page", async () => {
    const { context, page } = await openPage(harness);
    const tags = await countTagManager(page);
    await page.goto(`${harness.siteUrl}/de`);
    await hydrated(page);
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await page.locator(".consent").waitFor({ state: "detached" });
    await settle(page);
    await page.reload();
    await hydrated(page);
    await settle(page);
    assert.equal(await page.locator(".consent").count(), 0, "the choice is remembered");
    assert.equal(tags.count(), 0);
    await context.close();
  });

  it("after Accept: the tag manager loads once, with the consent update before it", async () => {
    const { context, page } = await openPage(harness);
    const tags = await countTagManager(page);
    await page.goto(`${harness.siteUrl}/nl`);
    await hydrated(page);
    await page.getByRole("button", { name: "Accepteren" }).click();
    await page.waitForFunction(() => (window as { __gtm?: boolean }).__gtm === true);
    await settle(page);
    assert.equal(tags.count(), 1);
    const update = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((entry) => entry[0] === "consent" && entry[1] === "update"),
    );
    assert.ok(update, "a consent update is pushed");
    assert.equal((update[2] as { analytics_storage?: string }).analytics_storage, "granted");
    // The footer's link opens the settings again.
    await page.getByRole("button", { name: "Privacyinstellingen" }).click();
    await page.locator(".consent[role=dialog]").waitFor();
    await context.close();
  });

  it("after Accept a GA4 page view reaches Google, allowed by the site's policy; before, nothing", async () => {
    const { context, page } = await openPage(harness);
    // The container loads gtag, which sends a page view as GA4 does: a request to
    // the collection endpoint, and its pixel fallback.
    await page.route("https://www.googletagmanager.com/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      const body =
        path === "/gtm.js"
          ? `var s = document.createElement("script");
             s.src = "https://www.googletagmanager.com/gtag/js?id=G-TEST123";
             document.head.appendChild(s);`
          : `fetch("https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view",
               { method: "POST", keepalive: true, mode: "no-cors" }).catch(function () {});
             new Image().src = "https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view";`;
      return route.fulfill({ contentType: "text/javascript", body });
    });
    const hits: string[] = [];
    await page.route(/^https:\/\/[a-z0-9.-]*google-analytics\.com\//, (route) => {
      hits.push(new URL(route.request().url()).hostname);
      return route.fulfill({ status: 204, body: "" });
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { __violations?: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`${harness.siteUrl}/en`);
    await hydrated(page);
    await settle(page);
    assert.deepEqual(hits, [], "nothing reaches Google before the visitor chooses");
    await page.getByRole("button", { name: "Accept" }).click();
    await page.waitForFunction(() => performance.getEntriesByType("resource").length > 0);
    for (let i = 0; i < 50 && hits.length < 2; i++) await page.waitForTimeout(100);
    assert.deepEqual([...new Set(hits)].sort(), [
      "region1.google-analytics.com",
      "www.google-analytics.com",
    ]);
    const violations = await page.evaluate(
      () => (window as { __violations?: string[] }).__violations ?? [],
    );
    assert.deepEqual(
      violations.filter((line) => line.includes("google")),
      [],
      "the policy blocks none of it",
    );
    await context.close();
  });

  it("the map asks Mapbox nothing until the visitor agrees", async () => {
    const { context, page } = await openPage(harness);
    await countTagManager(page);
    const mapbox = countMapbox(page);
    await page.goto(`${harness.siteUrl}/where-to-buy?country=NL`);
    await hydrated(page);
    await page.getByRole("button", { name: "Reject" }).click();
    const consent = page.locator(".map-consent");
    await consent.scrollIntoViewIfNeeded();
    await settle(page);
    assert.equal(mapbox.count(), 0);
    // The list works without the map.
    assert.ok((await page.locator(".finder__count").textContent())?.match(/\d+ compan/));
    await page.getByRole("button", { name: "Show map" }).click();
    await page.locator(".finder-map:not(.finder-map--consent)").waitFor();
    await page.waitForFunction(() =>
      performance
        .getEntriesByType("resource")
        .some((entry) => entry.name.includes("/assets/mapbox-map")),
    );
    await context.close();
  });
});
