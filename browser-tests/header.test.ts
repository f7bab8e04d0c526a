/**
 * The header as visitors meet it: on desktops it fits in every locale, also in
 * DejaVu Sans (wider than the fonts systems usually fall back to; the site ships
 * no web font) and with German compounds; its submenus open on demand, close on
 * Escape, and Tab moves across the top-level items; on phones its targets are
 * big enough; and without JavaScript the menu, the other locales and search work.
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

const LOCALES = ["nl", "en", "en-US", "de", "es", "fr", "it", "sv"];

/**
 * Everything in the navbar's bottom bar that runs past its container or the
 * screen, and (`oneRow`) every top-level item outside the bar's height.
 */
function overflowing(oneRow: boolean): string[] {
  const container = document.querySelector(".navbar__bottom-inner")!;
  const box = container.getBoundingClientRect();
  const inner = {
    left: box.left + Number.parseFloat(getComputedStyle(container).paddingLeft) - 0.5,
    right: box.right - Number.parseFloat(getComputedStyle(container).paddingRight) + 0.5,
  };
  const problems: string[] = [];
  for (const element of container.querySelectorAll<HTMLElement>("*")) {
    if (element.closest(".main-menu__children, .mobile-sidebar")) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0) continue;
    if (rect.right > Math.min(inner.right, innerWidth) || rect.left < Math.max(inner.left, 0))
      problems.push(
        `${element.className || element.tagName} "${element.textContent?.trim().slice(0, 20)}" ${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(inner.left)}–${Math.round(inner.right)}`,
      );
  }
  // Each top-level item's label and button inside its own item: none drawn over its neighbour.
  for (const item of document.querySelectorAll(".main-menu__list > li")) {
    const own = item.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(item.querySelector(":scope > a, :scope > span") ?? item);
    for (const rect of [
      range.getBoundingClientRect(),
      ...[...item.children].map((child) => child.getBoundingClientRect()),
    ]) {
      if (rect.width > 0 && (rect.left < own.left - 0.5 || rect.right > own.right + 0.5))
        problems.push(`"${item.textContent?.trim().slice(0, 20)}" drawn past its item`);
    }
  }
  if (!oneRow) return problems;
  const bar = document.querySelector(".navbar__bottom")!.getBoundingClientRect();
  for (const item of document.querySelectorAll(".main-menu__list > li")) {
    const rect = item.getBoundingClientRect();
    if (rect.top < bar.top || rect.bottom > bar.bottom)
      problems.push(`"${item.textContent?.trim()}" outside the bar's height`);
  }
  return problems;
}

async function inWideFont(page: Page): Promise<void> {
  await page.addStyleTag({ content: ':root { --font: "DejaVu Sans", sans-serif !important; }' });
  await page.evaluate(() => document.fonts.ready);
}

