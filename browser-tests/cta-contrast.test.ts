/**
 * Every call to action stands out from the surface it sits on, for every colour
 * the content contract allows a call to action (read from cms/schema.graphql):
 * on each page kind with buttons, each button is given each colour in turn and
 * measured from computed styles — its edge (its fill, or its rim where it has
 * one) at least 3:1 against the surface around it, its label at least 4.5:1
 * against its fill.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { composite, contrast, hex, parseColour } from "./colour.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** The values of ENUM_COMPONENTSHAREDCTA_COLOR in the contract. */
function contractColours(): string[] {
  const schema = readFileSync(new URL("../cms/schema.graphql", import.meta.url), "utf8");
  const body = /enum ENUM_COMPONENTSHAREDCTA_COLOR \{([^}]*)\}/.exec(schema)?.[1] ?? "";
  return body.split(/\s+/).filter(Boolean);
}

interface Measured {
  button: string;
  fill: string[];
  rim: string | null;
  text: string;
  surface: string[];
}

/** Gives every visible button `colour` and reads its fill, rim, label and surface. */
function measure(colour: string): Measured[] {
  /** Backgrounds from `start` up, to the first opaque one or a picture under `over`. */
  const layersOf = (start: Element | null, over: DOMRect): string[] => {
    const layers: string[] = [];
    for (let node = start; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background !== "rgba(0, 0, 0, 0)") layers.push(background);
      if (background.startsWith("rgb(")) break;
      const picture = [...node.children].some((child) => {
        if (!child.matches("img, picture")) return false;
        const rect = child.getBoundingClientRect();
        return rect.top < over.bottom && rect.bottom > over.top;
      });
      // Any picture may be under it; the worst, white, is the ground composite() assumes.
      if (picture) break;
    }
    return layers;
  };
  const results: Measured[] = [];
  for (const button of document.querySelectorAll<HTMLElement>("main .button, .navbar .button")) {
    if (!button.checkVisibility({ visibilityProperty: true })) continue;
    button.className = button.className.replace(/button--(green|yellow|black|white)/, "");
    button.classList.add(`button--${colour}`);
    button.style.transition = "none";
    const style = getComputedStyle(button);
    const rimWidth = Number.parseFloat(style.borderTopWidth);
    results.push({
      button: `${button.textContent?.trim().slice(0, 30)} (${location.pathname})`,
      fill: layersOf(button, button.getBoundingClientRect()),
      rim: rimWidth >= 1 && style.borderTopStyle !== "none" ? style.borderTopColor : null,
      text: style.color,
      surface: layersOf(button.parentElement, button.getBoundingClientRect()),
    });
  }
  return results;
}

describe("calls to action", () => {
  it("stand out from their surface in every colour the contract allows, on every page kind with them", async () => {
    const colours = contractColours();
    assert.deepEqual(colours.sort(), ["black", "green", "white", "yellow"]);
    const problems: string[] = [];
    let measured = 0;
    const surfaces = new Set<string>();
    for (const [width, paths] of [
      [
        1440,
        [
          "/",
          "/de",
          "/nl",
          "/about-us",
          "/products/pigeon-spikes",
          "/manuals/installing-pigeon-spikes",
          "/contact",
          "/where-to-buy",
          "/search?q=spikes",
        ],
      ],
      [375, ["/", "/products/pigeon-spikes"]],
    ] as const) {
      const { context, page } = await openPage(harness, width, 900);
      for (const path of paths) {
        for (const colour of colours) {
          await page.goto(`${harness.siteUrl}${path}`);
          await hydrated(page);
          for (const button of await page.evaluate(measure, colour)) {
            measured++;
            const surface = composite(button.surface);
            const fill = composite(button.fill);
            surfaces.add(hex(surface));
            const edge = Math.max(
              contrast(fill, surface),
              button.rim ? contrast(composite([button.rim], fill), surface) : 0,
            );
            const label = contrast(parseColour(button.text), fill);
            const where = `${colour} “${button.button}” at ${width}px on ${hex(surface)}`;
            if (edge < 3) problems.push(`${where}: edge ${edge.toFixed(2)}:1`);
            if (label < 4.5) problems.push(`${where}: label ${label.toFixed(2)}:1`);
          }
        }
      }
      await context.close();
    }
    assert.ok(measured > 40, `buttons measured: ${measured}`);
    // Among them the home page's surfaces: white, the brand green and the slider's panel.
    for (const surface of ["#ffffff", "#00bf9a"]) assert.ok(surfaces.has(surface), surface);
    assert.deepEqual(problems, []);
  });

  it("every hero slide has its call to action, in eight locales", async () => {
    const { context, page } = await openPage(harness, 1440, 900);
    for (const locale of ["nl", "en", "en-US", "de", "es", "fr", "it", "sv"]) {
      await page.goto(`${harness.siteUrl}/${locale === "en" ? "" : locale}`);
      const counts = await page.evaluate(() => ({
        slides: document.querySelectorAll(".slider__slide").length,
        actions: document.querySelectorAll(".slider__slide .button[href]").length,
        products: document.querySelectorAll(".home-products .card a[href]").length,
      }));
      assert.ok(counts.slides >= 1, `${locale}: slides`);
      assert.equal(counts.actions, counts.slides, `${locale}: one call to action a slide`);
      assert.ok(counts.products >= 3, `${locale}: products on home (${counts.products})`);
    }
    await context.close();
  });
});
