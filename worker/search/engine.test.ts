import { describe, expect, it } from "vitest";
import type { Locale } from "../../shared/locales";
import { buildIndex, loadIndex, type SearchDocument } from "./engine";

const doc = (
  id: string,
  title: string,
  text: string,
  kind: SearchDocument["kind"] = "product",
) => ({
  id,
  kind,
  title,
  path: `/${id}`,
  text,
});

function titles(locale: Locale, documents: SearchDocument[], query: string): string[] {
  return buildIndex(locale, documents)
    .search(query, 10)
    .hits.map((hit) => hit.title);
}

describe("a locale's search index", () => {
  it("finds word forms through the locale's stemmer: nets finds net, Netze finds Netz", () => {
    expect(titles("en", [doc("a", "Bird net", "A fine net for balconies.")], "nets")).toEqual([
      "Bird net",
    ]);
    expect(titles("de", [doc("a", "Netz", "Ein feines Netz für Balkone.")], "Netze")).toEqual([
      "Netz",
    ]);
  });

  it("finds a word from its beginning while it is typed: Taub finds Taubenspikes", () => {
    const documents = [
      doc("a", "Taubenspikes", "Spikes aus Edelstahl."),
      doc("b", "Netz", "Netz."),
    ];
    expect(titles("de", documents, "Taub")).toEqual(["Taubenspikes"]);
  });

  it("forgives a typo: pigon spikes finds pigeon spikes", () => {
    const documents = [
      doc("a", "Pigeon spikes", "Stainless steel spikes."),
      doc("b", "Bird netting", "Netting for barns."),
    ];
    expect(titles("en", documents, "pigon spikes")).toEqual(["Pigeon spikes"]);
  });

  it("folds accents both ways: é = e", () => {
    const documents = [doc("a", "Filet", "Un réseau discret pour les goélands.")];
    expect(titles("fr", documents, "reseau goelands")).toEqual(["Filet"]);
    expect(titles("fr", [doc("a", "Filet", "Un reseau discret.")], "réseau")).toEqual(["Filet"]);
  });

  it("ranks a match in the title over one in the body", () => {
    const documents = [
      doc("a", "Cleaning the gutter", "Remove the spikes first.", "manualStep"),
      doc("b", "Fixing the spikes", "Glue them to the gutter.", "manualStep"),
    ];
    expect(titles("en", documents, "spikes")).toEqual(["Fixing the spikes", "Cleaning the gutter"]);
  });

  it("finds a German, Dutch or Swedish compound by its last part, and puts the product it names first", () => {
    const documents = [
      doc(
        "a",
        "So wählen Sie die richtigen Vogelspikes",
        "Spikes, Spikes und nochmals Spikes.",
        "blog",
      ),
      doc("b", "Wie lange halten Vogelspikes?", "Spikes halten zehn Jahre.", "faq"),
      doc("c", "Taubenspikes", "Spikes aus Edelstahl auf einem Sockel.", "product"),
      doc("d", "Vogelschutznetz", "Ein Netz für Balkone."),
    ];
    expect(titles("de", documents, "spikes")[0]).toBe("Taubenspikes");
    expect(titles("de", documents, "Netz")).toEqual(["Vogelschutznetz"]);
    expect(titles("nl", [doc("a", "Duivenpinnen", "Roestvrij staal.")], "pinnen")).toEqual([
      "Duivenpinnen",
    ]);
    expect(titles("sv", [doc("a", "Fågelnät", "Ett nät.")], "nät")).toEqual(["Fågelnät"]);
    // English writes its compounds apart: no tails, nothing found inside a word.
    expect(titles("en", [doc("a", "Birdnetting", "A fine mesh.")], "netting")).toEqual([]);
  });

  it("needs every word of the query, so words of another language do not flood the results", () => {
    const documents = [
      doc("a", "Optisches Gel", "Vögel sehen es als flackerndes Feuer."),
      doc("b", "Taubenspikes", "Spikes aus Edelstahl für Fensterbänke."),
      doc("c", "Vogelschutznetz", "Ein Netz für Balkone."),
    ];
    expect(titles("de", documents, "flickering fire for pigeons")).toEqual([]);
    expect(titles("de", documents, "flackerndes Feuer")).toEqual(["Optisches Gel"]);
  });

  it("marks the matched words in a snippet of plain text parts; markup in the text stays text", () => {
    const index = buildIndex("en", [
      doc("a", "Spikes", "Use <b>spikes</b> on ledges. Spikes keep pigeons away."),
    ]);
    const [hit] = index.search("pigeon", 5).hits;
    expect(hit?.snippet.filter((part) => part.hit).map((part) => part.text)).toEqual(["pigeons"]);
    expect(hit?.snippet.map((part) => part.text).join("")).toContain("<b>spikes</b>");
  });

  it("answers the same after a round trip through JSON (as stored in KV)", () => {
    const documents = [doc("a", "Pigeon spikes", "Stainless steel."), doc("b", "Net", "Nets.")];
    const json = JSON.stringify(buildIndex("en", documents).toJSON());
    const loaded = loadIndex("en", json);
    expect(loaded.size).toBe(2);
    expect(loaded.search("pigon", 5).hits.map((hit) => hit.title)).toEqual(["Pigeon spikes"]);
  });

  it("takes any text as a query without failing: markup, control characters, 10 KB", () => {
    const index = buildIndex("en", [doc("a", "Pigeon spikes", "Stainless steel.")]);
    expect(index.search("<script>alert(1)</script>", 5).total).toBe(0);
    expect(index.search("\u0000\u0007\u001b[31m", 5).total).toBe(0);
    expect(index.search("pigeon ".repeat(1500), 5).total).toBe(1);
    expect(index.search("", 5).total).toBe(0);
  });
});
