/**
 * Small, valid PDF 1.4 documents for the seed's manuals and downloads: a title
 * on page one, wrapped paragraphs, one seed page per PDF page (continued onto
 * extra pages when it overflows). Standard Helvetica with WinAnsiEncoding needs
 * no embedded font and still renders é ü å ö ñ, so text is mapped to
 * Windows-1252 bytes. Output is deterministic (fixed dates, no ids).
 */

export interface PdfSource {
  title?: string;
  pages?: string[][];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN_X = 64;
const TOP = 760;
const BOTTOM = 72;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BODY_SIZE = 11;
const BODY_LEADING = 15.5;
const TITLE_SIZE = 20;
const TITLE_LEADING = 25;
const PARAGRAPH_GAP = 6;
const HEADING_SIZE = 13;
const HEADING_LEADING = 18;
const HEADING_GAP = 8;

// Windows-1252 code points 0x80–0x9F that differ from Latin-1.
const WIN_ANSI_EXTRA: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
};

/** Maps text to WinAnsi bytes (as a string of char codes 0–255); unknown characters lose their accent or become "?". */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const cp = ch.codePointAt(0) ?? 63;
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) out += ch;
    else if (WIN_ANSI_EXTRA[cp] !== undefined) out += String.fromCharCode(WIN_ANSI_EXTRA[cp]);
    else if (cp === 0x09) out += " ";
    else {
      const base = ch.normalize("NFD").charAt(0);
      const b = base.charCodeAt(0);
      out += b >= 0x20 && b <= 0x7e ? base : "?";
    }
  }
  return out;
}

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32–126 (from the AFM files).
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
// Characters above ASCII whose width is not that of their base letter.
const WIDE: Record<number, number> = {
  128: 556,
  133: 1000,
  137: 1000,
  140: 1000,
  145: 222,
  146: 222,
  147: 333,
  148: 333,
  149: 350,
  150: 556,
  151: 1000,
  153: 1000,
  156: 944,
  160: 278,
  169: 737,
  171: 556,
  174: 737,
  176: 400,
  187: 556,
  198: 1000,
  216: 778,
  223: 611,
  230: 889,
  248: 611,
};

function charWidth(code: number, bold: boolean): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  if (code >= 32 && code <= 126) return table[code - 32] ?? 556;
  if (WIDE[code] !== undefined) return WIDE[code];
  const base = String.fromCharCode(code).normalize("NFD").charCodeAt(0);
  return base >= 32 && base <= 126 ? (table[base - 32] ?? 556) : 556;
}

export function textWidth(encoded: string, size: number, bold = false): number {
  let w = 0;
  for (let i = 0; i < encoded.length; i++) w += charWidth(encoded.charCodeAt(i), bold);
  return (w * size) / 1000;
}

/** Greedy word wrap of WinAnsi text; a word longer than a line is cut. */
export function wrap(encoded: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of encoded.split(/ +/)) {
    if (!word) continue;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, bold) > maxWidth) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** A PDF literal string: ( ) \ escaped, bytes outside printable ASCII as octal, so the file stays 7-bit. */
function pdfString(encoded: string): string {
  let out = "(";
  for (let i = 0; i < encoded.length; i++) {
    const c = encoded.charCodeAt(i);
    const ch = encoded[i] as string;
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (c < 0x20 || c > 0x7e) out += `\\${c.toString(8).padStart(3, "0")}`;
    else out += ch;
  }
  return `${out})`;
}

/** UTF-16BE hex string for the document information dictionary. */
function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++)
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0");
  return `<${hex}>`;
}

/**
 * A seed line reads as a heading when it says so ("# …") or is short and ends
 * without punctuation ("Step 2. Gather your tools"); lists and sentences do not.
 */
export function isHeading(text: string): boolean {
  if (/^#+\s/.test(text)) return true;
  return text.length <= 70 && !/[.,:;!?…)]$/.test(text) && !/^([•\-*–]|\d+[.)]\s)/.test(text);
}

