/**
 * Long words break at a syllable, with a hyphen, whatever the browser (issue 36,
 * item 2). Headless Chromium has no hyphenation dictionary, as many desktop
 * builds lack one, so without the worker's soft hyphens these pages showed
 * "Geschäftsbedingung|en", "Stromversorg|ung", "Sicherheitsdatenblat|t" and
 * "Temperatur|e range": German, Swedish and English headings, specification
 * tables and download cards at 320, 375 and 1440 px, on the page as served and
 * after a navigation in the browser. A word that fits its line moves to the next
 * one whole: balanced headings and buttons split words they had room for ("Die
 * bishe-/rige Bilanz", "Décou-/vrir l'opération"). The soft hyphens are for the eye only:
 * none in the head, JSON-LD, `alt`s, labels, links, form values, the route
 * data's content, the search or the sitemap.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { findBrokenWords, findNeedlessHyphens } from "./broken-words.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

const SOFT_HYPHEN = "\u00ad";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** [path, a long word it shows, where]: the words of the issue, where it saw them split. */
const PAGES: [string, string, string][] = [
  ["/de/agb", "Geschäftsbedingungen", "h1"],
  ["/de/datenschutz", "Datenschutzerklärung", "h1"],
  ["/de/anleitungen", "Montageanleitungen", "h1"],
  ["/de/fuer-wen/hausverwaltungen", "Hausverwaltungen", "h1"],
  ["/sv/manualer", "Monteringsanvisningar", "h1"],
  ["/de/produkte/akustische-vogelabwehr", "Stromversorgung", ".spec-table"],
  ["/de/produkte/optisches-gel", "Sicherheitsdatenblatt", ".related-cards"],
  ["/de/downloads", "Garantiebedingungen", ".download-list"],
  ["/products/optical-gel", "Temperature", ".spec-table"],
];

