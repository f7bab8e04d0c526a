/**
 * A number stays on the line of its unit, and French punctuation on the line of
 * its word (issue 36). At 320 and 375 px specification tables and running text
 * showed "Ø 1.5 / mm", "height 1 / cm", "Ø 20– / 40 mm", "One dish every 20–30 /
 * cm", and French a line starting with a lone "?" or ":". The no-break spaces
 * are for the eye only: the head, JSON-LD and attributes keep plain spaces, and
 * the page hydrates without a mismatch.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { findLinesStartingWithDash } from "./broken-words.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** [path, a value the page shows]: specifications and text of the seed's products. */
const PAGES: [string, string][] = [
  ["/products/bird-netting", "Stainless steel perimeter wire Ø 1.5 mm with hog rings"],
  ["/products/optical-gel", "Ø 7.5 cm, height 1 cm"],
  ["/products/optical-gel", "One dish every 20–30 cm"],
  ["/products/solar-reflector-spinner", "Pole clamp (Ø 20–40 mm) or base plate"],
  ["/fr/produits/filet-anti-oiseaux", "Câble périphérique inox Ø 1,5 mm et agrafes"],
  ["/de/produkte/vogelschutznetz", "Edelstahl-Randseil Ø 1,5 mm mit Netzringen"],
  ["/fr/produits/gel-optique", "Une coupelle tous les 20 à 30 cm"],
];

const SPACE = "[\\s\\u2060]*";
/** Pieces that must share a line: a number with its unit or prefix, French marks with their word. */
const TOGETHER = [
  `(?:Ø${SPACE})?\\d+(?:[.,]\\d+)?(?:${SPACE}[–—]${SPACE}\\d+(?:[.,]\\d+)?)?${SPACE}(?:mm|cm|m²|m|kg|°C|dB|V)(?![\\p{L}])`,
  `\\p{L}${SPACE}[?!;:»]`,
].join("|");
/** A French verb and the pronoun after it. */
const VERB_AND_PRONOUN =
  "\\p{L}[-\\u2011](?:t[-\\u2011])?(?:nous|vous|les|elle|il|le|la)(?!\\p{L})";

/**
 * Each match of `source` in the text of `within` (default the page's main) that
 * its lines split. Runs in the page.
 */
function splitOver(source: string | { source: string; within: string }): string[] {
  const { source: pattern, within } =
    typeof source === "string" ? { source, within: "main" } : source;
  const pieces = new RegExp(pattern, "gu");
  const found: string[] = [];
  const walker = document.createTreeWalker(document.querySelector(within) ?? document.body, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.parentElement?.checkVisibility()) continue;
    for (const match of text.data.matchAll(pieces)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const tops = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
      );
      if (tops.size > 1) found.push(match[0].replace(/[\s\u00ad]/g, " "));
    }
  }
  return found;
}

/** No-break spaces and joiners where only the eye should see them. */
function joinersOutsideText(): string[] {
  const marks = /[\u202f\u2060\u2011]/;
  const found: string[] = [];
  if (marks.test(document.title)) found.push(`title: ${document.title}`);
  for (const element of document.querySelectorAll("*"))
    for (const attribute of element.attributes)
      if (marks.test(attribute.value))
        found.push(`${element.tagName.toLowerCase()}[${attribute.name}]`);
  for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
    if (marks.test(script.textContent ?? "") || /Ø\u00a0/.test(script.textContent ?? ""))
      found.push("JSON-LD");
  return found;
}

