import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/locales";
import { localesTouched } from "./webhook";

describe("which indexes a content change touches", () => {
  it("a searched record's locale, every locale when it has none, none for what search does not read", () => {
    const entry = (model: string, locale?: string) => ({
      event: "entry.update" as const,
      model,
      entry: { id: 1, locale },
    });
    expect(localesTouched(entry("product", "de"))).toEqual(["de"]);
    expect(localesTouched(entry("faq-article", "en-US"))).toEqual(["en-US"]);
    expect(localesTouched(entry("faq-category"))).toEqual(LOCALES);
    expect(localesTouched(entry("sale-location", "nl"))).toEqual([]);
    expect(localesTouched(entry("user"))).toEqual([]);
    expect(localesTouched(entry("menu", "nl"))).toEqual([]);
    expect(localesTouched({ event: "media.update", media: { id: 3 } })).toEqual([]);
    expect(localesTouched({ event: "site.purge" })).toEqual(LOCALES);
  });
});
