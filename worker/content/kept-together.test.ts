/**
 * The texts a page shows kept together travel beside its data, and the rule that
 * makes them stays in the worker: no module of the browser's JavaScript imports
 * it (issue 36: no page kind's initial JavaScript may grow).
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { hyphensOf, withHyphens } from "../../client/components/hyphens";
import { keptTogether } from "../../shared/kept-together";
import { plainText } from "../render/json-ld";
import { keptTexts } from "./kept-together";
import { markdownToHtml } from "./markdown";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("keptTexts", () => {
  const product = {
    title: "Bird netting",
    subtitle: "Ø 1.5 mm perimeter wire",
    specifications: [
      { label: "Mesh", value: "19 mm (small birds) or 50 mm (pigeons and gulls)" },
      { label: "Fixing", value: "Pole clamp (Ø 20–40 mm) or base plate" },
    ],
    description: markdownToHtml("Every 20 cm, a clip."),
    seo: { meta_description: "Netting Ø 1.5 mm" },
    images: [{ alternativeText: "A roll of 50 mm netting" }],
    hits: [{ title: "Netting", snippet: [{ text: " in 19 mm mesh" }] }],
  };

  it("lists each shown text the rule changes, in its kept-together form, once", () => {
    const kept = [...keptTexts([product, product])];
    expect(kept).toEqual([
      keptTogether("Ø 1.5 mm perimeter wire"),
      keptTogether("19 mm (small birds) or 50 mm (pigeons and gulls)"),
      keptTogether("Pole clamp (Ø 20–40 mm) or base plate"),
    ]);
    expect(kept.every((text) => /[\u00a0\u202f\u2060]/.test(text))).toBe(true);
  });

  it("is what the browser draws for the data's plain text, with the words' hyphens", () => {
    const hyphens = hyphensOf(["pe\u00adrim\u00ade\u00adter", ...keptTexts(product)]);
    expect(withHyphens(product.subtitle, hyphens)).toBe(
      "Ø\u00a01.5\u00a0mm pe\u00adrim\u00ade\u00adter wire",
    );
    expect(withHyphens("Fixing", hyphens)).toBe("Fixing");
  });

  it("leaves editors' HTML to the rendering, which keeps it together already", () => {
    expect(product.description).toBe("<p>Every 20\u00a0cm, a clip.</p>\n");
  });

  it("keeps JSON-LD's text of that HTML plain", () => {
    expect(plainText(markdownToHtml("Ø 20–40 mm : « oui » ?"))).toBe("Ø 20–40 mm : « oui » ?");
  });
});

describe("the browser's JavaScript", () => {
  it("never imports the rule (shared/kept-together.ts), only looks texts up", async () => {
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: ["client/entry.tsx"],
      bundle: true,
      splitting: true,
      format: "esm",
      write: false,
      metafile: true,
      outdir: "out",
      // Lingui's macros, the stylesheets and the compiled catalogs: none imports the rule.
      external: ["*/macro", "*.css", "*.mjs"],
      logLevel: "silent",
    });
    const modules = Object.keys(metafile.inputs);
    expect(modules).toContain("client/components/hyphens.tsx");
    expect(modules).not.toContain("shared/kept-together.ts");
  });
});
