import { afterEach, describe, expect, it, vi } from "vitest";
import { SOFT_HYPHEN } from "../../shared/hyphens";
import type { Locale } from "../../shared/locales";
import { hyphenatedWords, hyphenation, longWords, type Patterns, shownTexts } from "./hyphenation";

/** Soft hyphens shown as "·", for reading. */
const shown = (words: string[]) => words.map((word) => word.replaceAll(SOFT_HYPHEN, "·"));

describe("hyphenatedWords", () => {
  it("breaks German compounds at their syllables, with soft hyphens", async () => {
    // Not right after the prefix that starts a compound's next word (compound-joints.ts).
    expect(shown(await hyphenatedWords("de", ["Allgemeine Geschäftsbedingungen"]))).toEqual([
      "All·gemei·ne",
      "Ge·schäfts·bedin·gun·gen",
    ]);
    expect(shown(await hyphenatedWords("de", ["Sicherheitsdatenblatt"]))).toEqual([
      "Si·cher·heits·da·ten·blatt",
    ]);
  });

  it("in each locale with its own language's patterns", async () => {
    expect(shown(await hyphenatedWords("sv", ["Monteringsanvisningar"]))).toEqual([
      "Mon·te·rings·anvis·ning·ar",
    ]);
    expect(shown(await hyphenatedWords("nl", ["Beschermingsklasse"]))).toEqual([
      "Be·scher·mings·klas·se",
    ]);
    expect(shown(await hyphenatedWords("fr", ["Température"]))).toEqual(["Tem·pé·ra·ture"]);
    // The site's `en` is British English, `en-US` American: each its own dictionary's breaks.
    expect(shown(await hyphenatedWords("en", ["Temperature range"]))).toEqual(["Tem·per·at·ure"]);
    expect(shown(await hyphenatedWords("en-US", ["Temperature range"]))).toEqual([
      "Tem·per·a·ture",
    ]);
    for (const locale of ["es", "it"] as const)
      expect((await hyphenatedWords(locale, ["Temperatura de funcionamiento"])).length).toBe(2);
  });

  it("leaves short words out: they fit on any line", async () => {
    expect(await hyphenatedWords("de", ["Netz für Tauben und Möwen"])).toEqual([]);
  });

  it("leaves URLs, e-mail addresses and paths out: they have no syllables", async () => {
    expect(
      await hyphenatedWords("de", [
        "info@vogelabwehr-beispiel.de",
        "https://www.vogelabwehr-beispiel.de/produkte",
        "/uploads/sicherheitsdatenblatt.pdf",
      ]),
    ).toEqual([]);
  });

  it("lists each word once, whatever its case", async () => {
    expect(
      shown(await hyphenatedWords("de", ["Garantiebedingungen", "GARANTIEBEDINGUNGEN"])).sort(),
    ).toEqual(["GA·RAN·TIE·BEDIN·GUN·GEN", "Ga·ran·tie·bedin·gun·gen"]);
    expect(
      await hyphenatedWords("de", ["Garantiebedingungen und Garantiebedingungen"]),
    ).toHaveLength(1);
  });
});

describe("hyphenation", () => {
  afterEach(() => vi.restoreAllMocks());

  const only = (locale: Locale, load: () => Promise<Patterns>) => {
    const none = () => Promise.reject(new Error(`not asked for: ${locale}`));
    return {
      en: none,
      "en-US": none,
      nl: none,
      de: none,
      es: none,
      fr: none,
      it: none,
      sv: none,
      [locale]: load,
    };
  };

  it("loads a language's patterns once, when its first page asks", async () => {
    const load = vi.fn(async () => ({
      hyphenateSync: (word: string) => `${word.slice(0, 4)}\u00ad${word.slice(4)}`,
    }));
    const hyphenate = hyphenation(only("nl", load));
    expect(load).not.toHaveBeenCalled();
    await hyphenate("nl", ["Montagehandleidingen"]);
    await hyphenate("nl", ["Beschermingsklasse"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives no hyphens, never an error, when a language's patterns fail to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const hyphenate = hyphenation(only("de", () => Promise.reject(new Error("gone"))));
    expect(await hyphenate("de", ["Geschäftsbedingungen"])).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("hyphenation.patterns_failed"),
    );
  });
});

describe("longWords", () => {
  it("reads words as runs of letters: hyphens, slashes and digits split them", () => {
    expect([...longWords(["Tag-/Nachtsensor", "Solarpaneel-Halterung 2000", "IP65"])]).toEqual([
      "Nachtsensor",
      "Solarpaneel",
      "Halterung",
    ]);
  });
});

describe("shownTexts", () => {
  it("reads the headings of editors' text, not its paragraphs", () => {
    const page = {
      body: '<h2 class="md-h3">Personuppgifts<em>ansvarig</em></h2>\n<p>Behandling av personuppgifter</p>',
    };
    expect(shownTexts(page)).toEqual(["Personuppgifts ansvarig "]);
  });

  it("reads the shown fields at any depth, never media, SEO or localisations", () => {
    const product = {
      title: "Vogelschutznetz",
      slug: "vogelschutznetz",
      description: "<p>Ein Netz</p>",
      specifications: [{ label: "Stromversorgung", value: "Solarpaneel" }],
      images: [{ name: "vogelschutznetz-produktfoto.jpg", alternativeText: "Ein Netz" }],
      seo: { meta_title: "Vogelschutznetz kaufen" },
      localizations: [{ title: "Bird netting" }],
      downloads: [{ title: "Sicherheitsdatenblatt", file: { name: "datenblatt.pdf" } }],
    };
    expect(shownTexts({ view: "product", product })).toEqual([
      "Vogelschutznetz",
      "Stromversorgung",
      "Solarpaneel",
      "Sicherheitsdatenblatt",
    ]);
  });
});
