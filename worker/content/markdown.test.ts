import { describe, expect, it } from "vitest";
import { leadOf, markdownToHtml } from "./markdown";

describe("markdown from the CMS", () => {
  it("gives a field rendered before the same HTML, kept apart by heading level", () => {
    const field = "## Fitting\n\nText";
    const first = markdownToHtml(field, { below: 1 });
    expect(markdownToHtml(field, { below: 1 })).toBe(first);
    expect(first).toContain("<h2>");
    expect(markdownToHtml(field, { below: 2 })).toContain('<h3 class="md-h2">');
    expect(markdownToHtml(field)).toBe("<h2>Fitting</h2>\n<p>Text</p>\n");
  });

  it("renders CommonMark", () => {
    expect(markdownToHtml("# Title\n\n- one\n- **two**")).toBe(
      "<h1>Title</h1>\n<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>\n",
    );
  });

  it.each([
    ["<script>alert(1)</script>", "javascript:"],
    ['<img src=x onerror="alert(1)">', "x"],
    ['<iframe src="https://evil.example"></iframe>', "javascript:"],
    ["[x](javascript:alert(1))", "javascript:"],
    ["[x](JAVASCRIPT:alert(1))", "JAVASCRIPT:"],
    ["[x](vbscript:msgbox(1))", "vbscript:"],
    ["[x](data:text/html;base64,PHNjcmlwdD4=)", "data:text/html"],
    ["![x](javascript:alert(1))", "javascript:"],
  ])("renders hostile input %s inert", (input, forbidden) => {
    const html = markdownToHtml(input) ?? "";
    // Raw HTML comes out escaped as text; unsafe URLs never become an href or src.
    expect(html).not.toMatch(/<(script|iframe)|<img[^>]+onerror/i);
    expect(html.toLowerCase()).not.toContain(`href="${forbidden.toLowerCase()}`);
    expect(html.toLowerCase()).not.toContain(`src="${forbidden.toLowerCase()}`);
  });

  it("marks external links noopener and keeps internal ones plain", () => {
    const html = markdownToHtml("[a](https://example.com) [b](/solutions/x)") ?? "";
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">a</a>',
    );
    expect(html).toContain('<a href="/solutions/x">b</a>');
  });

  it("renumbers headings below the page title so the outline skips no level", () => {
    expect(markdownToHtml("### A\n\n#### B\n\n### C", { below: 1 })).toBe(
      '<h2 class="md-h3">A</h2>\n<h3 class="md-h4">B</h3>\n<h2 class="md-h3">C</h2>\n',
    );
    expect(markdownToHtml("# A\n\n### B", { below: 1 })).toBe(
      '<h2 class="md-h1">A</h2>\n<h3>B</h3>\n',
    );
    expect(markdownToHtml("#### A\n\n## B", { below: 1 })).toBe(
      '<h2 class="md-h4">A</h2>\n<h2>B</h2>\n',
    );
    expect(markdownToHtml("## A\n\n### B", { below: 1 })).toBe("<h2>A</h2>\n<h3>B</h3>\n");
  });

  it("keeps null as null", () => {
    expect(markdownToHtml(null)).toBeNull();
  });

  describe("the lead of a rendered text", () => {
    const lead = (markdown: string, max?: number) => leadOf(markdownToHtml(markdown), max);

    it("is its first paragraph or list item, as plain text", () => {
      expect(lead("Clean the **ledge** first.\n\nThen mark it.")).toBe("Clean the ledge first.");
      expect(lead("- Posts & wire\n- Pliers")).toBe("Posts & wire");
      expect(lead("## Before\n\nCheck for nests.")).toBe("Check for nests.");
    });

    it("goes on into what its first paragraph announces", () => {
      expect(lead("Choose the layout:\n\n- **Up to 8 cm:** 1 row\n- More")).toBe(
        "Choose the layout: Up to 8\u00a0cm: 1 row",
      );
    });

    it("is cut at a space, with an ellipsis, and keeps numbers with their units", () => {
      expect(lead("Drill a hole 30 mm deep and fill it with adhesive.", 20)).toBe(
        "Drill a hole 30\u00a0mm…",
      );
    });

    it("never ends its cut on a number without what the number counts", () => {
      expect(lead("Choose the layout: up to 8 cm deep: 1 row, up to 15 cm: 2 rows.", 38)).toBe(
        "Choose the layout: up to 8\u00a0cm deep…",
      );
    });

    it("is null for no text", () => {
      expect(leadOf(null)).toBeNull();
      expect(lead("## Only a heading")).toBeNull();
    });
  });
});
