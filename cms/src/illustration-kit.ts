/**
 * The parts the illustrations are built from: birds, buildings, deterrents and
 * scenery, each drawn in its own local coordinates (a bird or building stands
 * on y = 0) so scenes can place and scale them. Flat style in the brand palette.
 */
import { circle, ellipse, group, line, path, polygon, polyline, rect, tag } from "./svg";

export const C = {
  green: "#00bf9a",
  greenDark: "#00997b",
  greenDeep: "#007a63",
  greenLight: "#4fd3b6",
  greenTint: "#bff0e6",
  greenPale: "#e6f9f5",
  yellow: "#f8d000",
  yellowLight: "#fde27a",
  yellowPale: "#fff6cc",
  black: "#3c4543",
  greyDark: "#5d6866",
  grey: "#8f9a98",
  greyLight: "#c5cbca",
  greyPale: "#e9eceb",
  white: "#ffffff",
  skyTop: "#cdebf3",
  skyBottom: "#f1faf8",
  glass: "#d6edf4",
  sand: "#efe8dc",
  sandDark: "#dcd2c1",
  stone: "#d9dcd8",
  wood: "#8a6f55",
  woodDark: "#6e5742",
  skin: ["#f1c9a5", "#d9a47c", "#a86f4c", "#7a4b32"],
  pigeon: "#9aa6b1",
  pigeonDark: "#75828e",
  legs: "#e0797f",
};

/** Shared gradients and patterns; an illustration includes these defs once. */
export function kitDefs(): string {
  return [
    tag(
      "linearGradient",
      { id: "sky", x1: 0, y1: 0, x2: 0, y2: 1 },
      tag("stop", { offset: 0, "stop-color": C.skyTop }) +
        tag("stop", { offset: 1, "stop-color": C.skyBottom }),
    ),
    tag(
      "linearGradient",
      { id: "neck", x1: 0, y1: 0, x2: 1, y2: 1 },
      tag("stop", { offset: 0, "stop-color": "#2fc9a6" }) +
        tag("stop", { offset: 1, "stop-color": "#8a72b8" }),
    ),
    tag(
      "linearGradient",
      { id: "mirror", x1: 0, y1: 0, x2: 1, y2: 1 },
      tag("stop", { offset: 0, "stop-color": C.white }) +
        tag("stop", { offset: 0.55, "stop-color": "#dfe6e8" }) +
        tag("stop", { offset: 1, "stop-color": "#a7b3b6" }),
    ),
    tag(
      "radialGradient",
      { id: "gel", cx: 0.4, cy: 0.35, r: 0.7 },
      tag("stop", { offset: 0, "stop-color": C.yellowPale }) +
        tag("stop", { offset: 0.45, "stop-color": C.yellow }) +
        tag("stop", { offset: 1, "stop-color": "#e0a400" }),
    ),
    tag(
      "linearGradient",
      { id: "panel", x1: 0, y1: 0, x2: 1, y2: 1 },
      tag("stop", { offset: 0, "stop-color": "#3f5566" }) +
        tag("stop", { offset: 1, "stop-color": "#243440" }),
    ),
    tag(
      "pattern",
      {
        id: "mesh",
        width: 16,
        height: 16,
        patternUnits: "userSpaceOnUse",
        patternTransform: "rotate(45)",
      },
      line(0, 0, 0, 16, "#ffffff", 1.6, { "stroke-opacity": 0.85 }) +
        line(0, 0, 16, 0, "#ffffff", 1.6, { "stroke-opacity": 0.85 }),
    ),
    tag(
      "pattern",
      { id: "bricks", width: 60, height: 28, patternUnits: "userSpaceOnUse" },
      line(0, 0.5, 60, 0.5, C.sandDark, 1.5) +
        line(0, 14.5, 60, 14.5, C.sandDark, 1.5) +
        line(15, 0, 15, 14, C.sandDark, 1.5) +
        line(45, 14, 45, 28, C.sandDark, 1.5),
    ),
    tag(
      "pattern",
      { id: "tiles", width: 36, height: 22, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 36, 22, C.black) +
        path("M0 22 Q9 12 18 22 Q27 12 36 22", "none", { stroke: "#2d3432", "stroke-width": 2 }),
    ),
    tag(
      "pattern",
      { id: "corrugated", width: 14, height: 10, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 14, 10, "#d3d9d8") + rect(0, 0, 4, 10, "#bcc4c3"),
    ),
  ].join("");
}