/** Every soft hyphen the page has where only the eye should see one: none expected. */
function softHyphensOutsideText(): string[] {
  const soft = "\u00ad";
  const found: string[] = [];
  if (document.title.includes(soft)) found.push(`title: ${document.title}`);
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.attributes)
      if (attribute.value.includes(soft))
        found.push(`${element.tagName.toLowerCase()}[${attribute.name}]: ${attribute.value}`);
  }
  // The embedded route answer carries the hyphenated words beside its data, by design.
  for (const script of document.querySelectorAll("script:not(#__BOOTSTRAP__), style"))
    if (script.textContent?.includes(soft))
      found.push(`${script.tagName.toLowerCase()}: ${script.textContent.slice(0, 80)}`);
  for (const field of document.querySelectorAll<HTMLInputElement>("input, select, textarea"))
    if (field.value.includes(soft)) found.push(`${field.name}: ${field.value}`);
  return found;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${harness.siteUrl}${path}`);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

describe("long words on screen", () => {
  for (const width of [320, 375, 1440]) {
    it(`at ${width} px break at a syllable with a hyphen, or not at all`, async () => {
      const { context, page, errors } = await openPage(harness, width, 800);
      const problems: string[] = [];
      for (const [path, word, where] of PAGES) {
        await open(page, path);
        for (const broken of await page.evaluate(findBrokenWords))
          problems.push(`${path}: ${broken.word} (in ${broken.in})`);
        // The word is there with its syllables marked, so the check above had something to read.
        const shown = await page.locator(where).first().textContent();
        const marked = (shown ?? "")
          .split(/\s+/)
          .some(
            (token) =>
              token.includes(SOFT_HYPHEN) && token.replaceAll(SOFT_HYPHEN, "").includes(word),
          );
        if (!marked) problems.push(`${path}: no soft hyphens in "${word}" in ${where}`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, [], "no hydration mismatch, no error");
      await context.close();
    });
  }

  // A compound that breaks breaks at its joint, as a typesetter would, not one
  // syllable into its next word ("Geschäftsbe-/dingungen", "Montagean-/leitungen").
  it("a compound in a title breaks at its joint", async () => {
    const JOINTS: [string, string, string][] = [
      ["/de/agb", "Geschäftsbedingungen", "Geschäfts"],
      ["/de/datenschutz", "Datenschutzerklärung", "Datenschutz"],
      ["/de/anleitungen", "Montageanleitungen", "Montage"],
      ["/de/fuer-wen/hausverwaltungen", "Hausverwaltungen", "Haus"],
      ["/sv/manualer", "Monteringsanvisningar", "Monterings"],
    ];
    const problems: string[] = [];
    let breaks = 0;
    for (const width of [320, 375, 1024]) {
      const { context, page } = await openPage(harness, width, 800);
      for (const [path, word, joint] of JOINTS) {
        await open(page, path);
        // The letters of the word before its line ends, if it ends inside the word.
        const before = await page.locator("main h1").evaluate((heading, whole) => {
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          const letters: { char: string; top: number }[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            for (let i = 0; i < text.length; i++) {
              if (text[i] === "\u00ad") continue;
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              // A letter right after the line's end also reports an empty box at
              // that end: its own is the last box with a width.
              const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
              const rect = boxes[boxes.length - 1] ?? range.getBoundingClientRect();
              letters.push({ char: text[i]!, top: Math.round(rect.top) });
            }
          }
          const plain = letters.map((letter) => letter.char).join("");
          const start = plain.indexOf(whole);
          if (start < 0) return `no "${whole}" in "${plain}"`;
          for (let i = start + 1; i < start + whole.length; i++)
            if (letters[i]!.top > letters[i - 1]!.top + 2) return plain.slice(start, i);
          return null;
        }, word);
        if (before === null) continue;
        breaks++;
        if (before !== joint)
          problems.push(`${path} at ${width} px: "${before}-" (not "${joint}-")`);
      }
      await context.close();
    }
    assert.deepEqual(problems, []);
    assert.ok(breaks >= 5, `the titles broke ${breaks} times at these widths`);
  });

  /** Where a balanced heading, button, question or table cell split a word it had room for. */
  const ROOMY: [number, string[]][] = [
    [
      320,
      [
        "/de/trees-for-all",
        "/fr/durabilite",
        "/de/haeufige-fragen",
        "/fr/questions-frequentes",
        "/de/produkte/akustische-vogelabwehr",
        "/de/haendler-finden",
        "/de/downloads",
      ],
    ],
    [1440, ["/de/produkte/akustische-vogelabwehr", "/de/blogs", "/fr/produits/gel-optique"]],
  ];
  for (const [width, paths] of ROOMY) {
    it(`at ${width} px break a word at a syllable only when it is longer than its line`, async () => {
      const { context, page, errors } = await openPage(harness, width, 800);
      const problems: string[] = [];
      for (const path of paths) {
        await open(page, path);
        for (const needless of await page.evaluate(findNeedlessHyphens))
          problems.push(`${path}: ${needless.word} (in ${needless.in})`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("a long word in an underlined link is underlined like the rest of it", async () => {
    const { context, page, errors } = await openPage(harness, 1440, 900);
    const problems: string[] = [];
    for (const path of [
      "/de/downloads",
      "/de/produkte/taubenspikes",
      "/de/anleitungen/spanndrahtsystem-montieren",
      "/de/datenschutz",
      "/de",
    ]) {
      await open(page, path);
      const bare = await page.evaluate(() =>
        [...document.querySelectorAll("a .hy")]
          .filter((box) => {
            const link = box.closest("a")!;
            const underlined = (element: Element) =>
              getComputedStyle(element).textDecorationLine.includes("underline");
            return underlined(link) && !underlined(box) && box.checkVisibility();
          })
          .map((box) => box.textContent?.replaceAll("\u00ad", "") ?? ""),
      );
      for (const word of bare) problems.push(`${path}: ${word}`);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("after a navigation in the browser, from the route data, the same", async () => {
    const { context, page, errors } = await openPage(harness, 320, 800);
    await open(page, "/de/produkte");
    await page.locator('.card__title a[href="/de/produkte/akustische-vogelabwehr"]').click();
    await page.waitForURL("**/de/produkte/akustische-vogelabwehr");
    await page.locator(".spec-table").waitFor();
    const table = (await page.locator(".spec-table").textContent()) ?? "";
    assert.ok(table.includes(`Strom${SOFT_HYPHEN}versor${SOFT_HYPHEN}gung`), table);
    assert.deepEqual(await page.evaluate(findBrokenWords), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("soft hyphens are for the eye only", () => {
  it("none in the head, JSON-LD, attributes or form values", async () => {
    const { context, page } = await openPage(harness, 375, 800);
    const problems: string[] = [];
    for (const path of [...PAGES.map(([path]) => path), "/de/kontakt?product=optisches-gel"]) {
      await open(page, path);
      for (const found of await page.evaluate(softHyphensOutsideText))
        problems.push(`${path}: ${found}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("none in the route data's content; the words come beside it", async () => {
    const response = await fetch(
      `${harness.siteUrl}/api/route-data?path=${encodeURIComponent("/de/agb")}`,
    );
    const result = (await response.json()) as {
      data: unknown;
      meta: unknown;
      hyphenated?: string[];
    };
    assert.equal(JSON.stringify([result.data, result.meta]).includes(SOFT_HYPHEN), false);
    assert.ok(
      result.hyphenated?.includes(["Ge", "schäfts", "bedin", "gun", "gen"].join(SOFT_HYPHEN)),
      JSON.stringify(result.hyphenated),
    );
  });

  it("the search finds the words whole, and the sitemap names pages without them", async () => {
    const search = await fetch(
      `${harness.siteUrl}/api/search?locale=de&q=${encodeURIComponent("Geschäftsbedingungen")}`,
    );
    const answer = (await search.json()) as { hits: { path: string }[]; hyphenated?: string[] };
    assert.equal(search.status, 200, JSON.stringify(answer));
    assert.ok(
      answer.hits.some((hit) => hit.path === "/de/agb"),
      JSON.stringify(answer.hits),
    );
    // The hits as found; their titles' words for the dialog to show come beside them.
    assert.equal(JSON.stringify(answer.hits).includes(SOFT_HYPHEN), false);
    assert.ok(answer.hyphenated?.some((word) => word.includes(SOFT_HYPHEN)));
    const index = await (await fetch(`${harness.siteUrl}/sitemap.xml`)).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    assert.ok(sitemaps.length > 0);
    for (const url of [`${harness.siteUrl}/sitemap.xml`, ...sitemaps]) {
      const body = await (await fetch(new URL(new URL(url).pathname, harness.siteUrl))).text();
      assert.equal(body.includes(SOFT_HYPHEN), false, url);
    }
  });
});
