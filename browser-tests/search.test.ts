/**
 * @module Site search in Chromium: the dialog opened by the navbar's button, the
 * `/` key and the mobile sidebar's button; keyboard-only choice of a result
 * navigating client-side; focus returning; the analytics event without the query's
 * text; the search page's form without JavaScript; axe on the open dialog; and
 * screenshots of the dialog and the page at 375 and 1440 px in English and German
 * (into SEARCH_SHOTS, default /tmp/shots-search).
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { type Harness, hydrated, openPage, shownText, startHarness } from "./support.ts";

const SHOTS = process.env.SEARCH_SHOTS ?? "/tmp/shots-search";
const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

let harness: Harness;

before(async () => {
  harness = await startHarness();
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await harness?.close();
});

const dialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');
const input = (page: Page) => page.locator('[role="dialog"] input[role="combobox"]');

async function typeQuery(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await page.locator('[role="listbox"] [role="option"]').first().waitFor();
}

describe("site search", () => {
  it("the navbar's button opens the dialog; results come as you type, grouped by kind; Escape returns focus", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    const button = page.locator(".search-button--navbar");
    await button.click();
    await dialog(page).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("role")),
      "combobox",
    );
    await typeQuery(page, "pigon spikes");
    const groups = await page.locator('[role="listbox"] > [role="group"]').count();
    assert.ok(groups >= 2, `results grouped by kind, got ${groups} groups`);
    const first = page.locator('[role="option"]').first();
    assert.match((await first.textContent()) ?? "", /Pigeon spikes/);
    assert.ok((await first.locator("mark").count()) > 0, "the snippet marks the matched words");
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    assert.ok(await button.evaluate((element) => element === document.activeElement));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("the / key opens it; ↓ and Enter open a result client-side; the analytics event has no query text", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/de`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator("body").press("/");
    await dialog(page).waitFor();
    await typeQuery(page, "flackerndes Feuer");
    // Down through the results to the product (keyboard only).
    let active: string | null = null;
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press("ArrowDown");
      active = await input(page).getAttribute("aria-activedescendant");
      assert.ok(active, "the combobox points at the chosen option");
      assert.equal(await page.locator(`[id="${active}"]`).getAttribute("aria-selected"), "true");
      if (shownText(await page.locator(`[id="${active}"]`).textContent()).includes("Optisches Gel"))
        break;
    }
    const shown = Number(
      (await page.locator(".search-dialog__status").textContent())?.match(/\d+/)?.[0],
    );
    // The analytics event once the answer has stood for a moment.
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "search"),
    );
    const event = await page.evaluate(() =>
      (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === "search"),
    );
    assert.deepEqual(event, {
      module: "search",
      event: "search",
      trigger: "dialog",
      parameters: { query_length: 17, result_count: shown },
    });
    assert.ok(!JSON.stringify(await page.evaluate(() => window.dataLayer)).includes("flackern"));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/de\/produkte\/optisches-gel$/);
    await page.locator("h1", { hasText: "Optisches Gel" }).waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
      "navigated without a page load",
    );
    assert.equal(await dialog(page).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("the mobile sidebar's button opens the dialog at 375 px; nothing scrolls sideways", async () => {
    const { context, page, errors } = await openPage(harness, 375, 740);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    await page.locator(".navbar__hamburger").click();
    await page.locator(".search-button--sidebar").click();
    await dialog(page).waitFor();
    await typeQuery(page, "netting");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width} px wide`);
    await page.screenshot({ path: join(SHOTS, "dialog-en-375.png") });
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("the navbar's button is on every width, reached by Tab with a visible focus; the dialog's code and strings are not in the first download", async () => {
    for (const [locale, width] of [
      ["en", 320],
      ["de", 375],
      ["de", 320],
      ["en", 1440],
    ] as const) {
      const { context, page, errors } = await openPage(harness, width, 740);
      const loaded: string[] = [];
      page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
      await page.goto(`${harness.siteUrl}${locale === "en" ? "/" : "/de"}`);
      const searchCode = () =>
        loaded.filter((path) => /\/(dialog-host|search-dialog|search)-[\w-]+\.js$/.test(path));
      assert.deepEqual(
        searchCode(),
        [],
        `${locale} ${width}: no search code before the load event`,
      );
      await hydrated(page);
      const button = page.locator(".search-button--navbar");
      assert.ok(await button.isVisible(), `${locale} ${width}: the button shows`);
      assert.equal(await button.getAttribute("aria-label"), locale === "en" ? "Search" : "Suche");
      await page.locator(".navbar__logo").focus();
      let reached = false;
      for (let step = 0; step < 30 && !reached; step++) {
        await page.keyboard.press("Tab");
        reached = await button.evaluate((element) => element === document.activeElement);
      }
      assert.ok(reached, `${locale} ${width}: Tab reaches the button`);
      const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
      assert.notEqual(outline, "none", `${locale} ${width}: its focus is visible`);
      await page.keyboard.press("Enter");
      await dialog(page).waitFor();
      assert.ok(searchCode().length >= 2, `${locale} ${width}: the dialog and its strings load`);
      assert.equal(
        await input(page).getAttribute("aria-label"),
        locale === "en" ? "Search the site" : "Website durchsuchen",
      );
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(sideways <= width, `${locale} ${width}: page is ${sideways} px wide`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it("pointing at its button or opening the phone menu fetches its code and German strings, so opening the dialog waits for no request", async () => {
    for (const intent of ["hover", "menu"] as const) {
      const { context, page, errors } = await openPage(harness, 375, 740);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${harness.siteUrl}/de`);
      await hydrated(page);
      const searchCode = () =>
        requested.filter((path) => /\/(dialog-host|search)-[\w-]+\.js$/.test(path));
      assert.deepEqual(
        searchCode(),
        [],
        `${intent}: nothing of search before the visitor shows intent`,
      );
      const strings = page.waitForRequest((request) => /\/search-[\w-]+\.js$/.test(request.url()));
      const button =
        intent === "hover"
          ? page.locator(".search-button--navbar")
          : page.locator("#mobile-sidebar .search-button--sidebar");
      if (intent === "hover") await button.hover();
      else await page.locator(".navbar__hamburger").click();
      await strings;
      await page.waitForLoadState("networkidle");
      const before = requested.length;
      await button.click();
      await dialog(page).waitFor();
      assert.equal(
        await input(page).getAttribute("aria-label"),
        "Website durchsuchen",
        `${intent}: the German strings are there at once`,
      );
      assert.deepEqual(requested.slice(before), [], `${intent}: opening it requested nothing`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it("axe finds no violation in the open dialog, with results and with none", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    await page.locator(".search-button--navbar").click();
    await typeQuery(page, "spikes");
    await page.keyboard.press("ArrowDown");
    const problems: string[] = [];
    for (const state of ["results", "no results"]) {
      if (state === "no results") {
        await input(page).fill("zzqxqz");
        await page.locator(".search-empty").waitFor();
      }
      const result = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(WCAG_A_AA)
        .analyze();
      problems.push(
        ...result.violations.map(
          (v) => `${state}: ${v.id} [${v.impact}] ${v.nodes[0]?.target.join(" ")}: ${v.help}`,
        ),
      );
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("the search page's form works without JavaScript", async () => {
    const context = await harness.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${harness.siteUrl}/de/suche`);
    await page.locator(".search-page__input").fill("Taubenspikes");
    await page.locator(".search-page__form button[type=submit]").click();
    await page.waitForURL(/\/de\/suche\?q=Taubenspikes$/);
    assert.equal(await page.title(), "Suche: Taubenspikes");
    await page.locator('.search-page a[href="/de/produkte/taubenspikes"]').waitFor();
    await context.close();
  });

  it("without JavaScript on a 320 px phone, nothing the search field says is cut off", async () => {
    const context = await harness.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
    });
    const page = await context.newPage();
    for (const path of ["/de/suche", "/nl/zoeken", "/search"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      const field = await page.locator(".search-page__input").evaluate((input) => {
        const field = input as HTMLInputElement;
        const style = getComputedStyle(field);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          placeholder: field.placeholder,
          needs: context.measureText(field.placeholder).width,
          room,
        };
      });
      assert.ok(
        field.needs <= field.room,
        `${path}: "${field.placeholder}" needs ${field.needs} px of ${field.room}`,
      );
      const hint = page.locator(".search-page__hint");
      assert.ok(
        ((await hint.textContent()) ?? "").length > 10,
        `${path}: the field says what it finds`,
      );
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        `${path}: nothing scrolls sideways`,
      );
    }
    await context.close();
  });

  it("a page that does not exist answers 404 with a search box that works without JavaScript and the site's main pages", async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await harness.browser.newContext({
        javaScriptEnabled,
        viewport: { width: 375, height: 812 },
      });
      const page = await context.newPage();
      const answer = await page.goto(`${harness.siteUrl}/de/gibt-es-nicht`);
      assert.equal(answer?.status(), 404);
      const ways = await page
        .locator(".status-page nav a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      for (const path of ["/de/produkte", "/de/loesungen", "/de/kontakt"])
        assert.ok(ways.includes(path), `${path} is offered, got ${ways.join(", ")}`);
      await page.getByLabel("Website durchsuchen").fill("Taubenspikes");
      await page.getByLabel("Website durchsuchen").press("Enter");
      await page.waitForURL(/\/de\/suche\?q=Taubenspikes$/);
      await page.locator('.search-page a[href="/de/produkte/taubenspikes"]').waitFor();
      await context.close();
    }
  });

  it("in German, 'spikes' puts the product Taubenspikes first, named by the end of its compound", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/de`);
    await hydrated(page);
    await page.locator(".search-button--navbar").click();
    await dialog(page).waitFor();
    await typeQuery(page, "spikes");
    const first = page.locator('[role="listbox"] > [role="group"]').first();
    assert.match(
      (await first.locator('[role="option"]').first().textContent()) ?? "",
      /Taubenspikes/,
    );
    await context.close();
  });

  it("a results page opened at its address stays the server's page: not faded, not asked for again, its results never replaced", async () => {
    // A space and an accent: the router reads the query decoded, the worker embeds it as sent.
    for (const address of ["/search?q=pigeon%20spikes", "/de/suche?q=m%C3%B6we"]) {
      const html = await (await fetch(`${harness.siteUrl}${address}`)).text();
      assert.match(html, /class="page-transition"/, `${address}: the server's page is not faded`);
      const { context, page, errors } = await openPage(harness, 375, 740);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/route-data")) asked.push(request.url());
      });
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          Object.assign(window, { firstGroup: document.querySelector(".search-page__group") });
        });
      });
      await page.goto(`${harness.siteUrl}${address}`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      assert.deepEqual(asked, [], `${address}: the embedded answer is used`);
      assert.equal(
        await page.evaluate(() => {
          const first = (window as { firstGroup?: Element }).firstGroup;
          return first?.isConnected && first === document.querySelector(".search-page__group");
        }),
        true,
        `${address}: the server's results stay on screen`,
      );
      assert.equal(
        await page.locator("#main > [data-view]").getAttribute("class"),
        "page-transition",
      );
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it("screenshots: the dialog and the search page at 375 and 1440 px, in English and German", async () => {
    for (const [locale, prefix, query, pagePath] of [
      ["en", "", "pigeon spikes", "/search"],
      ["de", "/de", "Taubenspikes", "/de/suche"],
    ] as const) {
      for (const width of [375, 1440]) {
        const { context, page } = await openPage(harness, width, width === 375 ? 740 : 900);
        await page.goto(`${harness.siteUrl}${pagePath}?q=${encodeURIComponent(query)}`);
        await hydrated(page);
        await page.screenshot({ path: join(SHOTS, `page-${locale}-${width}.png`) });
        await page
          .locator(".search-page__group")
          .nth(3)
          .screenshot({ path: join(SHOTS, `page-${locale}-${width}-group.png`) });
        const width2 = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width2 <= width, `${pagePath} is ${width2} px wide at ${width}`);
        await page.goto(`${harness.siteUrl}${prefix || "/"}`);
        await hydrated(page);
        await page.locator("body").press("/");
        await typeQuery(page, query);
        await page.keyboard.press("ArrowDown");
        await page.screenshot({ path: join(SHOTS, `dialog-${locale}-${width}.png`) });
        await context.close();
      }
    }
  });
});
