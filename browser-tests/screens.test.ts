/**
 * Screens in a real browser: the manual stepper (forward, back, reload on a step),
 * the FAQ search, and the home slider's pause button.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

describe("screens", () => {
  it("the manual stepper moves forward and back and survives a reload on a step", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/manuals`);
    await hydrated(page);
    await page.locator(".listing .card__title a").first().click();
    await page.waitForSelector(".manual__intro:not([hidden])");
    const manualUrl = page.url();
    await page.getByRole("link", { name: "Start manual" }).click();
    await page.waitForURL(`${manualUrl}?step=1`);
    assert.equal(
      await page.locator(".manual-step:not([hidden]) .manual-step__label").textContent(),
      "Step 1 of 6",
    );
    await page.locator(".manual__pager").getByRole("link", { name: "Next" }).click();
    await page.waitForURL(`${manualUrl}?step=2`);
    await page.locator(".manual__pager").getByRole("link", { name: "Next" }).click();
    await page.waitForURL(`${manualUrl}?step=3`);
    await page.locator(".manual__pager").getByRole("link", { name: "Back" }).click();
    await page.waitForURL(`${manualUrl}?step=2`);
    const title = await page.locator(".manual-step:not([hidden]) h2").textContent();
    await page.reload();
    await hydrated(page);
    assert.equal(await page.locator(".manual-step:not([hidden]) h2").textContent(), title);
    assert.equal(await page.locator('.manual__stepper [aria-current="step"]').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("on a phone, 'Start manual' is on the first screen and the last step's two buttons fit one line each", async () => {
    for (const [locale, manuals, start] of [
      ["de", "/de/anleitungen", "Anleitung starten"],
      ["it", "/it/manuali", null],
      ["en", "/manuals", "Start manual"],
    ] as const) {
      for (const [width, height] of [
        [320, 640],
        [375, 812],
      ] as const) {
        const { context, page } = await openPage(harness, width, height);
        await page.goto(`${harness.siteUrl}${manuals}`);
        const href = await page.locator(".listing .card__title a").first().getAttribute("href");
        await page.goto(`${harness.siteUrl}${href}`);
        await hydrated(page);
        const link = start
          ? page.getByRole("link", { name: start })
          : page.locator(".manual__intro a");
        const box = await link.boundingBox();
        assert.ok(
          box && box.y + box.height <= height,
          `${locale} ${width}: at ${box?.y} of ${height}`,
        );
        const steps = await page.locator(".manual-step").count();
        await page.goto(`${harness.siteUrl}${href}?step=${steps}`);
        await hydrated(page);
        const pills = await page.locator(".manual__pager .button").evaluateAll((buttons) =>
          buttons.map((button) => ({
            text: button.textContent,
            lines: Math.round(
              (button.getBoundingClientRect().height -
                parseFloat(getComputedStyle(button).paddingTop) * 2) /
                parseFloat(getComputedStyle(button).lineHeight),
            ),
            right: button.getBoundingClientRect().right,
          })),
        );
        for (const pill of pills) {
          assert.ok(pill.lines <= 1, `${locale} ${width}: "${pill.text}" wraps`);
          assert.ok(pill.right <= width, `${locale} ${width}: "${pill.text}" runs off the screen`);
        }
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
        await context.close();
      }
    }
  });

  it("a manual once opened stays readable offline, step by step and after a reload", async () => {
    const { context, page } = await openPage(harness, 390, 800);
    await page.goto(`${harness.siteUrl}/nl/handleidingen`);
    await hydrated(page);
    await page.locator(".listing .card__title a").first().click();
    await page.waitForSelector(".manual__intro:not([hidden])");
    const manualUrl = page.url();
    await page.locator(".manual__offline").waitFor();
    // Give the service worker a moment to store what the page asked it to keep.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.getByRole("link", { name: "Start handleiding" }).click();
    await page.waitForURL(`${manualUrl}?step=1`);
    await page.locator(".manual__pager").getByRole("link", { name: "Volgende" }).click();
    await page.waitForURL(`${manualUrl}?step=2`);
    await page.locator(".manual__pager").getByRole("link", { name: "Volgende" }).click();
    await page.waitForURL(`${manualUrl}?step=3`);
    assert.match(
      (await page.locator(".manual-step:not([hidden]) .manual-step__label").textContent()) ?? "",
      /^Stap 3 van/,
    );
    await page.reload();
    await hydrated(page);
    assert.match(
      (await page.locator(".manual-step:not([hidden]) .manual-step__label").textContent()) ?? "",
      /^Stap 3 van/,
    );
    // The note follows the browser's online and offline events. Some Chromium builds
    // (150) report a page loaded under offline emulation as online and send no
    // event; going offline once more then sends the event a real network loss would.
    if (await page.evaluate(() => navigator.onLine)) {
      await context.setOffline(false);
      await context.setOffline(true);
    }
    await page.locator(".manual__offline--now").waitFor();
    const picture = page.locator(".manual-step:not([hidden]) img");
    assert.equal(await picture.count(), 1, "step 3 has a picture");
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>(".manual-step:not([hidden]) img");
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await context.setOffline(false);
    await context.close();
  });

  it("the FAQ search filters the questions as the visitor types", async () => {
    const { context, page, errors } = await openPage(harness, 1024, 900);
    await page.goto(`${harness.siteUrl}/de/haeufige-fragen`);
    await hydrated(page);
    const all = await page.locator(".accordion").count();
    assert.ok(all >= 12, `all questions listed (${all})`);
    const first = (await page.locator(".accordion__summary").first().textContent()) ?? "";
    const word = first.split(/\s+/).find((w) => w.length > 6) ?? first.slice(0, 6);
    await page.getByLabel("Fragen durchsuchen").fill(word);
    await page.waitForFunction((n) => document.querySelectorAll(".accordion").length < n, all);
    const shown = await page.locator(".accordion__summary").allTextContents();
    assert.ok(shown.length >= 1);
    for (const question of shown)
      assert.ok(question.toLowerCase().includes(word.toLowerCase()), question);
    await page.locator(".accordion__summary").first().click();
    assert.equal(await page.locator(".accordion").first().getAttribute("open"), "");
    await page.getByLabel("Fragen durchsuchen").fill("zzzzzz");
    await page.getByText("Keine Fragen passen zu Ihrer Suche.").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("the home slider can be paused and moved by hand", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    const pause = page.locator(".slider__pause");
    assert.equal(await pause.getAttribute("aria-pressed"), "false");
    await pause.click();
    assert.equal(await pause.getAttribute("aria-pressed"), "true");
    const active = () => page.locator(".slider__slide--active .slider__title").textContent();
    const before = await active();
    await page.waitForTimeout(7500);
    assert.equal(await active(), before, "a paused slider stays put");
    await page.getByRole("button", { name: "Next slide" }).click();
    assert.notEqual(await active(), before);
    const box = await page.locator(".slider").boundingBox();
    await page.getByRole("button", { name: "Next slide" }).click();
    assert.deepEqual(
      await page.locator(".slider").boundingBox(),
      box,
      "slides share one box: no layout shift",
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
