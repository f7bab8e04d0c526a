import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-url";

describe("safeHref", () => {
  it("keeps http(s), mailto, tel and relative URLs", () => {
    for (const url of [
      "https://example.com/a?b#c",
      "http://example.com",
      "mailto:info@example.com",
      "tel:+31201234567",
      "/nl/contact",
      "#main",
      "?page=2",
      "contact",
      "./a/b:c",
    ]) {
      expect(safeHref(url)).toBe(url);
    }
  });

  it("drops script and data schemes however they are disguised", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "\tjava\nscript:alert(1)",
      "\u0000javascript:alert(1)",
      "java&#115;cript:alert(1)",
      "javascript&colon;alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "jar:http://x!/",
      "java\\script:alert(1)",
    ]) {
      expect(safeHref(url), url).toBeNull();
    }
    expect(safeHref("")).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it("never passes a string that a browser would read with a dangerous scheme", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("javascript", "data", "vbscript"),
        fc.array(fc.constantFrom("\t", "\n", "\r", " ", "\u0000", "\u001f")),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.string(),
        (scheme, noise, upper, rest) => {
          const mixed = [...scheme]
            .map((char, i) => (upper[i] ? char.toUpperCase() : char) + (noise[i] ?? ""))
            .join("");
          expect(safeHref(`${noise.join("")}${mixed}:${rest}`)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it("passes a site path as the full check would, whatever follows its slash", () => {
    // The checks safeHref runs on any other URL, written out: the fast path for
    // "/…" must agree with them.
    const fullCheck = (url: string) => {
      const trimmed = url.trim();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what the browser strips
      const seen = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
      if (/[&\\]/.test(seen.split(/[/?#]/, 1)[0] ?? "")) return null;
      if (/^(https?|mailto|tel):/i.test(seen)) return trimmed;
      if (/^[a-z][a-z0-9+.-]*:/i.test(seen)) return null;
      if (/^[^/?#]*:/.test(seen)) return null;
      return trimmed;
    };
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom("/", "\\", ":", "&", " ", "\t", "\u0000", "?", "#", "a", "j"),
        }),
        (rest) => {
          expect(safeHref(`/${rest}`)).toBe(fullCheck(`/${rest}`));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
