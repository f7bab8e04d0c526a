import { describe, expect, it } from "vitest";
import { renderIllustration, SUBJECTS } from "./illustrations";

/** The first tag that breaks nesting, or null when the markup is well nested. */
function unbalancedTag(markup: string): string | null {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of markup.matchAll(
    /<(\/?)([a-zA-Z]+)(?:\s[^>]*?)?(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (!close) stack.push(name as string);
    else if (stack.pop() !== name) return name as string;
  }
  return stack.length ? (stack.pop() as string) : null;
}

describe("illustrations", () => {
  it.each(SUBJECTS)("draws %s as an SVG whose viewBox matches its size", (subject) => {
    const svg = renderIllustration({ subject, key: `k-${subject}`, width: 1600, height: 1067 });
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">',
      ),
    ).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(unbalancedTag(svg)).toBeNull();
  });

  it("is deterministic and varies with the key", () => {
    const a = renderIllustration({ subject: "barn", key: "a", width: 800, height: 600 });
    expect(renderIllustration({ subject: "barn", key: "a", width: 800, height: 600 })).toBe(a);
    expect(renderIllustration({ subject: "barn", key: "b", width: 800, height: 600 })).not.toBe(a);
  });

  it("uses the brand palette and falls back to generic for unknown subjects", () => {
    const svg = renderIllustration({ subject: "unicorn", key: "x", width: 300, height: 200 });
    expect(svg).toBe(renderIllustration({ subject: "generic", key: "x", width: 300, height: 200 }));
    expect(svg).toContain("#00bf9a");
    expect(svg).toContain("#f8d000");
  });
});
