import { describe, expect, it } from "vitest";
import { fixtureSeed } from "./fixtures";
import { parseSeed } from "./seed-shape";

/** The fixture seed as its files would hold it, with `change` applied. */
function files(change: (seed: Record<string, any>) => void): unknown {
  const seed: Record<string, any> = structuredClone(fixtureSeed());
  change(seed);
  return seed;
}

describe("the seed's files", () => {
  it("are read as they are when their structure holds", () => {
    const seed = fixtureSeed();
    expect(parseSeed(structuredClone(seed))).toEqual(seed);
  });

  it("name the file, the entry and the field that is wrong", () => {
    const broken = files((seed) => {
      delete seed.collections.products[1].key;
      seed.collections["faq-articles"][0].locales = "nl";
      seed.single.menu = [];
      seed.saleLocations.users[0].id = "one";
      seed.media[2].kind = "video";
    });
    let message = "";
    try {
      parseSeed(broken);
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain("Invalid seed content");
    for (const place of [
      "products.json[1].key:",
      "faq-articles.json[0].locales:",
      "single/menu.json: expected an object",
      "sale-locations.json.users[0].id:",
      "media entry #2.kind:",
    ])
      expect(message).toContain(place);
  });

  it("miss no collection: a file left out is named", () => {
    const broken = files((seed) => {
      delete seed.collections.manuals;
    });
    expect(() => parseSeed(broken)).toThrow(/manuals\.json/);
  });

  it("hold only the collections cms/src/models.ts declares", () => {
    const broken = files((seed) => {
      seed.collections["undeclared-things"] = [];
    });
    expect(() => parseSeed(broken)).toThrow(/undeclared-things\.json: .*Expected .*"products"/);
  });
});