// ---------------------------------------------------------------- birds (facing right, feet on y = 0)

export function pigeon(x: number, y: number, scale = 1, flip = false): string {
  const parts = [
    ellipse(0, -2, 46, 6, "#000", { opacity: 0.08 }),
    polygon([-38, -42, -92, -26, -86, -12, -32, -26], C.pigeonDark),
    polygon([-88, -25, -92, -26, -86, -12, -82, -13], C.black),
    line(-6, -14, -9, 0, C.legs, 4),
    line(9, -14, 12, 0, C.legs, 4),
    line(-9, 0, 0, 0, C.legs, 3),
    line(12, 0, 21, 0, C.legs, 3),
    ellipse(-4, -42, 48, 30, C.pigeon),
    path("M-46 -52 Q-4 -78 30 -50 Q10 -26 -50 -32 Z", C.pigeonDark),
    path("M-20 -40 Q-10 -52 2 -60", "none", {
      stroke: C.black,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
    path("M-34 -38 Q-24 -50 -12 -58", "none", {
      stroke: C.black,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
    ellipse(26, -62, 19, 24, "url(#neck)"),
    circle(38, -86, 15, C.pigeon),
    circle(43, -89, 4, C.yellow),
    circle(44, -89, 1.8, C.black),
    path("M51 -87 L66 -83 L51 -79 Z", C.black),
    ellipse(52, -88, 3.5, 2.2, "#eef0f0"),
  ];
  return group(parts.join(""), `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`);
}

export function gull(x: number, y: number, scale = 1, flip = false): string {
  const parts = [
    ellipse(0, -2, 56, 7, "#000", { opacity: 0.08 }),
    line(-8, -20, -10, 0, "#e8a98a", 4),
    line(10, -20, 12, 0, "#e8a98a", 4),
    line(-10, 0, 0, 0, "#e8a98a", 3),
    line(12, 0, 22, 0, "#e8a98a", 3),
    ellipse(0, -48, 62, 32, C.white, { stroke: C.greyPale, "stroke-width": 2 }),
    path("M-70 -58 Q-10 -84 40 -62 Q10 -40 -62 -42 Z", "#b3bfc6"),
    path("M-70 -58 L-104 -46 L-62 -42 Z", C.black),
    circle(-86, -50, 3, C.white),
    circle(-74, -52, 3, C.white),
    ellipse(44, -80, 18, 26, C.white),
    circle(52, -102, 20, C.white, { stroke: C.greyPale, "stroke-width": 2 }),
    circle(60, -106, 3.4, C.black),
    path("M68 -100 L96 -96 Q90 -88 70 -90 Z", C.yellow),
    circle(86, -93, 3, "#e25c4b"),
  ];
  return group(parts.join(""), `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`);
}

export function starling(x: number, y: number, scale = 1, flip = false): string {
  const parts = [
    line(-3, -8, -4, 0, "#c9826b", 2.5),
    line(4, -8, 5, 0, "#c9826b", 2.5),
    polygon([-18, -22, -42, -14, -38, -8, -14, -14], "#243033"),
    ellipse(0, -22, 22, 14, "#2b3638"),
    path("M-18 -26 Q0 -38 16 -24 Q4 -14 -20 -18 Z", "#1f5d55"),
    circle(16, -34, 10, "#2b3638"),
    circle(20, -36, 2, C.white),
    path("M25 -36 L40 -33 L25 -30 Z", C.yellow),
    circle(-6, -20, 1.6, C.white),
    circle(2, -16, 1.6, C.white),
    circle(-12, -14, 1.6, C.white),
    circle(8, -24, 1.4, C.white),
    circle(-2, -28, 1.4, "#8a72b8"),
  ];
  return group(parts.join(""), `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`);
}

/** A bird in flight, seen from the side: wings up, for the sky. */
export function flyingBird(
  x: number,
  y: number,
  scale = 1,
  color: string = C.black,
  flip = false,
): string {
  const d =
    "M0 0 Q-22 -30 -46 -20 Q-24 -18 -8 6 Q6 -2 20 -2 Q44 -26 70 -22 Q40 -14 22 8 Q10 14 0 8 Z";
  return group(
    path(d, color) + circle(2, 2, 8, color) + path("M10 2 L18 4 L10 6 Z", C.yellow),
    `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`,
  );
}

/** A flying pigeon, a little more detailed than the silhouette. */
export function flyingPigeon(x: number, y: number, scale = 1, flip = false): string {
  const parts = [
    path("M-10 -6 Q-40 -64 -80 -60 Q-50 -36 -30 0 Z", C.pigeonDark),
    ellipse(0, 0, 42, 18, C.pigeon),
    polygon([-36, -4, -70, 6, -66, 16, -34, 8], C.pigeonDark),
    path("M0 -4 Q30 -70 74 -74 Q46 -40 26 4 Z", "#8794a0"),
    path("M20 -12 Q40 -46 60 -60", "none", {
      stroke: C.black,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
    ellipse(34, -6, 14, 12, "url(#neck)"),
    circle(46, -14, 12, C.pigeon),
    circle(50, -16, 3, C.yellow),
    path("M57 -15 L68 -12 L57 -9 Z", C.black),
  ];
  return group(parts.join(""), `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`);
}

export function flyingGull(x: number, y: number, scale = 1, flip = false): string {
  const parts = [
    path("M-6 -4 Q-50 -50 -100 -34 Q-56 -24 -24 8 Z", "#b3bfc6"),
    path("M-100 -34 Q-88 -40 -76 -40 L-84 -30 Z", C.black),
    ellipse(0, 2, 46, 16, C.white, { stroke: C.greyPale, "stroke-width": 2 }),
    path("M0 -2 Q40 -56 96 -54 Q56 -28 24 8 Z", "#c5cfd5"),
    path("M96 -54 Q84 -48 78 -42 L88 -44 Z", C.black),
    circle(44, -6, 13, C.white),
    circle(49, -9, 2.5, C.black),
    path("M55 -6 L72 -4 L56 0 Z", C.yellow),
  ];
  return group(parts.join(""), `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`);
}

// ---------------------------------------------------------------- scenery

export function cloud(x: number, y: number, scale = 1): string {
  return group(
    [
      ellipse(0, 0, 60, 22, C.white),
      circle(-22, -10, 24, C.white),
      circle(12, -18, 30, C.white),
      circle(40, -4, 20, C.white),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
    { opacity: 0.92 },
  );
}

export function sun(x: number, y: number, r: number): string {
  const rays: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    rays.push(
      line(
        x + Math.cos(a) * (r + 10),
        y + Math.sin(a) * (r + 10),
        x + Math.cos(a) * (r + 26),
        y + Math.sin(a) * (r + 26),
        C.yellow,
        5,
      ),
    );
  }
  return group(
    rays.join("") +
      circle(x, y, r + 8, C.yellowLight, { opacity: 0.6 }) +
      circle(x, y, r, C.yellow),
  );
}

export function roundTree(x: number, y: number, scale = 1, shade = 0): string {
  const greens = [
    [C.greenDark, C.green, C.greenLight],
    [C.greenDeep, C.greenDark, C.green],
  ][shade % 2] as string[];
  return group(
    [
      path("M-9 0 L-6 -70 L6 -70 L9 0 Z", C.wood),
      path("M0 -60 L-22 -88", "none", {
        stroke: C.wood,
        "stroke-width": 6,
        "stroke-linecap": "round",
      }),
      circle(-30, -104, 38, greens[0] as string),
      circle(28, -100, 40, greens[0] as string),
      circle(0, -132, 46, greens[1] as string),
      circle(-14, -142, 22, greens[2] as string, { opacity: 0.7 }),
      ellipse(0, 0, 40, 6, "#000", { opacity: 0.08 }),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

export function pineTree(x: number, y: number, scale = 1, shade = 0): string {
  const fill = shade % 2 ? C.greenDeep : C.greenDark;
  return group(
    [
      rect(-6, -24, 12, 24, C.woodDark),
      polygon([-44, -24, 44, -24, 0, -86], fill),
      polygon([-36, -66, 36, -66, 0, -122], fill),
      polygon([-26, -104, 26, -104, 0, -150], fill),
      polygon([0, -150, 26, -104, 8, -104, 0, -130], "#000", { opacity: 0.08 }),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

export function bush(x: number, y: number, scale = 1): string {
  return group(
    [
      circle(-18, -14, 18, C.greenDark),
      circle(16, -14, 18, C.greenDark),
      circle(0, -24, 22, C.green),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

export function fence(x: number, y: number, width: number, color: string = C.white): string {
  const parts: string[] = [rect(x, y - 34, width, 6, color), rect(x, y - 16, width, 6, color)];
  for (let px = x + 4; px < x + width; px += 26)
    parts.push(polygon([px, y, px, y - 44, px + 6, y - 50, px + 12, y - 44, px + 12, y], color));
  return group(parts.join(""), undefined, { opacity: 0.95 });
}

// ---------------------------------------------------------------- building parts

export function windowPane(x: number, y: number, w: number, h: number, sill = true): string {
  return group(
    [
      rect(x - 6, y - 6, w + 12, h + 12, C.white),
      rect(x, y, w, h, C.glass),
      path(
        `M${x + w * 0.15} ${y + h} L${x + w * 0.55} ${y} L${x + w * 0.75} ${y} L${x + w * 0.35} ${y + h} Z`,
        C.white,
        { opacity: 0.55 },
      ),
      rect(x + w / 2 - 3, y, 6, h, C.white),
      rect(x, y + h / 2 - 3, w, 6, C.white),
      sill
        ? rect(x - 14, y + h + 6, w + 28, 10, C.stone) +
          rect(x - 14, y + h + 16, w + 28, 4, C.greyLight)
        : "",
    ].join(""),
  );
}

/** A stone window ledge seen slightly from above; birds and deterrents stand on its top (y). */
export function ledge(x: number, y: number, w: number, depth = 22): string {
  return group(
    [
      path(
        `M${x} ${y} L${x + 14} ${y - depth} L${x + w - 14} ${y - depth} L${x + w} ${y} Z`,
        C.greyPale,
      ),
      rect(x, y, w, 16, C.stone),
      rect(x, y + 16, w, 6, C.greyLight),
      rect(x + 6, y + 22, w - 12, 10, "#000", { opacity: 0.07 }),
    ].join(""),
  );
}

/** A strip of stainless steel spikes standing on y, from x over w. */
export function spikeStrip(x: number, y: number, w: number, height = 40): string {
  const spikes: string[] = [];
  const step = 12;
  for (let i = 0, px = x + 6; px < x + w - 4; px += step, i++) {
    const lean = [-0.45, 0, 0.45][i % 3] as number;
    spikes.push(
      line(
        px,
        y - 6,
        px + lean * height,
        y - 6 - height * (1 - Math.abs(lean) * 0.25),
        "#a4afad",
        3,
      ),
    );
    spikes.push(
      line(
        px,
        y - 6,
        px + lean * height * 0.8,
        y - 6 - height * 0.8 * (1 - Math.abs(lean) * 0.25),
        C.white,
        1,
        { opacity: 0.7 },
      ),
    );
  }
  return group(
    [
      ...spikes,
      rect(x, y - 8, w, 8, "#9aa5a3", { rx: 2 }),
      rect(x, y - 8, w, 3, "#c7cfce", { rx: 1.5 }),
    ].join(""),
  );
}

/** A pitched-roof house standing on y; the roof ridge is at y - h - roof. */
export function house(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { door?: string; chimney?: boolean } = {},
): string {
  const roof = h * 0.75;
  const parts = [
    rect(x, y - h, w, h, C.sand),
    rect(x, y - h, w, h, "url(#bricks)", { opacity: 0.6 }),
    opts.chimney === false
      ? ""
      : rect(x + w * 0.68, y - h - roof * 0.85, 26, roof * 0.6, C.greyDark) +
        rect(x + w * 0.68 - 4, y - h - roof * 0.85, 34, 8, C.black),
    polygon([x - 24, y - h + 4, x + w / 2, y - h - roof, x + w + 24, y - h + 4], "url(#tiles)"),
    polygon(
      [
        x - 28,
        y - h + 4,
        x + w / 2,
        y - h - roof - 4,
        x + w / 2,
        y - h - roof + 8,
        x - 16,
        y - h + 4,
      ],
      C.black,
    ),
    polygon(
      [
        x + w + 28,
        y - h + 4,
        x + w / 2,
        y - h - roof - 4,
        x + w / 2,
        y - h - roof + 8,
        x + w + 16,
        y - h + 4,
      ],
      C.black,
    ),
    rect(x + w * 0.42, y - h * 0.46, w * 0.16, h * 0.46, opts.door ?? C.green),
    circle(x + w * 0.55, y - h * 0.22, 3, C.yellow),
    windowPane(x + w * 0.1, y - h * 0.7, w * 0.2, h * 0.32),
    windowPane(x + w * 0.7, y - h * 0.7, w * 0.2, h * 0.32),
  ];
  return group(parts.join(""));
}

/** A gambrel-roofed barn on y with a netted loft opening and netted doorway. */
export function barn(x: number, y: number, w: number, h: number): string {
  const eave = y - h;
  const roofTop = eave - h * 0.7;
  const cx = x + w / 2;
  const roof = [
    x - 20,
    eave + 6,
    x + w * 0.12,
    eave - h * 0.42,
    cx,
    roofTop,
    x + w * 0.88,
    eave - h * 0.42,
    x + w + 20,
    eave + 6,
  ];
  const loft = { x: cx - w * 0.13, y: eave - h * 0.38, w: w * 0.26, h: h * 0.3 };
  const door = { x: cx - w * 0.22, y: y - h * 0.62, w: w * 0.44, h: h * 0.62 };
  return group(
    [
      polygon(
        [
          x,
          y,
          x,
          eave,
          x + w * 0.12,
          eave - h * 0.42 + 14,
          cx,
          roofTop + 14,
          x + w * 0.88,
          eave - h * 0.42 + 14,
          x + w,
          eave,
          x + w,
          y,
        ],
        C.green,
      ),
      ...Array.from({ length: Math.floor(w / 22) }, (_, i) =>
        rect(x + 10 + i * 22, eave - h * 0.4, 2, y - eave + h * 0.4, C.greenDark, {
          opacity: 0.35,
        }),
      ),
      polyline(roof, C.black, 22, { "stroke-linecap": "round" }),
      rect(loft.x, loft.y, loft.w, loft.h, "#26302e"),
      rect(loft.x, loft.y, loft.w, loft.h, "url(#mesh)"),
      rect(loft.x - 6, loft.y - 6, loft.w + 12, loft.h + 12, "none", {
        stroke: C.white,
        "stroke-width": 8,
      }),
      rect(door.x, door.y, door.w, door.h, "#26302e"),
      rect(door.x + door.w * 0.08, door.y + 20, 10, door.h - 20, "#3b4644"),
      rect(door.x + door.w * 0.5, door.y + 30, 14, door.h - 30, "#3b4644"),
      rect(door.x, door.y, door.w, door.h, "url(#mesh)"),
      rect(door.x - 8, door.y - 8, door.w + 16, door.h + 8, "none", {
        stroke: C.white,
        "stroke-width": 10,
      }),
      rect(x + w * 0.06, y - h * 0.55, w * 0.1, h * 0.22, C.white),
      line(x + w * 0.06, y - h * 0.55, x + w * 0.16, y - h * 0.33, C.green, 4),
      line(x + w * 0.16, y - h * 0.55, x + w * 0.06, y - h * 0.33, C.green, 4),
      rect(x + w * 0.84, y - h * 0.55, w * 0.1, h * 0.22, C.white),
      line(x + w * 0.84, y - h * 0.55, x + w * 0.94, y - h * 0.33, C.green, 4),
      line(x + w * 0.94, y - h * 0.55, x + w * 0.84, y - h * 0.33, C.green, 4),
    ].join(""),
  );
}

export function silo(x: number, y: number, w: number, h: number): string {
  return group(
    [
      rect(x, y - h, w, h, C.greyLight),
      rect(x + w * 0.62, y - h, w * 0.38, h, C.grey, { opacity: 0.35 }),
      ...[0.25, 0.5, 0.75].map((f) => rect(x, y - h * f, w, 4, C.grey)),
      path(`M${x - 4} ${y - h} Q${x + w / 2} ${y - h - w * 0.8} ${x + w + 4} ${y - h} Z`, C.black),
    ].join(""),
  );
}

/** A city building with rows of windows and ledges (for pigeons); top at y - h. */
export function cityBuilding(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  cols: number,
  rows: number,
): string {
  const parts = [rect(x, y - h, w, h, color), rect(x - 8, y - h - 14, w + 16, 14, C.greyDark)];
  const cw = w / cols;
  const rh = (h - 40) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + cw * 0.22;
      const wy = y - h + 24 + r * rh;
      parts.push(rect(wx, wy, cw * 0.56, rh * 0.58, C.glass));
      parts.push(rect(wx, wy, cw * 0.2, rh * 0.58, C.white, { opacity: 0.45 }));
    }
    parts.push(rect(x - 4, y - h + 24 + r * rh + rh * 0.58, w + 8, 7, C.stone));
  }
  return group(parts.join(""));
}

export function warehouse(x: number, y: number, w: number, h: number): string {
  const doors: string[] = [];
  const count = Math.max(2, Math.floor(w / 160));
  for (let i = 0; i < count; i++) {
    const dx = x + 40 + i * ((w - 80) / count);
    const dw = (w - 80) / count - 40;
    doors.push(rect(dx, y - h * 0.62, dw, h * 0.62, "#b8c1c0"));
    for (let s = 1; s < 8; s++)
      doors.push(rect(dx, y - h * 0.62 + (s * h * 0.62) / 8, dw, 2, C.grey));
    doors.push(rect(dx - 6, y - h * 0.62 - 10, dw + 12, 10, C.yellow));
  }
  return group(
    [
      rect(x, y - h, w, h, "url(#corrugated)"),
      polygon([x - 16, y - h, x + w / 2, y - h - h * 0.28, x + w + 16, y - h], C.greyDark),
      rect(x - 16, y - h, w + 32, 10, C.black),
      rect(x, y - h + 14, w, 24, C.green),
      ...doors,
    ].join(""),
  );
}

// ---------------------------------------------------------------- deterrents

/** Tension wires on small posts along a ledge or ridge at y. */
export function tensionWire(x: number, y: number, w: number): string {
  const parts: string[] = [];
  const posts: number[] = [];
  for (let px = x + 10; px <= x + w - 10; px += 80) posts.push(px);
  for (const px of posts)
    parts.push(rect(px - 3, y - 44, 6, 44, "#9aa5a3"), circle(px, y - 46, 4, C.grey));
  for (const h of [16, 30, 44]) parts.push(line(x + 6, y - h, x + w - 6, y - h, C.black, 1.8));
  const spring = (sx: number) =>
    polyline(
      [
        sx,
        y - 30,
        sx + 4,
        y - 36,
        sx + 8,
        y - 24,
        sx + 12,
        y - 36,
        sx + 16,
        y - 24,
        sx + 20,
        y - 30,
      ],
      C.grey,
      2,
    );
  parts.push(spring(x + 20), spring(x + w - 40));
  return group(parts.join(""));
}

/** A row of optical gel dishes on a surface at y. */
export function gelDishes(x: number, y: number, w: number, count: number): string {
  const parts: string[] = [];
  const step = w / count;
  for (let i = 0; i < count; i++) {
    const cx = x + step * (i + 0.5);
    parts.push(ellipse(cx, y - 8, 24, 10, C.greyLight));
    parts.push(ellipse(cx, y - 11, 20, 8, "url(#gel)"));
    parts.push(ellipse(cx - 6, y - 13, 6, 2.5, C.white, { opacity: 0.8 }));
    if (i % 2 === 0) {
      parts.push(
        line(cx, y - 26, cx, y - 40, C.yellow, 3),
        line(cx - 12, y - 22, cx - 20, y - 32, C.yellow, 3),
        line(cx + 12, y - 22, cx + 20, y - 32, C.yellow, 3),
      );
    }
  }
  return group(parts.join(""));
}

/** A solar-powered reflector spinner on a pole standing on y. */
export function spinner(x: number, y: number, scale = 1): string {
  const arms: string[] = [];
  for (let i = 0; i < 4; i++) {
    arms.push(
      group(
        line(0, 0, 0, -92, C.greyDark, 5) +
          path("M0 -92 Q-26 -120 0 -150 Q26 -120 0 -92 Z", "url(#mirror)", {
            stroke: C.grey,
            "stroke-width": 2,
          }),
        `rotate(${i * 90 + 20})`,
      ),
    );
  }
  return group(
    [
      rect(-5, -150, 10, 150, C.greyDark),
      rect(-40, -8, 80, 8, C.grey),
      group(
        [
          ...arms,
          circle(0, 0, 22, C.black),
          rect(-16, -8, 32, 16, "#243440"),
          line(-16, 0, 16, 0, "#5a7a8c", 1.5),
          circle(0, 0, 6, C.yellow),
        ].join(""),
        "translate(0 -160)",
      ),
      path("M-120 -260 Q-150 -160 -120 -60", "none", {
        stroke: C.white,
        "stroke-width": 4,
        opacity: 0.8,
        "stroke-dasharray": "8 12",
      }),
      path("M120 -260 Q150 -160 120 -60", "none", {
        stroke: C.white,
        "stroke-width": 4,
        opacity: 0.8,
        "stroke-dasharray": "8 12",
      }),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

/** A sonic deterrent unit on a pole, with sound waves to the right. */
export function speakerUnit(x: number, y: number, scale = 1): string {
  const waves: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = 60 + i * 44;
    waves.push(
      path(
        `M${60 + r * 0.35} ${-230 - r * 0.75} A${r} ${r} 0 0 1 ${60 + r * 0.35} ${-230 + r * 0.75}`,
        "none",
        {
          stroke: C.green,
          "stroke-width": 9,
          "stroke-linecap": "round",
          opacity: 1 - i * 0.2,
        },
      ),
    );
  }
  return group(
    [
      rect(-6, -200, 12, 200, C.greyDark),
      rect(-26, -4, 52, 8, C.grey),
      rect(-58, -290, 116, 120, C.black, { rx: 16 }),
      circle(-14, -230, 36, C.greyDark),
      circle(-14, -230, 26, C.green),
      circle(-14, -230, 10, C.greenDeep),
      rect(30, -274, 16, 10, C.yellow, { rx: 3 }),
      rect(30, -256, 16, 6, C.greyDark, { rx: 2 }),
      rect(30, -244, 16, 6, C.greyDark, { rx: 2 }),
      polygon([-40, -290, 40, -290, 56, -306, -56, -306], C.greyDark),
      rect(-48, -326, 96, 20, "#243440"),
      line(-48, -316, 48, -316, "#5a7a8c", 1.5),
      ...waves,
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

export function solarPanels(
  x: number,
  y: number,
  cols: number,
  rows: number,
  pw: number,
  ph: number,
  skew: number,
): string {
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const px = x + c * (pw + 8) + r * skew;
      const py = y + r * (ph + 8);
      const pts = [px, py, px + pw, py, px + pw + skew, py + ph, px + skew, py + ph];
      parts.push(polygon(pts, "url(#panel)", { stroke: C.greyLight, "stroke-width": 3 }));
      for (let i = 1; i < 4; i++)
        parts.push(line(px + (pw * i) / 4, py, px + (pw * i) / 4 + skew, py + ph, "#6b8799", 1.2));
      for (let i = 1; i < 3; i++)
        parts.push(
          line(
            px + (skew * i) / 3,
            py + (ph * i) / 3,
            px + pw + (skew * i) / 3,
            py + (ph * i) / 3,
            "#6b8799",
            1.2,
          ),
        );
      parts.push(
        polygon(
          [
            px + pw * 0.1,
            py,
            px + pw * 0.3,
            py,
            px + pw * 0.3 + skew * 0.5,
            py + ph * 0.5,
            px + pw * 0.1 + skew * 0.5,
            py + ph * 0.5,
          ],
          C.white,
          { opacity: 0.16 },
        ),
      );
    }
  }
  return group(parts.join(""));
}

export function ladder(x1: number, y1: number, x2: number, y2: number): string {
  const parts = [
    line(x1 - 22, y1, x2 - 22, y2, C.greyLight, 8),
    line(x1 + 22, y1, x2 + 22, y2, C.greyLight, 8),
  ];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const px = x1 + (x2 - x1) * t;
    const py = y1 + (y2 - y1) * t;
    parts.push(line(px - 22, py, px + 22, py, C.grey, 6));
  }
  return group(parts.join(""));
}

/** A standing or climbing person (feet at 0), in work clothes. */
export function worker(
  x: number,
  y: number,
  scale = 1,
  skin: string = C.skin[0] as string,
  reach = false,
  flip = false,
): string {
  const parts = [
    path("M-16 -90 L-22 0 L-6 0 L0 -60 L6 0 L22 0 L16 -90 Z", C.black),
    rect(-24, -4, 20, 8, "#2a302f", { rx: 3 }),
    rect(4, -4, 20, 8, "#2a302f", { rx: 3 }),
    path("M-24 -160 Q0 -172 24 -160 L20 -86 L-20 -86 Z", C.green),
    rect(-22, -120, 44, 7, C.yellow),
    rect(-21, -102, 42, 7, C.yellow),
    reach
      ? path("M16 -150 L58 -196", "none", {
          stroke: C.green,
          "stroke-width": 14,
          "stroke-linecap": "round",
        }) + circle(60, -198, 8, skin)
      : path("M18 -150 L30 -100", "none", {
          stroke: C.green,
          "stroke-width": 14,
          "stroke-linecap": "round",
        }) + circle(30, -96, 8, skin),
    path("M-18 -150 L-30 -100", "none", {
      stroke: C.green,
      "stroke-width": 14,
      "stroke-linecap": "round",
    }),
    circle(-30, -96, 8, skin),
    rect(-7, -178, 14, 12, skin),
    circle(0, -194, 22, skin),
    path("M-26 -196 Q0 -238 26 -196 Z", C.yellow),
    rect(-30, -200, 60, 7, C.yellow, { rx: 3 }),
  ];
  return group(parts.join(""), `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`);
}

/** Head and shoulders of a team member. */
export function person(
  x: number,
  y: number,
  scale: number,
  shirt: string,
  skin: string,
  hair: string,
  hairStyle: number,
): string {
  const hairs = [
    path("M-40 -150 Q-44 -206 0 -208 Q44 -206 40 -150 Q36 -186 0 -184 Q-36 -186 -40 -150 Z", hair),
    path(
      "M-42 -140 Q-50 -210 0 -210 Q50 -210 42 -140 L36 -100 L30 -160 Q0 -176 -30 -160 L-36 -100 Z",
      hair,
    ),
    path("M-38 -156 Q-30 -204 8 -202 Q44 -198 40 -160 Q20 -180 -38 -156 Z", hair),
    circle(0, -214, 18, hair) +
      path(
        "M-40 -150 Q-40 -200 0 -200 Q40 -200 40 -150 Q30 -180 0 -180 Q-30 -180 -40 -150 Z",
        hair,
      ),
  ];
  return group(
    [
      path("M-90 0 Q-90 -84 -30 -96 L30 -96 Q90 -84 90 0 Z", shirt),
      path("M-22 -96 L0 -66 L22 -96 Z", C.white),
      rect(-14, -112, 28, 22, skin),
      ellipse(0, -150, 40, 46, skin),
      circle(-14, -150, 3.5, C.black),
      circle(14, -150, 3.5, C.black),
      path("M-12 -128 Q0 -118 12 -128", "none", {
        stroke: C.black,
        "stroke-width": 3,
        "stroke-linecap": "round",
      }),
      hairs[hairStyle % hairs.length] as string,
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

export function pin(
  x: number,
  y: number,
  scale = 1,
  fill: string = C.green,
  dot: string = C.white,
): string {
  return group(
    [
      ellipse(0, 2, 14, 5, "#000", { opacity: 0.15 }),
      path("M0 0 C-10 -18 -28 -30 -28 -50 A28 28 0 1 1 28 -50 C28 -30 10 -18 0 0 Z", fill),
      circle(0, -50, 11, dot),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}
