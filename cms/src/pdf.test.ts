import { describe, expect, it } from "vitest";
import { isHeading, renderPdf, toWinAnsi, wrap } from "./pdf";

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("renderPdf", () => {
  const pdf = latin1(
    renderPdf({
      title: "Montage (é ü å ö ñ) — gids",
      pages: [["Een lange regel ".repeat(30), "Haakjes ( ) en backslash \\"], ["Pagina twee"]],
    }),
  );

  it("is a PDF 1.4 file whose xref offsets point at the objects", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(pdf.match(/startxref\n(\d+)\n%%EOF/)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const table = pdf.slice(startxref).split("\n");
    const [first, count] = (table[1] ?? "").split(" ").map(Number);
    expect(first).toBe(0);
    for (let i = 1; i < (count ?? 0); i++) {
      const entry = table[1 + 1 + i] ?? "";
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    }
    expect(pdf).toMatch(new RegExp(`/Size ${count} /Root 1 0 R`));
  });

  it("declares stream lengths that match", () => {
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe(
        "\nendstream",
      );
    }
  });

  it("uses Helvetica with WinAnsiEncoding and puts the title on page one", () => {
    expect(pdf).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
    expect(pdf).toContain("(Montage \\(\\351 \\374 \\345 \\366 \\361\\) \\227 gids) Tj");
    expect(pdf).toContain("(Haakjes \\( \\) en backslash \\\\) Tj");
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(2);
  });
});

describe("text", () => {
  it("maps to Windows-1252 and drops accents it cannot show", () => {
    expect(toWinAnsi("é ü å ö ñ")).toBe("\u00e9 \u00fc \u00e5 \u00f6 \u00f1");
    expect(toWinAnsi("– — € “x”")).toBe("\u0096 \u0097 \u0080 \u0093x\u0094");
    expect(toWinAnsi("ő ł 中")).toBe("o ? ?");
  });

  it("wraps at the given width", () => {
    const lines = wrap(toWinAnsi("word ".repeat(50)), 11, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line.length).toBeLessThan(45);
  });
});

describe("headings", () => {
  it("recognises short unpunctuated lines and # lines, not sentences or list items", () => {
    expect(isHeading("Step 2. Gather your tools and materials")).toBe(true);
    expect(isHeading("# Safety")).toBe(true);
    expect(isHeading("You will need:")).toBe(false);
    expect(isHeading("• Pigeon spikes – 10 strips")).toBe(false);
    expect(isHeading("1. Put on your gloves")).toBe(false);
    expect(isHeading("Before you start, read everything.")).toBe(false);
  });
});
