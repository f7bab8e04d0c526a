/**
 * A button's label that wraps on a phone leaves no word alone on its last line
 * ("Ask for advice or a / quote"): a designer balances a pill's two lines as
 * they do a heading's.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Harness, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** Each visible button label of three words or more that wraps, as its lines' words. */
function wrappedLabels(): string[][][] {
  const labels: string[][][] = [];
  for (const button of document.querySelectorAll<HTMLElement>(".button")) {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top / 4);
        lines.set(top, [...(lines.get(top) ?? []), match[0]]);
      }
    }
    const words = [...lines.values()].flat();
    if (lines.size > 1 && words.length >= 3)
      labels.push([...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line));
  }
  return labels;
}

describe("button labels", () => {
  it("that wrap on a phone keep two words or more on their last line", async () => {
    const seen: string[] = [];
    for (const path of [
      "/solutions/gulls-on-roofs",
      "/de/loesungen/moewen-auf-daechern",
      "/fr",
      "/manuals/installing-tension-wire",
    ]) {
      for (const width of [320, 375]) {
        const { context, page } = await openPage(harness, width, 800);
        const answer = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(answer?.status(), 200, path);
        for (const lines of await page.evaluate(wrappedLabels)) {
          const label = lines.map((line) => line.join(" ")).join(" / ");
          seen.push(label);
          assert.ok(
            (lines.at(-1) ?? []).length >= 2,
            `${path} at ${width} px: "${label}" leaves a word alone`,
          );
        }
        await context.close();
      }
    }
    assert.ok(seen.length > 0, "some label wraps at these widths, so the rule is tried");
  });

  it("that wrap on a phone keep their icon beside their first word", async () => {
    // "Beratung oder / Angebot anfragen" stood centred with its icon at the
    // pill's left edge, a field's width away from the words it belongs to.
    const faults: string[] = [];
    let wrapped = 0;
    for (const path of ["/de/produkte/taubenspikes", "/de/loesungen/moewen-auf-daechern"]) {
      for (const width of [320, 375]) {
        const { context, page } = await openPage(harness, width, 800);
        const answer = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(answer?.status(), 200, path);
        const buttons = await page.locator("main .button:has(.icon)").evaluateAll((list) =>
          list.flatMap((button) => {
            const icon = button.querySelector(".icon")?.getBoundingClientRect();
            const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
            let firstText: Node | null = walker.nextNode();
            while (firstText && !firstText.textContent?.trim()) firstText = walker.nextNode();
            if (!icon || icon.width === 0 || !firstText) return [];
            // Its lines: the tops of its words.
            const tops = new Set<number>();
            const words = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
            for (let node = words.nextNode(); node; node = words.nextNode())
              for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
                const word = document.createRange();
                word.setStart(node, match.index);
                word.setEnd(node, match.index + match[0].length);
                const rect = word.getClientRects()[0];
                if (rect) tops.add(Math.round(rect.top / 4));
              }
            const lines = tops.size;
            const first = document.createRange();
            const at = firstText.textContent?.search(/\S/) ?? 0;
            first.setStart(firstText, at);
            first.setEnd(firstText, at + 1);
            const start = first.getClientRects()[0];
            if (!start) return [];
            return [
              {
                label: button.textContent?.trim() ?? "",
                lines,
                gap: Math.round(start.left - icon.right),
                sameLine:
                  Math.abs(start.top + start.height / 2 - (icon.top + icon.height / 2)) < 12,
              },
            ];
          }),
        );
        for (const button of buttons) {
          if (button.lines < 2) continue;
          wrapped += 1;
          if (button.gap > 16 || button.gap < 0 || !button.sameLine)
            faults.push(
              `${path} at ${width} px: "${button.label}": icon ${button.gap} px before its first word${button.sameLine ? "" : ", on another line"}`,
            );
        }
        await context.close();
      }
    }
    assert.ok(wrapped > 0, "some label with an icon wraps at these widths, so the rule is tried");
    assert.deepEqual(faults, []);
  });

  it("with the same words draw the same icon on every page", async () => {
    // "Ask for advice or a quote" drew a chat bubble at the top of a product's
    // page and an envelope at its end; "Find a seller" a tree on Trees for All
    // and a pin everywhere else.
    const pages = {
      en: [
        "/",
        "/products",
        "/products/pigeon-spikes",
        "/solutions/gulls-on-roofs",
        "/trees-for-all",
      ],
      de: [
        "/de",
        "/de/produkte",
        "/de/produkte/taubenspikes",
        "/de/loesungen/moewen-auf-daechern",
        "/de/trees-for-all",
      ],
    };
    for (const [language, paths] of Object.entries(pages)) {
      const icons = new Map<string, Map<string, string>>();
      const { context, page } = await openPage(harness, 1440, 900);
      for (const path of paths) {
        const answer = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(answer?.status(), 200, path);
        const drawn = await page.locator("main .button:has(svg.icon)").evaluateAll((list) =>
          list.map((button) => ({
            label: (button.textContent ?? "")
              .replace(/\u00ad/g, "")
              .replace(/\s+/g, " ")
              .trim(),
            icon: button.querySelector("svg.icon path")?.getAttribute("d") ?? "",
          })),
        );
        for (const { label, icon } of drawn) {
          const byIcon = icons.get(label) ?? new Map<string, string>();
          if (!byIcon.has(icon)) byIcon.set(icon, path);
          icons.set(label, byIcon);
        }
      }
      await context.close();
      const twice = [...icons].filter(([, byIcon]) => byIcon.size > 1);
      assert.ok(icons.size >= 4, `${language}: buttons with icons were found (${icons.size})`);
      assert.deepEqual(
        twice.map(([label, byIcon]) => `${label}: ${[...byIcon.values()].join(", ")}`),
        [],
        `${language}: a label drawn with different icons, on these pages`,
      );
    }
  });

  it("that lead to the contact page draw one icon, the header's too", async () => {
    // The header's "Contact us" drew a headset where every "Ask for advice"
    // on the way to the same form draws an envelope.
    for (const [contact, paths] of [
      ["/contact", ["/", "/products/pigeon-spikes", "/solutions/gulls-on-roofs"]],
      ["/de/kontakt", ["/de", "/de/produkte/taubenspikes"]],
    ] as const) {
      const icons = new Map<string, string>();
      const { context, page } = await openPage(harness, 1440, 900);
      for (const path of paths) {
        const answer = await page.goto(`${harness.siteUrl}${path}`);
        assert.equal(answer?.status(), 200, path);
        const drawn = await page.locator(`a.button:has(svg.icon)[href^="${contact}"]`).evaluateAll(
          (list, target) =>
            list
              .filter((button) => (button.getAttribute("href") ?? "").split(/[?#]/)[0] === target)
              .map((button) => ({
                label: (button.textContent ?? "").replace(/\s+/g, " ").trim(),
                // The shape, not the path's text: the browser's own icons write the
                // same outline with shorter commands (client/components/ui-icons.tsx).
                icon: (() => {
                  const svg = button.querySelector("svg.icon");
                  const d = svg?.querySelector("path")?.getAttribute("d");
                  const box = svg?.getAttribute("viewBox")?.split(" ").map(Number) ?? [];
                  const canvas = document.createElement("canvas");
                  canvas.width = canvas.height = 48;
                  const drawing = canvas.getContext("2d");
                  if (!d || !drawing || !box[2] || !box[3]) return "";
                  drawing.scale(48 / box[2], 48 / box[3]);
                  drawing.fill(new Path2D(d));
                  return canvas.toDataURL();
                })(),
                header: button.closest(".navbar") !== null,
              })),
          contact,
        );
        for (const { label, icon, header } of drawn)
          if (!icons.has(icon)) icons.set(icon, `${header ? "header" : path}: ${label}`);
      }
      await context.close();
      assert.ok(icons.size > 0, `${contact}: buttons to it were found`);
      assert.equal(icons.size, 1, `${contact}: drawn with ${[...icons.values()].join(" | ")}`);
    }
  });
});
