/**
 * The overviews of solutions and audiences and the downloads page list records
 * in the order editors give them (`position`, cms/schema.graphql), in workerd
 * against the real local content service: not alphabetically ("Birds in barns"
 * before "Pigeons on buildings", "Farmers" before "Homeowners"). An editor moves
 * one record to the top; the overview follows.
 */
import { afterAll, describe, expect, it } from "vitest";
import { asShown, dropEdits, editEntry, get, purgeEverything } from "../../testing/helpers";

/** The card titles of an overview, in their order. */
function cardTitles(html: string): string[] {
  return [...asShown(html).matchAll(/<h[23] class="card__title">(.*?)<\/h[23]>/gs)].map(
    ([, title]) => (title ?? "").replace(/<[^>]+>/g, "").trim(),
  );
}

/** The downloads page's titles, in their order (grouped by category). */
function downloadTitles(html: string): string[] {
  return [...asShown(html).matchAll(/<span class="download__title">([^<]*)<\/span>/g)].map(
    ([, title]) => (title ?? "").replace(/\s+/g, " ").trim(),
  );
}

afterAll(async () => {
  await dropEdits();
  await purgeEverything();
});

describe("the editors' order", () => {
  it("orders the solutions, the audiences and each kind of download, in every locale", async () => {
    const solutions = await get("/solutions");
    expect(solutions.status).toBe(200);
    expect(cardTitles(solutions.body)).toEqual([
      "Pigeons on buildings",
      "Gulls on roofs",
      "Birds in barns",
      // Coming soon: after those a visitor can act on, whatever its position.
      "Solar panel protection",
    ]);
    const audiences = await get("/de/fuer-wen");
    expect(audiences.status).toBe(200);
    expect(cardTitles(audiences.body)).toEqual([
      "Hausbesitzer",
      "Landwirte",
      "Fachbetriebe",
      "Hausverwaltungen",
    ]);
    const downloads = await get("/downloads");
    expect(downloads.status).toBe(200);
    expect(downloadTitles(downloads.body).filter((title) => title.startsWith("Datasheet"))).toEqual(
      [
        "Datasheet – Pigeon spikes",
        "Datasheet – Bird netting",
        "Datasheet – Tension wire system",
        "Datasheet – Optical gel",
        "Datasheet – Solar reflector spinner",
        "Datasheet – Sonic bird deterrent",
      ],
    );
  });

  it("follows an editor who moves a record to the top", async () => {
    const moved = await editEntry("for-whos", "property-managers", "en", {
      fields: { position: 0 },
      publish: true,
    });
    expect(moved.status).toBe(200);
    await purgeEverything();
    const { status, body } = await get("/for-whom");
    expect(status).toBe(200);
    expect(cardTitles(body)).toEqual(["Property managers", "Homeowners", "Farmers", "Installers"]);
    // Another locale keeps its own order until its editors change it.
    expect(cardTitles((await get("/nl/voor-wie")).body)[0]).toBe("Huiseigenaren");
  });
});
