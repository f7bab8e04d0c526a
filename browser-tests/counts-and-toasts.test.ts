/**
 * Counts in words, in every locale (Lingui's plural forms, in Chromium): the FAQ
 * search's "1 question found" / "5 questions found" and a manual's steps. And the
 * toasts: one at a time, below the navbar.
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

/** The FAQ of each locale, and its count for one question and for `n`. */
const FAQ: [string, string, (n: number) => string][] = [
  ["/faq", "1 question found", (n) => `${n} questions found`],
  ["/en-US/faq", "1 question found", (n) => `${n} questions found`],
  ["/nl/veelgestelde-vragen", "1 vraag gevonden", (n) => `${n} vragen gevonden`],
  ["/de/haeufige-fragen", "1 Frage gefunden", (n) => `${n} Fragen gefunden`],
  ["/es/preguntas-frecuentes", "1 pregunta encontrada", (n) => `${n} preguntas encontradas`],
  ["/fr/questions-frequentes", "1 question trouvée", (n) => `${n} questions trouvées`],
  ["/it/domande-frequenti", "1 domanda trovata", (n) => `${n} domande trovate`],
  ["/sv/vanliga-fragor", "1 fråga hittades", (n) => `${n} frågor hittades`],
];

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

describe("counts", () => {
  it("the FAQ search counts in singular and plural in every locale", async () => {
    const { context, page, errors } = await openPage(harness, 1024, 900);
    for (const [path, one, many] of FAQ) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const questions = (await page.locator(".accordion__summary").allTextContents()).map(
        normalize,
      );
      const search = page.locator(".faq__search input");
      const count = page.locator(".faq__count");

      // A whole question finds itself only.
      const first = (await page.locator(".accordion__summary").first().textContent()) ?? "";
      await search.fill(first);
      await page.waitForFunction(() => document.querySelectorAll(".accordion").length === 1);
      assert.equal(await count.textContent(), one, path);

      // A word several questions share finds all of them.
      const words = questions.flatMap((question) => question.match(/\p{L}{4,}/gu) ?? []);
      const shared = words
        .map((word) => [word, questions.filter((q) => q.includes(word)).length] as const)
        .sort((a, b) => b[1] - a[1])[0];
      assert.ok(shared && shared[1] >= 2, `${path}: a word shared by questions`);
      await search.fill(shared[0]);
      await page.waitForFunction(
        (n) => document.querySelectorAll(".accordion").length === n,
        shared[1],
      );
      assert.equal(await count.textContent(), many(shared[1]), `${path} "${shared[0]}"`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a manual counts its steps in words of the locale", async () => {
    const { context, page } = await openPage(harness, 1024, 900);
    for (const [path, text] of [
      ["/manuals/installing-tension-wire", "6 steps"],
      ["/de/anleitungen/spanndrahtsystem-montieren", "6 Schritte"],
    ]) {
      await page.goto(`${harness.siteUrl}${path}`);
      assert.equal(await page.locator(".manual__count").textContent(), text);
    }
    await context.close();
  });
});

describe("toasts", () => {
  it("one toast at a time, just below the navbar: an error replaces the success", async () => {
    const { context, page } = await openPage(harness, 375, 812);
    await context.setExtraHTTPHeaders({ "cf-connecting-ip": "192.0.2.181" });
    await page.goto(`${harness.siteUrl}/contact`);
    await hydrated(page);
    await page.fill("[name=business_name]", "Dakwerken Jansen");
    await page.fill("[name=contact_person]", "Eva Jansen");
    await page.fill("[name=email]", "eva@example.nl");
    await page.fill("[name=message]", "Gulls nest on the flat roof every spring.");
    await page.click(".contact-form button[type=submit]");
    await page.locator(".toast--success").waitFor();
    // Another message at once, with fields left out: the error takes the success's
    // place (after sending, the form waits for "Write another message").
    await page.click(".contact-form__another");
    await page.click(".contact-form button[type=submit]");
    await page.locator(".toast--error").waitFor();
    assert.equal(await page.locator(".toast").count(), 1);
    const { toastTop, navbarBottom } = await page.evaluate(() => ({
      toastTop: document.querySelector(".toast")!.getBoundingClientRect().top,
      navbarBottom: document.querySelector(".navbar")!.getBoundingClientRect().bottom,
    }));
    assert.ok(toastTop >= navbarBottom, `toast at ${toastTop}px, navbar to ${navbarBottom}px`);
    await context.close();
  });
});