describe("the desktop header fits", () => {
  it("at 1320, 1440 and 1920 px in all eight locales, in DejaVu Sans", async () => {
    // The CSP allows no inline style: the test's wide font comes in around it.
    const context = await harness.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const width of [1320, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of LOCALES) {
        await page.goto(`${harness.siteUrl}/${locale === "en" ? "" : locale}`);
        await inWideFont(page);
        assert.equal(await page.locator(".main-menu").isVisible(), true);
        for (const problem of await page.evaluate(overflowing, true))
          problems.push(`${locale} at ${width}px: ${problem}`);
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("with seven items of German compounds at 1320 px", async () => {
    const context = await harness.browser.newContext({
      bypassCSP: true,
      viewport: { width: 1320, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${harness.siteUrl}/de`);
    await inWideFont(page);
    const labels = await page.evaluate(() => {
      const compounds = [
        "Vogelabwehrlösungen",
        "Produktübersicht",
        "Zielgruppenberatung",
        "Wissensdatenbank",
        "Montageanleitungen",
        "Häufig gestellte Fragen",
        "Kontaktaufnahme",
      ];
      const spans = [...document.querySelectorAll(".main-menu__list > li > a > span")];
      spans.forEach((span, index) => {
        span.textContent = compounds[index % compounds.length]!;
      });
      return spans.length;
    });
    assert.equal(labels, 7, "seven items");
    // These may take a second row inside the bar; nothing runs past it.
    assert.deepEqual(await page.evaluate(overflowing, false), []);
    const bar = await page.locator(".navbar__bottom").boundingBox();
    const menu = await page.locator(".main-menu__list").boundingBox();
    assert.ok(bar && menu && menu.y + menu.height <= bar.y + bar.height + 0.5, "within the bar");
    await context.close();
  });
});

describe("the desktop menu's labels", () => {
  it("a label of words that fit whole breaks between them, never inside one (nl, 1320 and 1440 px)", async () => {
    for (const width of [1320, 1440]) {
      const { context, page } = await openPage(harness, width, 900);
      await page.goto(`${harness.siteUrl}/nl`);
      // Each line of each label, as laid out: a line that ends inside a word ends with its hyphen.
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll(".main-menu__list > li > a > span")].map((span) => {
          const range = document.createRange();
          const rows = new Map<number, string>();
          // Every text node of the label: a long word is a box of its own inside it.
          const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            for (let at = 0; at < text.length; at++) {
              range.setStart(node, at);
              range.setEnd(node, at + 1);
              const rect = range.getClientRects()[0];
              if (!rect) continue;
              const top = Math.round(rect.top);
              rows.set(top, (rows.get(top) ?? "") + text[at]);
            }
          }
          return [...rows.values()].map((row) => row.replaceAll("\u00ad", "").trim());
        }),
      );
      const faq = lines.find((rows) => rows.join(" ").startsWith("Veelgestelde"));
      assert.ok(faq, `${width}: the FAQ's label`);
      assert.ok(
        faq.every((row) => ["Veelgestelde vragen", "Veelgestelde", "vragen"].includes(row)),
        `${width}: "${faq.join(" / ")}"`,
      );
      await context.close();
    }
  });
});

describe("the desktop menu by keyboard and pointer", () => {
  it("a submenu opens on Enter and on a click, and closes on Escape and a click elsewhere", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    const parent = page.locator(".main-menu__item--parent").first();
    const children = parent.locator(".main-menu__children");
    await parent.locator("> a").focus();
    await page.keyboard.press("Tab");
    assert.equal(await children.isVisible(), false, "focus alone does not open it");
    await page.keyboard.press("Enter");
    await children.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    assert.ok(
      await page.evaluate(() => Boolean(document.activeElement?.closest(".main-menu__children"))),
      "Tab moves into the open submenu",
    );
    await page.keyboard.press("Escape");
    await children.waitFor({ state: "hidden" });
    assert.ok(
      await page.evaluate(() => document.activeElement?.classList.contains("main-menu__toggle")),
      "focus back on its toggle",
    );
    await parent.locator("summary").click();
    await children.waitFor({ state: "visible" });
    await page.mouse.click(700, 600);
    await children.waitFor({ state: "hidden" });
    await context.close();
  });

  it("a submenu shown by hovering hides on Escape", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    const parent = page.locator(".main-menu__item--parent").first();
    await parent.locator("> a").hover();
    await parent.locator(".main-menu__children").waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await parent.locator(".main-menu__children").waitFor({ state: "hidden" });
    await context.close();
  });

  it("reaches “Where to buy” in few Tabs, in English and Dutch", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    for (const [path, name] of [
      ["/", "Where to buy"],
      ["/nl", "Waar te koop"],
    ] as const) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      let tabs = 0;
      let reached = false;
      while (!reached && tabs < 40) {
        await page.keyboard.press("Tab");
        tabs++;
        reached = await page.evaluate(
          (label) => document.activeElement?.textContent?.trim() === label,
          name,
        );
      }
      // Skip link, e-mail, phone, language, logo, seven items and three toggles, search:
      // 17 (28 when the submenus opened on focus).
      assert.ok(reached && tabs <= 17, `${path}: “${name}” after ${tabs} Tabs`);
    }
    await context.close();
  });

  it("the top bar's tooltip goes when focus leaves", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    await page.goto(`${harness.siteUrl}/`);
    await hydrated(page);
    const link = page.locator(".navbar__contact a").first();
    await link.focus();
    const bubble = page.locator(".navbar__contact [role=tooltip]").first();
    assert.equal(await bubble.isVisible(), true);
    await page.keyboard.press("Tab");
    await page.waitForTimeout(50);
    assert.equal(await bubble.isVisible(), false);
    await context.close();
  });
});

describe("the header on phones", () => {
  it("its targets are at least 24 px (the top bar's phone and e-mail 40 px high)", async () => {
    const { context, page } = await openPage(harness, 320, 640);
    for (const path of ["/", "/de", "/nl"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      const targets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".navbar a, .navbar button, .navbar summary")]
          .filter((element) => element.checkVisibility({ visibilityProperty: true }))
          .map((element) => {
            const rect = element.getBoundingClientRect();
            return {
              name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
              width: rect.width,
              height: rect.height,
              contact: Boolean(element.closest(".navbar__contact")),
            };
          }),
      );
      assert.ok(targets.length >= 5, `${path}: targets found`);
      for (const target of targets) {
        const least = target.contact ? 40 : 24;
        assert.ok(
          target.width >= least && target.height >= least,
          `${path}: ${target.name} is ${target.width}×${target.height}`,
        );
      }
    }
    await context.close();
  });
});

describe("the header without JavaScript on a phone", () => {
  it("the menu opens with its links, another locale is one tap away, search finds a product", async () => {
    const context = await harness.browser.newContext({
      viewport: { width: 375, height: 740 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${harness.siteUrl}/`);

    await page.locator(".navbar__hamburger").click();
    const sidebar = page.locator("#mobile-sidebar");
    await page.waitForTimeout(400);
    assert.equal(await sidebar.isVisible(), true, "the menu opens");
    const products = sidebar.getByRole("link", { name: "Products", exact: true });
    assert.equal(await products.isVisible(), true, "with its links");
    await products.click();
    await page.waitForURL("**/products");
    // The products overview, whose title is the editor's (the seed: "Bird deterrents that last").
    assert.match(shownText(await page.locator("main h1").textContent()), /bird deterrents/i);

    await page.locator(".locale-switcher__toggle").click();
    const german = page.locator('.locale-switcher__list a[hreflang="de"]');
    assert.equal(await german.isVisible(), true, "the other locales show");
    await german.click();
    await page.waitForURL("**/de/produkte");

    await page.locator(".search-button--navbar").click();
    await page.waitForURL(/\/de\/suche/);
    await page.locator(".search-page__input").fill("Taubenspikes");
    await page.locator(".search-page__form button[type=submit]").click();
    await page.waitForURL(/q=Taubenspikes/);
    const hit = page.locator('.search-page__hits a[href*="/de/produkte/"]').first();
    assert.equal(await hit.isVisible(), true, "a product among the results");
    await context.close();
  });
});
