import { describe, expect, it } from "vitest";
import { SOFT_HYPHEN } from "../../shared/hyphens";
import type { Locale } from "../../shared/locales";
import { atCompoundJoints } from "./compound-joints";
import { hyphenatedWords } from "./hyphenation";

/** Written with "·" for a soft hyphen, for reading. */
const joints = (locale: Locale, word: string) =>
  atCompoundJoints(locale, word.replaceAll("·", SOFT_HYPHEN)).replaceAll(SOFT_HYPHEN, "·");

describe("atCompoundJoints", () => {
  it("drops the break right after the prefix that starts a compound's next word", () => {
    // The reviews' cases: each line ended one syllable into the next word.
    expect(joints("de", "Ge·schäfts·be·din·gun·gen")).toBe("Ge·schäfts·bedin·gun·gen");
    expect(joints("de", "Mon·ta·ge·an·lei·tun·gen")).toBe("Mon·ta·ge·anlei·tun·gen");
    expect(joints("de", "Haus·ver·wal·tun·gen")).toBe("Haus·verwal·tun·gen");
    expect(joints("de", "Da·ten·schutz·er·klä·rung")).toBe("Da·ten·schutz·erklä·rung");
    expect(joints("de", "Strom·ver·sor·gung")).toBe("Strom·versor·gung");
    expect(joints("de", "Tem·pe·ra·tur·be·reich")).toBe("Tem·pe·ra·tur·bereich");
    expect(joints("sv", "Mon·te·rings·an·vis·ning·ar")).toBe("Mon·te·rings·anvis·ning·ar");
    expect(joints("nl", "Vei·lig·heids·in·for·ma·tie·blad")).toBe(
      "Vei·lig·heids·infor·ma·tie·blad",
    );
    expect(joints("nl", "Vast·goed·be·heer·ders")).toBe("Vast·goed·beheer·ders");
  });

  it("keeps a word's first syllable, and 'er' that ends a word after a vowel", () => {
    expect(joints("de", "Ver·pa·ckun·gen")).toBe("Ver·pa·ckun·gen");
    expect(joints("de", "Feu·er·wehr·zu·fahrt")).toBe("Feu·er·wehr·zu·fahrt");
    expect(joints("de", "Steu·er·er·klä·rung")).toBe("Steu·er·erklä·rung");
  });

  it("leaves languages that do not compound so as their patterns break them", () => {
    expect(joints("en", "Tem·per·at·ure")).toBe("Tem·per·at·ure");
    expect(joints("fr", "Tem·pé·ra·ture")).toBe("Tem·pé·ra·ture");
    // A word's first syllable stays as it is.
    expect(joints("nl", "Be·scher·mings·klas·se")).toBe("Be·scher·mings·klas·se");
  });

  it("is what the page's hyphenated words carry", async () => {
    const [word] = await hyphenatedWords("de", ["Garantiebedingungen"]);
    expect(word?.replaceAll(SOFT_HYPHEN, "·")).toBe("Ga·ran·tie·bedin·gun·gen");
  });
});
