/**
 * A product's page offers the download the product names as its datasheet
 * (`Product.datasheet`), in workerd against the real local content service:
 * not whichever download comes first, and nothing when it names none. An
 * editor reorders one German product's downloads and takes another's datasheet
 * away; the page follows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asShown, dropEdits, editEntry, get, purgeEverything } from "../../testing/helpers";

/** Text as a reader sees it: the page puts soft hyphens into long words (shared/hyphens.ts). */
const shown = asShown;

/** The product's own documents beside its actions: the datasheet and the manual. */
function documentsOf(html: string): string[] {
  const list = shown(html).match(/<ul class="product-documents">(.*?)<\/ul>/s)?.[1] ?? "";
  return [...list.matchAll(/<li>(.*?)<\/li>/gs)].map(([, item]) =>
    (item ?? "")
      .replace(/<svg.*?<\/svg>/gs, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** The titles of the download cards under "Downloads", in their order. */
function downloadCardsOf(html: string): string[] {
  return [...shown(html).matchAll(/<a href="[^"]*" download=""[^>]*>([^<]*)<\/a>/g)].map(
    ([, title]) => title ?? "",
  );
}

beforeAll(async () => {
  const reordered = await editEntry("products", "pigeon-spikes", "de", {
    fields: {
      downloads: [
        "brochure-product-range",
        "datasheet-pigeon-spikes",
        "price-list-professional",
        "warranty-conditions",
      ],
    },
    publish: true,
  });
  expect(reordered.status).toBe(200);
  const without = await editEntry("products", "bird-netting", "de", {
    fields: { datasheet: null },
    publish: true,
  });
  expect(without.status).toBe(200);
  await purgeEverything();
});
afterAll(async () => {
  await dropEdits();
  await purgeEverything();
});

describe("a product's datasheet", () => {
  it("is the download the product names, whichever of its downloads comes first", async () => {
    const { status, body } = await get("/de/produkte/taubenspikes");
    expect(status).toBe(200);
    expect(downloadCardsOf(body)[0]).toBe("Produktbroschüre");
    // Offered beside the actions, the datasheet and the manual are not offered again below.
    expect(downloadCardsOf(body)).not.toContain("Datenblatt\u00a0– Taubenspikes");
    expect(body).not.toContain('<section class="record__section"><h2>Anleitungen</h2>');
    expect(documentsOf(body)).toEqual([
      "Datenblatt – Taubenspikes PDF · 4 kB · auf Englisch",
      "Taubenspikes montieren Schritt-für-Schritt-Anleitung",
    ]);
  });

  it("is left out when the product names none: only its manual is offered", async () => {
    const { status, body } = await get("/de/produkte/vogelschutznetz");
    expect(status).toBe(200);
    // Its datasheet is still among its downloads, just not named as its own.
    expect(downloadCardsOf(body)).toContain("Datenblatt\u00a0– Vogelschutznetz");
    expect(documentsOf(body)).toEqual(["Vogelschutznetz montieren Schritt-für-Schritt-Anleitung"]);
  });
});
