/**
 * WCAG colour arithmetic for the browser suite: computed CSS colours in, contrast
 * ratios out. Layers of translucent backgrounds are composited in sRGB, as
 * browsers paint them.
 */

export type Rgba = [number, number, number, number];

/** Parses Chromium's computed colours: `rgb(r, g, b)`, `rgba(r, g, b, a)`, `rgb(r g b / a)`. */
export function parseColour(value: string): Rgba {
  const numbers = value.match(/-?[\d.]+%?/g);
  if (!value.startsWith("rgb") || !numbers || numbers.length < 3)
    throw new Error(`not an rgb() colour: ${value}`);
  const [r, g, b, a = "1"] = numbers;
  const alpha = a.endsWith("%") ? Number.parseFloat(a) / 100 : Number.parseFloat(a);
  return [Number(r), Number(g), Number(b), alpha];
}

/** Paints `layers` (topmost first) over `ground` (opaque). */
export function composite(layers: string[], ground: Rgba = [255, 255, 255, 1]): Rgba {
  let result = ground;
  for (const layer of [...layers].reverse()) {
    const [r, g, b, a] = parseColour(layer);
    result = [
      r * a + result[0] * (1 - a),
      g * a + result[1] * (1 - a),
      b * a + result[2] * (1 - a),
      1,
    ];
  }
  return result;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(one: Rgba, other: Rgba): number {
  const a = luminance(one);
  const b = luminance(other);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function hex([r, g, b]: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}
