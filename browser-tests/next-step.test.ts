/**
 * The next step at the end of every content page (issue 36, item 3): a solution,
 * an audience, a blog and a news article, an FAQ answer, a manual and a plain
 * page each end with "Ask for advice or a quote" and "Where to buy", leading to
 * the page's own locale's contact form and seller finder. A page about products
 * names them: the form comes prefilled with the product asked about, and a page
 * about one product links it. With and without JavaScript, on a 320 px phone
 * without sideways scrolling, in every locale.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import type { Locale } from "../shared/locales.ts";
import { firstCard } from "./page-kinds.ts";
import { type Harness, hydrated, openPage, shownText, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** Each locale's addresses (the seed's slugs) and its words for the two actions. */
const SITE: Record<
  Locale,
  { contact: string; finder: string; products: string; manuals: string; ask: string }
> = {
  en: {
    contact: "/contact",
    finder: "/where-to-buy",
    products: "/products/",
    manuals: "/manuals",
    ask: "Ask for advice or a quote",
  },
  "en-US": {
    contact: "/en-US/contact",
    finder: "/en-US/where-to-buy",
    products: "/en-US/products/",
    manuals: "/en-US/manuals",
    ask: "Ask for advice or a quote",
  },
  nl: {
    contact: "/nl/contact",
    finder: "/nl/waar-te-koop",
    products: "/nl/producten/",
    manuals: "/nl/handleidingen",
    ask: "Vraag advies of een offerte",
  },
  de: {
    contact: "/de/kontakt",
    finder: "/de/haendler-finden",
    products: "/de/produkte/",
    manuals: "/de/anleitungen",
    ask: "Beratung oder Angebot anfragen",
  },
  es: {
    contact: "/es/contacto",
    finder: "/es/donde-comprar",
    products: "/es/productos/",
    manuals: "/es/manuales",
    ask: "Pida asesoramiento o un presupuesto",
  },
  fr: {
    contact: "/fr/contact",
    finder: "/fr/ou-acheter",
    products: "/fr/produits/",
    manuals: "/fr/manuels",
    ask: "Demander un conseil ou un devis",
  },
  it: {
    contact: "/it/contatti",
    finder: "/it/dove-acquistare",
    products: "/it/prodotti/",
    manuals: "/it/manuali",
    ask: "Chiedi una consulenza o un preventivo",
  },
  sv: {
    contact: "/sv/kontakt",
    finder: "/sv/hitta-aterforsaljare",
    products: "/sv/produkter/",
    manuals: "/sv/manualer",
    ask: "Be om råd eller en offert",
  },
};

/** [kind, path] of each content page kind in English or German: the first of each overview. */
async function contentPages(page: Page, language: "en" | "de"): Promise<[string, string][]> {
  const site = harness.siteUrl;
  const at = language === "en" ? "" : "/de";
  const overview = (en: string, de: string) => `${at}/${language === "en" ? en : de}`;
  const faq = overview("faq", "haeufige-fragen");
  await page.goto(`${site}${faq}`);
  const answer = await page.locator(`a[href^="${faq}/"]`).first().getAttribute("href");
  assert.ok(answer, "an FAQ answer's link");
  return [
    ["solution", await firstCard(page, site, overview("solutions", "loesungen"))],
    ["audience", await firstCard(page, site, overview("for-whom", "fuer-wen"))],
    ["blog", await firstCard(page, site, `${at}/blogs?type=blog`)],
    ["news", await firstCard(page, site, `${at}/blogs?type=news`)],
    ["FAQ answer", answer],
    ["manual", await firstCard(page, site, overview("manuals", "anleitungen"))],
    ["plain page", overview("about-us", "ueber-uns")],
  ];
}

/** The next step as the page shows it, and what in the page's main content follows it. */
function readNextStep() {
  const block = document.querySelector<HTMLElement>("main .next-step");
  if (!block) return null;
  const after = [...document.querySelectorAll<HTMLElement>("main *")].filter(
    (element) =>
      !block.contains(element) &&
      !element.contains(block) &&
      block.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getBoundingClientRect().height > 0,
  );
  const links = [...block.querySelectorAll("a")].map((a) => ({
    text: a.textContent?.trim() ?? "",
    href: a.getAttribute("href") ?? "",
  }));
  return { links, after: after.map((element) => element.outerHTML.slice(0, 80)) };
}

/** The slugs of the products a page shows as cards, in their order. */
async function productSlugsOnPage(page: Page, productsPath: string): Promise<string[]> {
  return page
    .locator(`main :is(.card__title, .card) a[href^="${productsPath}"]`)
    .evaluateAll(
      (links, prefix) => [
        ...new Set(links.map((a) => (a.getAttribute("href") ?? "").slice(prefix.length))),
      ],
      productsPath,
    );
}