interface Line {
  text: string;
  size: number;
  bold: boolean;
  y: number;
}

function layout(source: PdfSource): Line[][] {
  const pages: Line[][] = [];
  let current: Line[] = [];
  let y = TOP;
  const newPage = () => {
    pages.push(current);
    current = [];
    y = TOP;
  };
  const put = (text: string, size: number, leading: number, bold: boolean) => {
    if (y - leading < BOTTOM) newPage();
    y -= leading;
    current.push({ text, size, bold, y });
  };

  const title = toWinAnsi(source.title?.trim() || "Document");
  for (const line of wrap(title, TITLE_SIZE, TEXT_WIDTH, true))
    put(line, TITLE_SIZE, TITLE_LEADING, true);
  y -= 14;

  const seedPages = source.pages?.length ? source.pages : [[]];
  seedPages.forEach((paragraphs, index) => {
    if (index > 0) newPage();
    for (const paragraph of paragraphs ?? []) {
      for (const part of String(paragraph ?? "").split("\n")) {
        const text = part.trim();
        if (!text) {
          y -= BODY_LEADING;
          continue;
        }
        if (isHeading(text)) {
          y -= HEADING_GAP;
          const heading = toWinAnsi(text.replace(/^#+\s*/, ""));
          for (const line of wrap(heading, HEADING_SIZE, TEXT_WIDTH, true))
            put(line, HEADING_SIZE, HEADING_LEADING, true);
          continue;
        }
        for (const line of wrap(toWinAnsi(text), BODY_SIZE, TEXT_WIDTH))
          put(line, BODY_SIZE, BODY_LEADING, false);
      }
      y -= PARAGRAPH_GAP;
    }
  });
  pages.push(current);
  return pages;
}

function pageStream(lines: Line[], pageNumber: number, pageCount: number, header: string): string {
  const ops: string[] = [];
  // Brand bar with the document title, then a thin yellow rule: the look of the printed manuals.
  ops.push("0 0.749 0.604 rg", `0 ${PAGE_HEIGHT - 34} ${PAGE_WIDTH} 34 re f`);
  ops.push("0.973 0.816 0 rg", `0 ${PAGE_HEIGHT - 38} ${PAGE_WIDTH} 4 re f`);
  ops.push(
    "1 1 1 rg",
    `BT /F2 9 Tf 1 0 0 1 ${MARGIN_X} ${PAGE_HEIGHT - 22} Tm ${pdfString(header)} Tj ET`,
  );
  ops.push("0.235 0.271 0.263 rg");
  for (const line of lines) {
    ops.push(
      `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf 1 0 0 1 ${MARGIN_X} ${line.y.toFixed(2)} Tm ${pdfString(line.text)} Tj ET`,
    );
  }
  const folio = toWinAnsi(`${pageNumber} / ${pageCount}`);
  const x = PAGE_WIDTH - MARGIN_X - textWidth(folio, 9);
  ops.push(
    "0.42 0.46 0.45 rg",
    `BT /F1 9 Tf 1 0 0 1 ${x.toFixed(2)} 40 Tm ${pdfString(folio)} Tj ET`,
  );
  return ops.join("\n");
}

export function renderPdf(source: PdfSource): Uint8Array {
  const pages = layout(source);
  const header = wrap(toWinAnsi(source.title?.trim() || "Document"), 9, TEXT_WIDTH, true)[0] ?? "";
  // Objects: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(" ");
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  objects.push(
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  );
  objects.push(
    `<< /Title ${pdfTextString(source.title ?? "Document")} /Producer (bird-cms) /CreationDate (D:20261101080000Z) >>`,
  );
  pages.forEach((lines, i) => {
    const stream = pageStream(lines, i + 1, pages.length, header);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  // Every character is below 0x80 except the binary marker, so string offsets are byte offsets.
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i) & 0xff;
  return bytes;
}
