import { describe, expect, it } from "vitest";
import { keptTogether } from "./kept-together";

/** Shows the no-break spaces and joiners, so a failure reads plainly. */
const shown = (text: string) =>
  keptTogether(text)
    .replaceAll("\u00a0", "⍽")
    .replaceAll("\u202f", "⌴")
    .replaceAll("\u2060", "⁀")
    .replaceAll("\u2011", "‑̲");

describe("keptTogether", () => {
  it("keeps a number with its unit, as the specification tables write them", () => {
    expect(shown("Stainless steel perimeter wire Ø 1.5 mm with hog rings")).toBe(
      "Stainless steel perimeter wire Ø⍽1.5⍽mm with hog rings",
    );
    expect(shown("Ø 7.5 cm, height 1 cm")).toBe("Ø⍽7.5⍽cm, height 1⍽cm");
    expect(shown("19 mm (small birds) or 50 mm (pigeons and gulls)")).toBe(
      "19⍽mm (small birds) or 50⍽mm (pigeons and gulls)",
    );
    expect(shown("-20 °C to +50 °C")).toBe("-20⍽°C to +50⍽°C");
    expect(shown("Up to 40 m² per unit")).toBe("Up to 40⍽m² per unit");
    expect(shown("12 V DC, 105 dB, 20 kg, 0.45 kg, 60 rpm, 10 %, 2 kHz, 500 mA")).toBe(
      "12⍽V DC, 105⍽dB, 20⍽kg, 0.45⍽kg, 60⍽rpm, 10⍽%, 2⍽kHz, 500⍽mA",
    );
    expect(shown("Jusqu’à 1\u00a0200 m² par haut-parleur, 10 Mo au total")).toBe(
      "Jusqu’à 1⍽200⍽m² par haut‑̲parleur, 10⍽Mo au total",
    );
  });

  it("keeps a prefix with its number, and a range or a dimension whole", () => {
    expect(shown("Pole clamp (Ø 20–40 mm) or base plate")).toBe(
      "Pole clamp (Ø⍽20–⁀40⍽mm) or base plate",
    );
    expect(shown("One dish every 20–30 cm")).toBe("One dish every 20–⁀30⍽cm");
    expect(shown("Approx. 2.5 m of ledge; Max. 1.2 m; ca. 3 m; Env. 2,5 m")).toBe(
      "Approx.⍽2.5⍽m of ledge; Max.⍽1.2⍽m; ca.⍽3⍽m; Env.⍽2,5⍽m",
    );
    expect(shown("5 × 10 m and 24 × 18 × 9 cm")).toBe("5⍽×⍽10⍽m and 24⍽×⍽18⍽×⍽9⍽cm");
  });

  it("keeps French punctuation with its word, in every language", () => {
    expect(shown("Besoin d’aide pour choisir ? Écrivez-nous !")).toBe(
      "Besoin d’aide pour choisir⌴? Écrivez‑̲nous⌴!",
    );
    expect(shown("Bonne nouvelle : avec 5 m ; sinon « non »")).toBe(
      "Bonne nouvelle⍽: avec 5⍽m⌴; sinon «⌴non⌴»",
    );
  });

  it("keeps a spaced dash on the line of the words before it", () => {
    expect(shown("Safety data sheet – Optical gel")).toBe("Safety data sheet⍽– Optical gel");
    expect(shown("Vögel vertreiben — ohne ihnen zu schaden")).toBe(
      "Vögel vertreiben⍽— ohne ihnen zu schaden",
    );
    expect(keptTogether("well-kept, 20-30, –5")).toBe("well\u2011kept, 20-30, –5");
  });

  it("keeps a French verb with the pronoun after it", () => {
    expect(shown("Comment pouvons-nous vous aider ?")).toBe("Comment pouvons‑̲nous vous aider⌴?");
    expect(shown("Quand ma commande est-elle livrée ? Éloignez-les, a-t-il dit")).toBe(
      "Quand ma commande est‑̲elle livrée⌴? Éloignez‑̲les, a‑̲t‑̲il dit",
    );
    for (const text of ["Rhein-Ruhr", "zonne-energie", "Château-les-Bains"])
      expect(keptTogether(text)).toBe(text);
  });

  it("keeps a hyphenated word's first part of four letters or fewer with the rest", () => {
    expect(shown("pics anti-oiseaux")).toBe("pics anti‑̲oiseaux");
    expect(shown("E-Mail an UV-beständige Spikes")).toBe("E‑̲Mail an UV‑̲beständige Spikes");
    // Only the first part: "Aix-les- / Bains" still leaves a word on each line.
    expect(shown("Aix-les-Bains")).toBe("Aix‑̲les-Bains");
    // A longer first part, a digit or a hyphen with a space after it may break.
    for (const text of [
      "Tauben-Spikes",
      "A4-Format",
      "COVID-19",
      "Vogel- und Taubenabwehr",
      "info@ab-cd.example",
      "www.ab-cd.example/de-de",
      "ab-cd.example",
    ])
      expect(keptTogether(text)).toBe(text);
  });

  it("keeps a date's day with its month, in every language, but lets the year go", () => {
    expect(shown("Stand: 1. Oktober 2026.")).toBe("Stand: 1.⍽Oktober 2026.");
    expect(shown("Updated October 1, 2026")).toBe("Updated October⍽1, 2026");
    expect(shown("le 1er octobre et le 30 septembre")).toBe("le 1er⍽octobre et le 30⍽septembre");
    expect(shown("el 1 de octubre")).toBe("el 1⍽de⍽octubre");
    expect(shown("Bijgewerkt op 1 oktober 2026")).toBe("Bijgewerkt op 1⍽oktober 2026");
    expect(shown("den 1 maj 2026")).toBe("den 1⍽maj 2026");
    expect(keptTogether("Seit März 2026, 12 Monate")).toBe("Seit März 2026, 12 Monate");
  });

  it("leaves words that only look like units, and everything else, as they are", () => {
    for (const text of [
      "10 years or more",
      "AISI 304 steel",
      "2 mice and 3 gulls",
      "Expo 2026 in Utrecht",
    ])
      expect(keptTogether(text)).toBe(text);
    expect(keptTogether("Africa. 5 birds")).toBe("Africa. 5 birds");
    expect(keptTogether("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(keptTogether("What? Yes: no; 20-30")).toBe("What? Yes: no; 20-30");
  });

  it("reads the text between HTML tags without touching the tags", () => {
    expect(shown('<p class="x">Ø 1.5 mm</p>\n<p><strong>Note</strong> : 3 cm</p>')).toBe(
      '<p class="x">Ø⍽1.5⍽mm</p>\n<p><strong>Note</strong>⍽: 3⍽cm</p>',
    );
  });
});