describe("the next step at the end of a content page", () => {
  for (const width of [320, 1440]) {
    it(`an editor's call to action above it is one panel with it, inside the column, at ${width} px`, async () => {
      const { context, page, errors } = await openPage(harness, width, 900);
      for (const path of ["/about-us", "/de/datenschutz"]) {
        await page.goto(`${harness.siteUrl}${path}`);
        const boxes = await page.evaluate(() =>
          [".content-cta", ".next-step"].map((selector) => {
            const box = document.querySelector(`main ${selector}`)!.getBoundingClientRect();
            return {
              left: Math.round(box.left),
              right: Math.round(box.right),
              top: Math.round(box.top),
              bottom: Math.round(box.bottom),
            };
          }),
        );
        type Box = { left: number; right: number; top: number; bottom: number };
        const [cta, next] = boxes as [Box, Box];
        assert.deepEqual(
          [cta.left, cta.right],
          [next.left, next.right],
          `${path}: the two boxes share their edges`,
        );
        // One panel with two choices, not two boxes back to back.
        assert.equal(next.top, cta.bottom, `${path}: the next step continues the editors' panel`);
        assert.ok(cta.left >= 16 && cta.right <= width - 16, `${path}: off the screen's edges`);
      }
      // An overview ends with the editors' box alone: a whole panel, its corners round.
      for (const path of ["/manuals", "/de/anleitungen"]) {
        await page.goto(`${harness.siteUrl}${path}`);
        const corners = await page.evaluate(() => {
          const boxes = document.querySelectorAll("main .content-cta");
          const last = boxes[boxes.length - 1]!;
          const style = getComputedStyle(last);
          return {
            followed: Boolean(document.querySelector("main .next-step")),
            bottom: [style.borderBottomLeftRadius, style.borderBottomRightRadius],
          };
        });
        assert.equal(corners.followed, false, `${path}: an overview has no next step of its own`);
        assert.ok(
          corners.bottom.every((radius) => radius !== "0px"),
          `${path}: ${corners.bottom.join(" ")}`,
        );
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  for (const [language, slug, question] of [
    ["en", "pigeon-spikes", "Questions about this product?"],
    ["de", "taubenspikes", "Fragen zu diesem Produkt?"],
  ] as const) {
    it(`ends a product's page (${language}): asks about the product, finds a seller, no link to the page itself`, async () => {
      const { context, page, errors } = await openPage(harness, 1440, 900);
      const site = SITE[language];
      await page.goto(`${harness.siteUrl}${site.products}${slug}`);
      await hydrated(page);
      const seen = await page.evaluate(readNextStep);
      assert.ok(seen, "a next step");
      assert.deepEqual(seen.after, [], "the page ends with it");
      assert.equal(await page.locator("main .next-step h2").textContent(), question);
      assert.deepEqual(
        seen.links.map((link) => link.href),
        [`${site.contact}?product=${slug}`, site.finder],
        "the form asked about this product, and the seller finder",
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  for (const language of ["en", "de"] as const) {
    it(`ends every content page kind, leading to the ${language} contact form and seller finder`, async () => {
      const { context, page, errors } = await openPage(harness, 1440, 900);
      const site = SITE[language];
      for (const [kind, path] of await contentPages(page, language)) {
        await page.goto(`${harness.siteUrl}${path}`);
        await hydrated(page);
        const seen = await page.evaluate(readNextStep);
        assert.ok(seen, `${kind} (${path}): a next step`);
        assert.deepEqual(seen.after, [], `${kind}: the page ends with it`);
        const hrefOf = (text: string) => seen.links.find((link) => link.text === text)?.href;
        const ask = hrefOf(site.ask);
        assert.ok(ask, `${kind}: "${site.ask}"`);
        assert.equal(hrefOf(language === "en" ? "Where to buy" : "Händler finden"), site.finder);
        const products = await productSlugsOnPage(page, site.products);
        const asked = (slug: string) => `${site.contact}?product=${slug}`;
        if (products.length === 1) {
          // About one product: the form is asked about it, and the product is linked.
          assert.equal(ask, asked(products[0]!), `${kind}: asks about its product`);
          assert.ok(
            seen.links.some((link) => link.href === `${site.products}${products[0]}`),
            `${kind}: links its product`,
          );
        } else {
          assert.equal(ask, site.contact, `${kind}: the contact form`);
          // About several: each can be asked about, in the page's order.
          const each = seen.links.filter((link) => link.href.startsWith(`${site.contact}?`));
          assert.deepEqual(
            each.map((link) => link.href),
            products.map(asked),
            `${kind}: asks about each of its products`,
          );
        }
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("its links work: the form names the product asked about, the finder opens", async () => {
    const { context, page, errors } = await openPage(harness, 375, 812);
    // A manual, about one product.
    await page.goto(`${harness.siteUrl}/de/anleitungen/spanndrahtsystem-montieren`);
    await hydrated(page);
    const step = page.locator(".next-step");
    await step.getByRole("link", { name: "Beratung oder Angebot anfragen" }).click();
    await page.waitForURL(`${harness.siteUrl}/de/kontakt?product=spanndrahtsystem`);
    const message = page.locator(".contact-form textarea[name=message]");
    await message.waitFor();
    assert.equal(
      await message.inputValue(),
      "Ich hätte gern eine Beratung oder ein Angebot für „Spanndrahtsystem“.",
    );
    await page.goBack();
    await step.getByRole("link", { name: "Zum Produkt" }).click();
    await page.waitForURL(`${harness.siteUrl}/de/produkte/spanndrahtsystem`);
    await page.goBack();
    await step.getByRole("link", { name: "Händler finden" }).click();
    await page.waitForURL(`${harness.siteUrl}/de/haendler-finden`);
    await page.locator(".finder-filters").waitFor();

    // A solution, about several: one of them asked about.
    await page.goto(`${harness.siteUrl}/solutions/pigeons-on-buildings`);
    await hydrated(page);
    const list = page.getByRole("list", { name: "Or ask about one of these products:" });
    await list.getByRole("link", { name: "Bird netting" }).click();
    await page.waitForURL(`${harness.siteUrl}/contact?product=bird-netting`);
    await message.waitFor();
    assert.equal(await message.inputValue(), "I would like advice or a quote for “Bird netting”.");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("in every locale, a manual's next step asks about its product in that locale", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    for (const [locale, site] of Object.entries(SITE)) {
      await page.goto(`${harness.siteUrl}${await firstCard(page, harness.siteUrl, site.manuals)}`);
      await hydrated(page);
      const [product] = await productSlugsOnPage(page, site.products);
      assert.ok(product, `${locale}: the manual's product`);
      const title = shownText(
        await page.locator(`.manual__products a[href$="/${product}"]`).textContent(),
      ).trim();
      assert.ok(title, `${locale}: the product's name`);
      const step = page.locator(".next-step");
      assert.ok(
        shownText(await step.locator("h2").textContent()).includes(title),
        `${locale}: the next step names ${title}`,
      );
      const finder = step.locator(`a[href="${site.finder}"]`);
      assert.equal(await finder.count(), 1, `${locale}: the locale's seller finder`);
      await step.getByRole("link", { name: site.ask }).click();
      await page.waitForURL(`${harness.siteUrl}${site.contact}?product=${product}`);
      const message = page.locator(".contact-form textarea[name=message]");
      await message.waitFor();
      assert.ok((await message.inputValue()).includes(title), `${locale}: the form names ${title}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("works without JavaScript", async () => {
    const context = await harness.browser.newContext({
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${harness.siteUrl}/manuals/installing-tension-wire?step=2`);
    const step = page.locator(".next-step");
    // The product's name as it is written, quoted: not a common noun capitalised mid-sentence.
    assert.equal(await step.locator("h2").textContent(), "Questions about “Tension wire system”?");
    await step.getByRole("link", { name: "Ask for advice or a quote" }).click();
    await page.waitForURL(`${harness.siteUrl}/contact?product=tension-wire-system`);
    assert.equal(
      await page.locator(".contact-form textarea[name=message]").inputValue(),
      "I would like advice or a quote for “Tension wire system”.",
    );
    await context.close();
  });

  it("fits a 320 px phone: its buttons on screen, 44 px high, nothing scrolling sideways", async () => {
    const { context, page } = await openPage(harness, 320, 640);
    for (const language of ["en", "de"] as const) {
      for (const [kind, path] of await contentPages(page, language)) {
        await page.goto(`${harness.siteUrl}${path}`);
        await hydrated(page);
        const seen = await page.evaluate(() => ({
          width: document.documentElement.scrollWidth,
          targets: [...document.querySelectorAll(".next-step a")].map((link) => {
            const box = link.getBoundingClientRect();
            return { left: box.left, right: box.right, height: box.height };
          }),
        }));
        const at = `${kind} (${language})`;
        assert.equal(seen.width, 320, `${at}: no sideways scrolling`);
        assert.ok(seen.targets.length >= 2, `${at}: its links`);
        for (const target of seen.targets) {
          assert.ok(target.left >= 0 && target.right <= 320, `${at}: on screen`);
          assert.ok(target.height >= 44, `${at}: ${target.height} px high`);
        }
      }
    }
    await context.close();
  });

  // Dutch product names wrap in their pills at 320 px ("Reflectorspinner op /
  // zonne-energie"): their lines keep room from the pill's edge.
  it("a product's name that wraps in its pill keeps room above and below it", async () => {
    const { context, page } = await openPage(harness, 320, 640);
    const faults: string[] = [];
    let wrapped = 0;
    for (const path of ["/nl/oplossingen/meeuwen-op-daken", "/de/loesungen/moewen-auf-daechern"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      const pills = await page.locator(".next-step__products a").evaluateAll((links) =>
        links.map((link) => {
          const pill = link.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(link);
          const lines = range.getClientRects();
          const text = range.getBoundingClientRect();
          return {
            name: link.textContent ?? "",
            lines: new Set([...lines].map((line) => Math.round(line.top))).size,
            above: text.top - pill.top,
            below: pill.bottom - text.bottom,
          };
        }),
      );
      for (const pill of pills) {
        if (pill.lines > 1) wrapped++;
        if (pill.above < 6 || pill.below < 6)
          faults.push(
            `${path}: "${pill.name}" ${Math.round(pill.above)} px above, ${Math.round(pill.below)} px below`,
          );
      }
    }
    await context.close();
    assert.deepEqual(faults, []);
    assert.ok(wrapped > 0, "a name wrapped, so the check saw one");
  });
});