describe("numbers and their units", () => {
  for (const width of [320, 375]) {
    it(`at ${width} px share a line, in spec tables and text, in en, de and fr`, async () => {
      const { context, page, errors } = await openPage(harness, width, 800);
      const problems: string[] = [];
      for (const [path, value] of PAGES) {
        await page.goto(`${harness.siteUrl}${path}`);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        // The value is on the page, so the check below had it to read.
        const shown = ((await page.locator("main").textContent()) ?? "")
          .replace(/[\u2060\u00ad]/g, "")
          .replace(/\s+/g, " ");
        if (!shown.includes(value)) problems.push(`${path}: "${value}" not shown`);
        for (const piece of await page.evaluate(splitOver, TOGETHER))
          problems.push(`${path}: "${piece}" on two lines`);
        for (const found of await page.evaluate(joinersOutsideText))
          problems.push(`${path}: ${found}`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, [], "no hydration mismatch, no error");
      await context.close();
    });
  }

  it("a French question keeps its mark on its line", async () => {
    const { context, page, errors } = await openPage(harness, 320, 800);
    const problems: string[] = [];
    for (const path of ["/fr/blogs", "/fr/solutions", "/fr/produits/effaroucheur-sonore"]) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      for (const piece of await page.evaluate(splitOver, TOGETHER))
        problems.push(`${path}: "${piece}" on two lines`);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("a spaced dash", () => {
  // Download titles ("Safety data sheet – Optical gel") and intros ("… bevor die
  // Brutzeit beginnt – ohne ihnen zu schaden.") started a line with the dash.
  const paths = [
    "/products/optical-gel",
    "/downloads",
    "/de/loesungen/moewen-auf-daechern",
    "/de/downloads",
    "/nl/downloads",
  ];
  for (const width of [320, 375, 1440]) {
    it(`at ${width} px ends its line, never starts the next`, async () => {
      const { context, page, errors } = await openPage(harness, width, 800);
      const problems: string[] = [];
      for (const path of paths) {
        const response = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(response?.status(), 200, path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        for (const found of await page.evaluate(findLinesStartingWithDash))
          problems.push(`${path}: "${found.word}" (in ${found.in})`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("a French verb and its pronoun", () => {
  // "Comment pouvons- / nous vous aider ?" (the contact page's heading at 320,
  // 375 and 1440 px), "Éloignez- / les" (the gulls' solution).
  for (const width of [320, 375, 1440]) {
    it(`at ${width} px stay on one line`, async () => {
      const { context, page, errors } = await openPage(harness, width, 800);
      const problems: string[] = [];
      for (const path of ["/fr/contact", "/fr/solutions/goelands-sur-les-toits"]) {
        const response = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(response?.status(), 200, path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        const split = await page.evaluate(splitOver, VERB_AND_PRONOUN);
        for (const word of split) problems.push(`${path}: "${word}" on two lines`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("a hyphenated word's short first part", () => {
  // "Comment bien choisir ses pics anti- / oiseaux": a line that ends at the
  // hyphen of "anti-", "E-" or "moi-" leaves the fragment alone on it.
  const SHORT_FIRST_PART = "(?<![\\p{L}\\p{N}\\u00ad-])\\p{L}{1,4}[-\\u2011][\\p{L}\\u00ad]+";
  for (const width of [320, 375]) {
    it(`at ${width} px stays on its word's line`, async () => {
      const { context, page, errors } = await openPage(harness, width, 800);
      const problems: string[] = [];
      for (const path of [
        "/fr/blogs/bien-choisir-ses-pics-anti-oiseaux",
        "/fr/manuels/poser-un-filet-anti-oiseaux",
        "/fr/produits/filet-anti-oiseaux",
        "/fr",
      ]) {
        const response = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(response?.status(), 200, path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        const split = await page.evaluate(splitOver, SHORT_FIRST_PART);
        for (const word of split) problems.push(`${path}: "${word}" on two lines`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

/** Each e-mail address whose top-level domain starts a line of its own. Runs in the page. */
function domainsAlone(): string[] {
  const alone: string[] = [];
  for (const link of document.querySelectorAll<HTMLElement>("a[href^='mailto:']")) {
    if (!link.checkVisibility()) continue;
    const pieces = [...link.querySelectorAll<HTMLElement>(".address-piece")];
    pieces.forEach((piece, index) => {
      const before = pieces[index - 1];
      if (!before || !/^\.\p{L}{2,}$/u.test(piece.textContent ?? "")) return;
      if (piece.getBoundingClientRect().top > before.getBoundingClientRect().top + 2)
        alone.push(`${link.textContent}: "${piece.textContent}" starts a line`);
    });
  }
  return alone;
}

describe("an e-mail address", () => {
  // "info@zwaluw- / vogelwering.example" in the footer and the privacy pages read
  // as an address that ends in a hyphen: it breaks before its "@" or a dot.
  const OWN_HYPHEN = "[\\w\\u00ad]+-[\\w\\u00ad]+(?=[\\u00ad\\w]*\\.example)";
  for (const width of [320, 375]) {
    it(`at ${width} px never breaks at its own hyphen, and copies as it is`, async () => {
      const { context, page, errors } = await openPage(harness, width, 800);
      const problems: string[] = [];
      for (const path of ["/nl/privacyverklaring", "/privacy-policy", "/de", "/nl"]) {
        const response = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(response?.status(), 200, path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        for (const piece of await page.evaluate(splitOver, { source: OWN_HYPHEN, within: "body" }))
          problems.push(`${path}: "${piece}" on two lines`);
        const footer = (await page.locator(".footer a[href^='mailto:']").textContent()) ?? "";
        if (footer.trim() !== "info@zwaluw-vogelwering.example")
          problems.push(`${path}: the footer's address reads "${footer.trim()}"`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  // The sellers' addresses in the finder's cards ended "…@example" / ".fr" at
  // 1440 px: a top-level domain alone on a line reads as a stray fragment.
  for (const width of [375, 1440]) {
    it(`at ${width} px never leaves its top-level domain alone on a line`, async () => {
      const { context, page, errors } = await openPage(harness, width, 900);
      const problems: string[] = [];
      for (const path of [
        "/where-to-buy",
        "/de/haendler-finden",
        "/fr/ou-acheter",
        "/de/datenschutz",
      ]) {
        const response = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(response?.status(), 200, path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        for (const alone of await page.evaluate(domainsAlone)) problems.push(`${path}: ${alone}`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
