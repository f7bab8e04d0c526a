/** Tiny helpers for writing SVG by hand, kept apart so the drawings stay readable. */

export type Attrs = Record<string, string | number | undefined | null>;

export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 10) / 10);
}

export function tag(name: string, attrs: Attrs, children?: string): string {
  let out = `<${name}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null) continue;
    out += ` ${k}="${typeof v === "number" ? fmt(v) : v}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${name}>`;
}

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) => tag("rect", { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  tag("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => tag("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  tag("path", { d, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) =>
  tag("line", {
    x1,
    y1,
    x2,
    y2,
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    ...extra,
  });

export const polygon = (points: number[], fill: string, extra: Attrs = {}) =>
  tag("polygon", { points: pairs(points), fill, ...extra });

export const polyline = (points: number[], stroke: string, width: number, extra: Attrs = {}) =>
  tag("polyline", {
    points: pairs(points),
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linejoin": "round",
    ...extra,
  });

export const group = (children: string, transform?: string, extra: Attrs = {}) =>
  tag("g", { transform, ...extra }, children);

function pairs(points: number[]): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2)
    out.push(`${fmt(points[i] as number)},${fmt(points[i + 1] as number)}`);
  return out.join(" ");
}

/** Deterministic pseudo-random numbers (mulberry32) from a text seed. */
export function randomFrom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
