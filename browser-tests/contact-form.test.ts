/**
 * The contact form in Chromium against the real stack (bot check off, the local
 * default): error message and styles on an empty submit, the e-mail table judged
 * in the browser as in the worker, the success toast (top-centre, 3000 ms, kept
 * while hovered), the reply time it promises (the contact page's own, in every
 * locale), and the form without JavaScript.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { EMAIL_TABLE } from "../shared/contact-form.table.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

const INVALID_NL = "Vul een geldige bedrijfsnaam, contactpersoon, bericht en e-mailadres in.";
const SUCCESS_NL = "Je aanvraag is verstuurd. Je hoort van ons!";
const SUCCESS_EN = "Your request was submitted. You will hear from us!";
/** The reference shown on success (shared/contact-reference.ts), e.g. BD-7KQ-M2X. */
const REFERENCE = /^BD-[0-9A-Z]{3}-[0-9A-Z]{3}$/;

describe("contact form", () => {
  it("an empty submit shows the error message and the error styles", async () => {
    const { context, page, errors } = await openPage(harness);
    await page.goto(`${harness.siteUrl}/nl/contact`);
    await hydrated(page);
    await page.click(".contact-form button[type=submit]");
    await page.locator(".contact-form__message--invalid").waitFor();
    assert.equal(await page.locator(".contact-form__message").textContent(), INVALID_NL);
    assert.equal(await page.locator(".toast--error .toast__message").textContent(), INVALID_NL);
    // The toast sits in a live region, so screen readers announce it.
    assert.equal(
      await page.locator(".toast--error").locator("xpath=..").getAttribute("role"),
      "alert",
    );
    for (const name of ["business_name", "contact_person", "email", "message"]) {
      const input = page.locator(`[name=${name}]`);
      assert.equal(await input.getAttribute("aria-invalid"), "true", name);
      assert.match((await input.getAttribute("class")) ?? "", /form-field__input--invalid/);
    }
    assert.equal(await page.locator("[name=phone]").getAttribute("aria-invalid"), null);
    // The error style is the error colour on the edge (after its 0.15 s transition).
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector("[name=contact_person]")!).borderTopColor ===
        "rgb(194, 38, 38)",
      undefined,
      { timeout: 2000 },
    );
    // Focus moves to the first field in error.
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("name")),
      "business_name",
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("an invalid phone number gets its own invalid style", async () => {
    const { context, page } = await openPage(harness);
    await page.goto(`${harness.siteUrl}/contact`);
    await hydrated(page);
    await page.fill("[name=phone]", "call me");
    await page.click(".contact-form button[type=submit]");
    await page.locator(".form-field__input--phone-invalid").waitFor();
    assert.equal(await page.locator("[name=phone]").getAttribute("aria-invalid"), "true");
    await context.close();
  });

  it("judges the e-mail table as the worker does", async () => {
    const { context, page } = await openPage(harness);
    await page.goto(`${harness.siteUrl}/contact`);
    await hydrated(page);
    // The message stays empty, so the form never posts; only the e-mail field's verdict counts.
    for (const [email, valid] of EMAIL_TABLE) {
      await page.fill("[name=email]", email);
      await page.click(".contact-form button[type=submit]");
      await page.locator(".contact-form__message--invalid").waitFor();
      const invalid = await page.locator("[name=email]").getAttribute("aria-invalid");
      assert.equal(invalid === "true", !valid, `${email} valid: ${valid}`);
    }
    await context.close();
  });

  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ]) {
    it(`at ${width} px the error toast leaves the banner's close button in reach`, async () => {
      const { context, page } = await openPage(harness, width, height);
      await page.goto(`${harness.siteUrl}/de/kontakt`);
      await hydrated(page);
      await page.click(".contact-form button[type=submit]");
      await page.locator(".toast--error").waitFor();
      // Back at the top of the page while the toast is up, the banner is in view.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => window.scrollY === 0);
      await page.waitForTimeout(300);
      const reachable = await page.evaluate(() => {
        const close = document.querySelector(".banner__close");
        if (!close) return "no close button";
        const box = close.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return close.contains(hit) ? "reachable" : `covered by ${hit?.className}`;
      });
      assert.equal(reachable, "reachable");
      assert.ok(await page.locator(".toast--error").isVisible(), "the toast is still shown");
      await page.click(".banner__close");
      await page.locator(".banner").waitFor({ state: "hidden" });
      await context.close();
    });
  }

  it("a valid submit shows the success toast at the top centre for 3 s, longer while hovered", async () => {
    const { context, page, errors } = await openPage(harness);
    await page.goto(`${harness.siteUrl}/contact`);
    await hydrated(page);
    await page.fill("[name=business_name]", "Dakwerken Jansen");
    await page.fill("[name=contact_person]", "Eva Jansen");
    await page.fill("[name=email]", "eva@[192.168.10.20]");
    await page.fill("[name=message]", "Pigeons nest under the solar panels.");
    await page.click(".contact-form button[type=submit]");
    const toast = page.locator(".toast--success");
    await toast.waitFor();
    assert.equal(await toast.locator(".toast__message").textContent(), SUCCESS_EN);
    const sent = page.locator(".contact-form__message--submitted");
    assert.equal(await sent.locator("p").first().textContent(), SUCCESS_EN);
    // The visitor's reference and what happens next.
    assert.match((await sent.locator(".contact-form__reference").textContent()) ?? "", REFERENCE);
    assert.match(
      (await sent.locator(".contact-form__next").textContent()) ?? "",
      /within one working day/,
    );
    assert.equal(await page.inputValue("[name=business_name]"), "", "the form is emptied");

    const box = await toast.boundingBox();
    assert.ok(box);
    assert.ok(Math.abs(box.x + box.width / 2 - 720) < 2, "centred");
    // The bars at the top: the navbar, and the banner where it is in view.
    const barsBottom = await page.evaluate(() =>
      Math.max(
        ...[".navbar", ".banner"].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? 0,
        ),
      ),
    );
    assert.ok(
      box.y >= barsBottom && box.y < barsBottom + 40,
      `at the top, just below the navbar and the banner (${box.y}, they end at ${barsBottom})`,
    );

    await toast.hover();
    await page.waitForTimeout(3500);
    assert.equal(await toast.isVisible(), true, "kept while hovered");
    await page.mouse.move(5, 890);
    await toast.waitFor({ state: "detached", timeout: 4000 });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("coming back to the form after sending gives the next message a new key", async () => {
    const { context, page, errors } = await openPage(harness);
    // Its own visitor address, so the rate limit of the other tests does not apply.
    await context.setExtraHTTPHeaders({ "cf-connecting-ip": "192.0.2.77" });
    await page.goto(`${harness.siteUrl}/contact`);
    await hydrated(page);
    const keyOf = () => page.locator("[name=idempotency_key]").inputValue();
    const firstKey = await keyOf();
    await page.fill("[name=business_name]", "Dakwerken Jansen");
    await page.fill("[name=contact_person]", "Eva Jansen");
    await page.fill("[name=email]", "eva@example.nl");
    await page.fill("[name=message]", "First message about pigeons.");
    await page.click(".contact-form button[type=submit]");
    await page.locator(".toast--success").waitFor();
    // Away and back without a reload: the page's data comes from the client's cache.
    await page.evaluate(() => {
      history.pushState(null, "", "/");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.locator(".contact-form").waitFor({ state: "detached" });
    await page.goBack();
    await page.locator(".contact-form").waitFor();
    assert.notEqual(await keyOf(), firstKey);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("without JavaScript the form still submits and the page shows the message", async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false });
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(`${harness.siteUrl}/nl/contact`);
    await page.fill("[name=business_name]", "Boerderij De Vries");
    await page.fill("[name=contact_person]", "Jan de Vries");
    await page.fill("[name=email]", "jan@devries.example");
    await page.fill("[name=message]", "Spreeuwen in de koeienstal, wat raden jullie aan?");
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.click(".contact-form button[type=submit]"),
    ]);
    assert.equal(response?.status(), 200);
    assert.equal(new URL(page.url()).pathname, "/nl/contact");
    const sent = page.locator(".contact-form__message--submitted");
    assert.equal(await sent.locator("p").first().textContent(), SUCCESS_NL);
    assert.match((await sent.locator(".contact-form__reference").textContent()) ?? "", REFERENCE);

    // Sent, the form waits: "Send request" is done until the visitor asks for a new form.
    assert.equal(await page.locator(".contact-form button[type=submit]").isDisabled(), true);
    await Promise.all([page.waitForNavigation(), page.click(".contact-form__another")]);
    assert.equal(await page.locator(".contact-form__message--submitted").count(), 0);

    // And an invalid post comes back with the message and the values kept.
    await page.fill("[name=contact_person]", "Jan de Vries");
    await Promise.all([page.waitForNavigation(), page.click(".contact-form button[type=submit]")]);
    assert.equal(await page.locator(".contact-form__message--invalid").textContent(), INVALID_NL);
    assert.equal(await page.inputValue("[name=contact_person]"), "Jan de Vries");
    assert.equal(await page.locator("[name=business_name]").getAttribute("aria-invalid"), "true");
    await context.close();
  });

  it("after sending a photo, the file field is empty again, and its button is the site's own", async () => {
    const { context, page, errors } = await openPage(harness, 375, 812);
    await context.setExtraHTTPHeaders({ "cf-connecting-ip": "192.0.2.78" });
    await page.goto(`${harness.siteUrl}/de/kontakt`);
    await hydrated(page);
    const button = await page
      .locator("input[type=file]")
      .evaluate((input) => getComputedStyle(input, "::file-selector-button").borderRadius);
    assert.equal(button, "999px", "a pill, not the browser's grey button");
    await page.fill("[name=business_name]", "Dachdeckerei Vogel");
    await page.fill("[name=contact_person]", "Ida Vogel");
    await page.fill("[name=email]", "ida@vogel.example");
    await page.fill("[name=message]", "Tauben unter den Solarmodulen.");
    // A 1 × 1 PNG: the worker checks a photo by its content.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: "dach.png", mimeType: "image/png", buffer: png });
    await page.locator(".form-field__files").waitFor();
    await page.click(".contact-form button[type=submit]");
    await page.locator(".contact-form__message--submitted").waitFor();
    assert.equal(
      await page
        .locator("input[type=file]")
        .evaluate((input) => (input as HTMLInputElement).files?.length),
      0,
      "no photo left in the field",
    );
    assert.equal(await page.locator(".form-field__files").count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("the photo field", () => {
  for (const [locale, path, choose, none, one] of [
    ["de", "/de/kontakt", "Fotos auswählen", "Kein Foto ausgewählt", "1 Foto ausgewählt (0,0 MB)"],
    ["nl", "/nl/contact", "Foto’s kiezen", "Geen foto gekozen", "1 foto gekozen (0,0 MB)"],
    ["en", "/contact", "Choose photos", "No photo chosen", "1 photo chosen (0.0 MB)"],
  ] as const) {
    it(`${locale}: speaks the page's language and fits a 320 px phone, by pointer and by keyboard`, async () => {
      const { context, page, errors } = await openPage(harness, 320, 740);
      // Playwright intercepts file choosers only while a listener waits for one, and
      // turns that on without waiting: a key pressed at once could reach Chromium
      // first, whose own chooser then never reports (one run in three under load).
      page.on("filechooser", () => undefined);
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const picker = page.locator(".form-field--photos");
      const button = picker.locator(".photo-picker__button");
      assert.equal(await button.textContent(), choose);
      assert.equal(await picker.locator(".photo-picker__status").textContent(), none);
      const fits = await picker.evaluate((field) =>
        [...field.querySelectorAll(".photo-picker__button, .photo-picker__status")].every(
          (part) => {
            const box = part.getBoundingClientRect();
            const outer = field.getBoundingClientRect();
            return (
              box.left >= outer.left &&
              box.right <= outer.right &&
              part.scrollWidth <= part.clientWidth + 1
            );
          },
        ),
      );
      assert.ok(fits, "the button and the status are whole inside the field");
      // By pointer: the site's button opens the browser's file chooser.
      const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button.click()]);
      const png = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      );
      await chooser.setFiles({ name: "dach.png", mimeType: "image/png", buffer: png });
      assert.equal(await picker.locator(".form-field__files").textContent(), one);
      // By keyboard: the field takes the focus, and the ring shows on its button.
      await page.locator("[name=message]").focus();
      let reached = false;
      for (let step = 0; step < 5 && !reached; step++) {
        await page.keyboard.press("Tab");
        reached = await page.evaluate(
          () => document.activeElement?.getAttribute("type") === "file",
        );
      }
      assert.ok(reached, "Tab reaches the photo field");
      const ring = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
      assert.notEqual(ring, "none", "its focus is visible on the button");
      const [byKey] = await Promise.all([
        page.waitForEvent("filechooser"),
        page.keyboard.press("Space"),
      ]);
      assert.ok(byKey.isMultiple(), "Space opens the chooser, for several photos");
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("the reply time", () => {
  /** Each locale's contact page (the seed's slugs). */
  const CONTACT_PAGES = {
    en: "/contact",
    "en-US": "/en-US/contact",
    nl: "/nl/contact",
    de: "/de/kontakt",
    es: "/es/contacto",
    fr: "/fr/contact",
    it: "/it/contatti",
    sv: "/sv/kontakt",
  };

  it("the confirmation promises what the contact page promises, in every locale", async () => {
    const { context, page, errors } = await openPage(harness, 375, 812);
    let visitor = 100;
    for (const [locale, path] of Object.entries(CONTACT_PAGES)) {
      // A visitor address per locale: eight sends stay under the rate limit of each.
      await context.setExtraHTTPHeaders({ "cf-connecting-ip": `192.0.2.${visitor++}` });
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      // The page's promise is the first thing its introduction sets in bold.
      const promise = (await page.locator(".contact-page__intro strong").first().textContent())
        ?.trim()
        .toLowerCase();
      assert.ok(promise, `${locale}: the page states a reply time`);
      await page.fill("[name=business_name]", "Dakwerken Jansen");
      await page.fill("[name=contact_person]", "Eva Jansen");
      await page.fill("[name=email]", "eva@example.nl");
      await page.fill("[name=message]", "Pigeons nest under the solar panels.");
      await page.click(".contact-form button[type=submit]");
      const next = page.locator(".contact-form__message--submitted .contact-form__next");
      await next.waitFor();
      const told = ((await next.textContent()) ?? "").toLowerCase();
      assert.ok(told.includes(promise), `${locale}: the page says "${promise}", sent: "${told}"`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
