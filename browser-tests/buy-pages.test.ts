/**
 * Buying in Chromium: a product's page (its gallery, its actions, its
 * specification table), the way from it to the contact form that names the
 * product, and the tools first on a phone (the seller finder's filters and first
 * sellers, the contact form's first field) with compact seller rows and field
 * errors said under each field.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { type Harness, hydrated, openPage, shownText, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const PRODUCT = "/products/pigeon-spikes";

/** The index of the slide the gallery's row shows, from where it is scrolled. */
async function shownSlide(page: Page): Promise<number> {
  return page.evaluate(() => {
    const track = document.querySelector<HTMLElement>(".gallery__track");
    if (!track) return -1;
    return Math.round(track.scrollLeft / track.clientWidth);
  });
}

async function waitForSlide(page: Page, index: number): Promise<void> {
  await page.waitForFunction(
    (i) => {
      const track = document.querySelector<HTMLElement>(".gallery__track");
      const thumbs = document.querySelectorAll(".gallery__thumb");
      return (
        track !== null &&
        Math.abs(track.scrollLeft - i * track.clientWidth) < 2 &&
        thumbs[i]?.getAttribute("aria-current") === "true"
      );
    },
    index,
    { timeout: 5000 },
  );
}

/** The bottom of everything fixed at the top (navbar, banner). */
async function fixedTop(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll("body *")]
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.position === "fixed" && style.display !== "none";
        })
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.top <= 1 && box.height > 0 && box.height < 400)
        .map((box) => box.bottom),
    ),
  );
}

