/**
 * The stylesheet repeats the specification's constants (CSS cannot import them):
 * these checks keep its tokens and shared/constants.ts saying the same.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BANNER_MIN_HEIGHT,
  BODY_PADDING_WITH_BANNER,
  BRAND,
  DROPDOWN,
  NAVBAR_HEIGHT_COMPACT,
  NAVBAR_HEIGHT_TOP,
} from "../../shared/constants";

const css = readFileSync(new URL("./main.css", import.meta.url), "utf8");

/** The value of a custom property in the stylesheet's `:root`. */
function token(name: string): string {
  const match = css.match(new RegExp(`\\n\\s*--${name}:\\s*([^;]+);`));
  if (!match?.[1]) throw new Error(`main.css has no --${name}`);
  return match[1].trim();
}

function declarations(selector: string): string {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`main.css has no rule for ${selector}`);
  return css.slice(start, css.indexOf("}", start));
}

describe("main.css and the specification's constants", () => {
  it("sizes the navbar and the banner as the constants say", () => {
    expect(token("navbar-top")).toBe(`${NAVBAR_HEIGHT_TOP}px`);
    expect(token("navbar-compact")).toBe(`${NAVBAR_HEIGHT_COMPACT}px`);
    expect(token("banner-min-height")).toBe(`${BANNER_MIN_HEIGHT}px`);
    expect(declarations("body")).toContain("padding-top: var(--navbar-top);");
    // The banner sits in the flow below the body's padding: content starts after both.
    expect(NAVBAR_HEIGHT_TOP + BANNER_MIN_HEIGHT).toBe(BODY_PADDING_WITH_BANNER);
  });

  it("uses the brand's colours", () => {
    expect(token("green")).toBe(BRAND.green);
    expect(token("yellow")).toBe(BRAND.yellow);
    expect(token("black")).toBe(BRAND.black);
  });

  it("bounds the locale list as a dropdown", () => {
    const list = declarations(".locale-switcher__list");
    expect(list).toContain(`max-height: ${DROPDOWN.maxHeight}px;`);
    expect(list).toContain(`min-width: ${DROPDOWN.minWidth}px;`);
  });
});
