/**
 * Contrast from computed styles, in Chromium: the focus indicator of every
 * focusable element against the surface around it (the banner, white, green,
 * dark, …), header text on its panel over any picture, and the manual's PDF
 * button.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { composite, contrast, hex, parseColour } from "./colour.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

interface Ring {
  element: string;
  /** The indicator's colour: the outline, or a focus border where there is no outline. */
  colour: string | null;
  /** Background layers around the indicator, topmost first, one list per side. */
  around: string[][];
}

/**
 * Focuses every focusable element in turn (keyboard modality, so `:focus-visible`
 * applies) and reads its indicator and the backgrounds just outside it.
 */
function readRings(): Ring[] {
  const layersAt = (x: number, y: number, focused: Element): string[] | null => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    const hit = document
      .elementsFromPoint(x, y)
      .find((element) => !focused.contains(element) && !element.matches("img, svg, path"));
    if (!hit) return null;
    const layers: string[] = [];
    for (let node: Element | null = hit; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background !== "rgba(0, 0, 0, 0)") layers.push(background);
      if (background.startsWith("rgb(")) break;
    }
    return layers;
  };
  const rings: Ring[] = [];
  const selector = "a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]";
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.tabIndex < 0 || element.closest("[inert]")) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    element.scrollIntoView({ block: "center", behavior: "instant" });
    // The indicator as it settles, not the first frame of its transition.
    element.style.transition = "none";
    element.focus();
    if (document.activeElement !== element) {
      element.style.removeProperty("transition");
      continue;
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
    const border = Number.parseFloat(style.borderTopWidth) >= 2;
    const colour = outline ? style.outlineColor : border ? style.borderTopColor : null;
    const reach = outline
      ? Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth) + 0.5
      : 0.5;
    const box = element.getBoundingClientRect();
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const around = [
      layersAt(box.left - reach, middle.y, element),
      layersAt(box.right + reach, middle.y, element),
      layersAt(middle.x, box.top - reach, element),
      layersAt(middle.x, box.bottom + reach, element),
    ].filter((layers): layers is string[] => layers !== null);
    const name = `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
    rings.push({ element: name, colour, around });
    element.blur();
    element.style.removeProperty("transition");
  }
  return rings;
}

const SURFACES: Record<string, string> = {
  "#ffffff": "white",
  "#f8d000": "yellow",
  "#00bf9a": "green",
  "#3c4543": "dark",
};

async function ringProblems(page: Page, label: string, surfaces: Set<string>): Promise<string[]> {
  await page.keyboard.press("Tab");
  const rings = await page.evaluate(readRings);
  assert.ok(rings.length > 5, `${label}: focusable elements found (${rings.length})`);
  const problems: string[] = [];
  for (const ring of rings) {
    if (!ring.colour) {
      problems.push(`${label}: ${ring.element} shows no focus indicator`);
      continue;
    }
    const colour = composite([ring.colour]);
    for (const layers of ring.around) {
      const surface = composite(layers);
      const name = SURFACES[hex(surface)];
      if (name) surfaces.add(name);
      const ratio = contrast(colour, surface);
      if (ratio < 3)
        problems.push(
          `${label}: ${ring.element} ring ${hex(colour)} on ${hex(surface)}: ${ratio.toFixed(2)}:1`,
        );
    }
  }
  return problems;
}

describe("contrast", () => {
  it("every focus indicator stands out 3:1 from its surface: banner, white, green and dark", async () => {
    const surfaces = new Set<string>();
    const problems: string[] = [];
    for (const [width, paths] of [
      [1440, ["/", "/de/haeufige-fragen", "/products", "/contact", "/where-to-buy"]],
      [375, ["/", "/manuals/installing-tension-wire?step=2"]],
    ] as const) {
      const { context, page } = await openPage(harness, width, 900);
      for (const path of paths) {
        await page.goto(`${harness.siteUrl}${path}`);
        await hydrated(page);
        problems.push(...(await ringProblems(page, `${path} at ${width}px`, surfaces)));
      }
      await context.close();
    }
    assert.deepEqual(problems, []);
    assert.deepEqual([...surfaces].sort(), ["dark", "green", "white", "yellow"]);
  });

  // On a phone most headers set their title below the picture, on the header's
  // dark ground; the contact page and the seller finder keep it on a panel over it.
  it("header text passes AA on its panel over a picture, even a white one, and on the header's ground", async () => {
    const { context, page } = await openPage(harness, 375, 812);
    let overPictures = 0;
    for (const path of [
      "/solutions/birds-in-barns",
      "/de/blogs",
      "/faq",
      "/trees-for-all",
      "/contact",
      "/de/haendler-finden",
    ]) {
      await page.goto(`${harness.siteUrl}${path}`);
      const texts = await page.$$eval(".jumbotron--image .jumbotron__panel > *", (elements) =>
        elements.map((element) => {
          const header = element.closest(".jumbotron--image");
          const picture = header?.querySelector(".jumbotron__image")?.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          const overPicture =
            !!picture &&
            box.left < picture.right &&
            picture.left < box.right &&
            box.top < picture.bottom &&
            picture.top < box.bottom;
          const layers: string[] = [];
          for (let node: Element | null = element; node; node = node.parentElement) {
            // Over the picture the worst case behind the panel is a white picture;
            // beside or below it, the header's own ground.
            if (node === header && overPicture) break;
            const background = getComputedStyle(node).backgroundColor;
            if (background !== "rgba(0, 0, 0, 0)") layers.push(background);
            if (node === header) break;
          }
          return { colour: getComputedStyle(element).color, layers, overPicture };
        }),
      );
      assert.ok(texts.length >= 1, `${path} has a header with a picture`);
      for (const text of texts) {
        if (text.overPicture) overPictures++;
        const ratio = contrast(parseColour(text.colour), composite(text.layers));
        assert.ok(ratio >= 4.5, `${path}: ${text.colour} on ${text.layers}: ${ratio.toFixed(2)}:1`);
      }
    }
    assert.ok(overPictures >= 2, `${overPictures} texts over a picture were checked`);
    await context.close();
  });

  it("the manual's PDF button label has AA contrast at every width", async () => {
    const { context, page } = await openPage(harness, 375, 812);
    for (const width of [320, 375, 768, 1440]) {
      await page.setViewportSize({ width, height: 812 });
      for (const path of [
        "/manuals/installing-tension-wire",
        "/de/anleitungen/spanndrahtsystem-montieren?step=2",
      ]) {
        await page.goto(`${harness.siteUrl}${path}`);
        const { colour, background, text } = await page
          .locator(".manual__pdf")
          .evaluate((button) => ({
            colour: getComputedStyle(button).color,
            background: getComputedStyle(button).backgroundColor,
            text: button.textContent,
          }));
        const ratio = contrast(parseColour(colour), composite([background]));
        assert.ok(
          ratio >= 4.5,
          `${path} at ${width}px: "${text}" ${colour} on ${background}: ${ratio.toFixed(2)}:1`,
        );
      }
    }
    await context.close();
  });
});