describe("a product's page", () => {
  it("shows every image of the record as a thumbnail and opens each by click, keyboard and swipe", async () => {
    const context = await harness.browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // Layout shifts from the start, so the gallery's fixed slide shape is checked too.
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${harness.siteUrl}${PRODUCT}`);
    await hydrated(page);

    const thumbs = page.locator(".gallery__thumb");
    assert.equal(await thumbs.count(), 3);
    assert.equal(await page.locator(".gallery__slide img").count(), 3);
    // Only the first image loads with the page.
    assert.deepEqual(
      await page.$$eval(".gallery__slide img", (images) =>
        images.map((image) => image.getAttribute("loading")),
      ),
      ["eager", "lazy", "lazy"],
    );
    assert.equal(await page.locator(".gallery__count").textContent(), "Image 1 of 3");

    // Click: each thumbnail opens its image.
    for (const index of [2, 1, 0]) {
      await thumbs.nth(index).click();
      await waitForSlide(page, index);
      assert.equal(await page.locator(".gallery__count").textContent(), `Image ${index + 1} of 3`);
    }
    // Each image is the record's own, with its text alternative.
    const alts = await page.$$eval(".gallery__slide img", (images) =>
      images.map((image) => image.getAttribute("alt")),
    );
    assert.equal(new Set(alts).size, 3);
    assert.ok(alts.every((alt) => alt && alt.length > 10));

    // Keyboard: the arrow keys move through the thumbnails and open each image.
    await thumbs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await waitForSlide(page, 1);
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      "Show image 2 of 3",
    );
    await page.keyboard.press("End");
    await waitForSlide(page, 2);
    await page.keyboard.press("Home");
    await waitForSlide(page, 0);

    // Swipe: a finger dragged to the left brings the next image.
    const track = await page.locator(".gallery__track").boundingBox();
    assert.ok(track);
    const cdp = await context.newCDPSession(page);
    const y = Math.round(track.y + track.height / 2);
    const from = Math.round(track.x + track.width * 0.85);
    const to = Math.round(track.x + track.width * 0.15);
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: from, y }],
    });
    for (let step = 1; step <= 10; step++) {
      const x = Math.round(from + ((to - from) * step) / 10);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await waitForSlide(page, 1);
    assert.equal(await shownSlide(page), 1);

    // Every image was shown: all three have loaded, none moved the page.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>(".gallery__slide img")].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    assert.ok(shifts < 0.01, `layout shift ${shifts}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("its actions lead to the seller finder and to the contact form naming the product", async () => {
    const { page, context, errors } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}${PRODUCT}`);
    await hydrated(page);
    const actions = page.locator(".product-actions");
    const finder = actions.getByRole("link", { name: "Where to buy" });
    assert.equal(await finder.getAttribute("href"), "/where-to-buy");
    // The datasheet and the manual stand beside the actions, with type and size.
    assert.match(
      shownText(await actions.locator("a[download]").textContent()),
      /Datasheet\s– Pigeon spikes\s*PDF · 4 kB/,
    );
    assert.equal(
      await actions.getByRole("link", { name: /Installing pigeon spikes/ }).getAttribute("href"),
      "/manuals/installing-pigeon-spikes",
    );

    await actions.getByRole("link", { name: "Ask for advice or a quote" }).click();
    await page.waitForURL(`${harness.siteUrl}/contact?product=pigeon-spikes`);
    const message = page.locator(".contact-form textarea[name=message]");
    await message.waitFor();
    assert.equal(await message.inputValue(), "I would like advice or a quote for “Pigeon spikes”.");
    const about = page.locator(".contact-form__about a");
    assert.equal(await about.textContent(), "Pigeon spikes");
    assert.equal(await about.getAttribute("href"), PRODUCT);

    // Loaded as a page of its own, in German, the same.
    await page.goto(`${harness.siteUrl}/de/kontakt?product=taubenspikes`);
    await hydrated(page);
    assert.equal(
      await message.inputValue(),
      "Ich hätte gern eine Beratung oder ein Angebot für „Taubenspikes“.",
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows its specifications as a table, a header cell and a value per row, readable at 320 px, each label whole", async () => {
    const { page, context, errors } = await openPage(harness, 320, 700);
    await page.goto(`${harness.siteUrl}/de/produkte/taubenspikes`);
    await hydrated(page);
    const table = page.getByRole("table", { name: "Technische Daten" });
    await table.waitFor();
    const rows = table.getByRole("row");
    assert.equal(await rows.count(), 8);
    for (let i = 0; i < 8; i++) {
      const row = rows.nth(i);
      assert.equal(await row.getByRole("rowheader").count(), 1);
      assert.equal(await row.getByRole("cell").count(), 1);
    }
    assert.equal(await rows.first().getByRole("rowheader").textContent(), "Material der Stäbe");
    // Nothing scrolls sideways; the table fits the page.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      table: document.querySelector(".spec-table")?.getBoundingClientRect().right ?? 0,
    }));
    assert.ok(widths.page <= 320, `page ${widths.page}`);
    assert.ok(widths.table <= 320, `table ${widths.table}`);
    // A label is read whole, on a line of its own, not broken at a syllable in a
    // narrow column ("Stromversor-/gung", "Programmie-/rung").
    for (const path of ["/de/produkte/taubenspikes", "/de/produkte/akustische-vogelabwehr"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      const broken = await page.locator(".spec-table th").evaluateAll((labels) =>
        labels
          .filter((label) => {
            const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
            const tops: number[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) tops.push(rect.top);
            }
            return tops.some((top) => Math.abs(top - (tops[0] ?? top)) > 4);
          })
          .map((label) => label.textContent),
      );
      assert.deepEqual(broken, [], `${path}: labels on more than one line`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("tools first on a 375 × 812 phone", () => {
  for (const [locale, finderPath, contactPath] of [
    ["en", "/where-to-buy", "/contact"],
    ["de", "/de/haendler-finden", "/de/kontakt"],
  ] as const) {
    it(`the finder's filters and first seller, and the contact form's first field, are on the first screen (${locale})`, async () => {
      const { page, context, errors } = await openPage(harness, 375, 812);
      await page.goto(`${harness.siteUrl}${finderPath}`);
      await hydrated(page);
      const first = await page.evaluate(() => ({
        filters: document.querySelector(".finder-filters")?.getBoundingClientRect().bottom ?? 1e9,
        row: document.querySelector(".finder-company")?.getBoundingClientRect().bottom ?? 1e9,
        scrolled: window.scrollY,
      }));
      assert.equal(first.scrolled, 0);
      assert.ok(first.filters <= 812, `filters end at ${first.filters}`);
      assert.ok(first.row <= 812, `the first seller ends at ${first.row}`);

      await page.goto(`${harness.siteUrl}${contactPath}`);
      await hydrated(page);
      const field = await page
        .locator(".contact-form input[name=business_name]")
        .evaluate((input) => input.getBoundingClientRect().bottom);
      assert.ok(field <= 812, `the first field ends at ${field}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("the sellers do not move when the page hydrates (no layout shift from the place search)", async () => {
    const { page, context, errors } = await openPage(harness, 412, 823);
    await page.addInitScript(() => {
      const shifts: { value: number; at: number }[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push({
            value: (entry as unknown as { value: number }).value,
            at: entry.startTime,
          });
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${harness.siteUrl}/where-to-buy`);
    await hydrated(page);
    await page.locator(".place-search__input:not([disabled])").waitFor();
    await page.waitForTimeout(500);
    // Hydration runs once the document is parsed (the scripts are modules). Before
    // that, a starved CPU may paint an element whose text the parser has not
    // reached yet: that is the parser's, not the place search's.
    const { shifts, parsed } = await page.evaluate(() => ({
      shifts: (window as unknown as { shifts: { value: number; at: number }[] }).shifts,
      parsed:
        performance
          .getEntriesByType("navigation")
          .find((entry): entry is PerformanceNavigationTiming => "domInteractive" in entry)
          ?.domInteractive ?? 0,
    }));
    const total = shifts
      .filter((shift) => shift.at >= parsed)
      .reduce((sum, shift) => sum + shift.value, 0);
    assert.ok(total < 0.005, `layout shift ${total}: ${JSON.stringify(shifts)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows at least four sellers at once, each a compact row whose one action opens its details", async () => {
    const { page, context, errors } = await openPage(harness, 375, 812);
    // English, the default locale, starts with all countries.
    await page.goto(`${harness.siteUrl}/where-to-buy`);
    await hydrated(page);
    const rows = page.locator(".finder-company");
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = await fixedTop(page);
    // Scroll the first row to just under the fixed bars: four rows fit below them.
    await rows.first().evaluate((row, barBottom) => {
      window.scrollBy(0, row.getBoundingClientRect().top - barBottom - 8);
    }, top);
    await page.waitForTimeout(400);
    const barBottom = await fixedTop(page);
    const boxes = await rows.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }),
    );
    const visible = boxes.filter((box) => box.top >= barBottom - 1 && box.bottom <= 812);
    assert.ok(visible.length >= 4, `${visible.length} rows visible: ${JSON.stringify(boxes)}`);

    // A row: company, town, kinds, and one action, which shows the contact details.
    const row = rows.first();
    assert.match((await row.locator(".finder-company__where").textContent()) ?? "", /Netherlands/);
    assert.ok((await row.locator(".finder-company__types .badge").count()) >= 1);
    assert.equal(await row.getByRole("button").count(), 1);
    const action = row.getByRole("button");
    assert.equal(await action.getAttribute("aria-expanded"), "false");
    assert.equal(await row.locator(".finder-location__contact a").first().isVisible(), false);
    await action.click();
    assert.equal(await action.getAttribute("aria-expanded"), "true");
    assert.equal(await row.locator(".finder-location__contact a").first().isVisible(), true);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("contact form field errors", () => {
  it("each invalid field says under itself what is wrong, linked with aria-describedby", async () => {
    const { page, context, errors } = await openPage(harness, 375, 812);
    await page.goto(`${harness.siteUrl}/contact`);
    await hydrated(page);
    await page.fill("[name=email]", "eva@");
    await page.fill("[name=phone]", "call me");
    await page.fill("[name=message]", "Pigeons");
    await page.click(".contact-form button[type=submit]");
    await page.locator(".contact-form__message--invalid").waitFor();
    // What the browser rendered after hydration points at ids the server's HTML has.
    const dangling = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          "[aria-describedby], [aria-labelledby], [aria-controls], label[for]",
        ),
      ].flatMap((element) =>
        ["aria-describedby", "aria-labelledby", "aria-controls", "for"].flatMap((attribute) =>
          (element.getAttribute(attribute) ?? "")
            .split(" ")
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${attribute}=${id}`),
        ),
      ),
    );
    assert.deepEqual(dangling, []);
    // The spec's message for the form stays.
    assert.equal(
      await page.locator(".contact-form__message").textContent(),
      "Enter a valid company name, contact person, e-mail address and message.",
    );
    const expected: Record<string, string> = {
      business_name: "Enter your company name.",
      contact_person: "Enter the name of the contact person.",
      email: "Enter an e-mail address such as name@example.com.",
      phone: "Enter a phone number of at least 6 digits, without letters, such as +31 6 1234 5678.",
      message: "Enter at least 10 characters.",
    };
    for (const [name, text] of Object.entries(expected)) {
      const input = page.locator(`.contact-form [name=${name}]`);
      assert.equal(await input.getAttribute("aria-invalid"), "true", name);
      // A field's hint (the company's: what a private customer enters) comes first.
      const ids = ((await input.getAttribute("aria-describedby")) ?? "")
        .split(" ")
        .filter((id) => !id.endsWith("-hint"));
      const own = page.locator(`[id="${ids[0]}"]`);
      assert.equal(await own.textContent(), text, name);
      assert.ok(await own.isVisible(), name);
      // Under its own field.
      const gap = await input.evaluate((element, id) => {
        const field = element.getBoundingClientRect();
        const error = document.getElementById(id)?.getBoundingClientRect();
        return error ? error.top - field.bottom : null;
      }, ids[0] ?? "");
      assert.ok(gap !== null && gap >= -1 && gap < 40, `${name}: ${gap}`);
      // Then the form's message.
      assert.equal(
        await page.locator(`[id="${ids[1]}"]`).getAttribute("class"),
        "contact-form__message contact-form__message--invalid",
      );
      // The accessible description a screen reader reads with the field.
      const description = await input.evaluate((element) => {
        const describedBy = element.getAttribute("aria-describedby") ?? "";
        return describedBy
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ");
      });
      // The company's hint first (what a private customer enters), then the error.
      const hint = name === "business_name" ? "A private customer? Enter your own name here. " : "";
      assert.ok(description.startsWith(`${hint}${text}`), `${name}: ${description}`);
    }
    // The phone's invalid style is its own, and its reason is said in the same colour family.
    assert.match(
      (await page.locator("[name=phone]").getAttribute("class")) ?? "",
      /form-field__input--phone-invalid/,
    );
    // Fixed and sent again: the errors go.
    await page.fill("[name=business_name]", "Dakwerken Jansen");
    await page.fill("[name=contact_person]", "Eva Jansen");
    await page.fill("[name=email]", "eva@example.nl");
    await page.fill("[name=phone]", "+31 6 1234 5678");
    await page.fill("[name=message]", "Pigeons nest under the solar panels.");
    await page.click(".contact-form button[type=submit]");
    await page.locator(".contact-form__message--submitted").waitFor();
    assert.equal(await page.locator(".form-field__error").count(), 0);
    assert.equal(await page.locator(".contact-form [aria-invalid]").count(), 0);
    // A field still has its hint; nothing points at an error any more.
    const described = await page.$$eval(".contact-form input[aria-describedby]", (inputs) =>
      inputs.flatMap((input) => (input.getAttribute("aria-describedby") ?? "").split(" ")),
    );
    assert.deepEqual(
      described.filter((id) => !id.endsWith("-hint")),
      [],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
