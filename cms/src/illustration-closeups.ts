/**
 * Close-ups of the work itself, for a manual's steps and a product's detail:
 * a step shows what it asks of the reader (a strip cut to length, a chalk
 * line, a spring tensioner), not the whole building again.
 */
import { C, flyingPigeon, spikeStrip, starling, windowPane } from "./illustration-kit";
import { band, type Composition, type Scene, wideWall } from "./illustration-stage";
import { circle, ellipse, group, line, path, polygon, polyline, rect } from "./svg";

const SANDSTONE = "#e6d8bd";
const SANDSTONE_FRONT = "#d8c7a6";
const STEEL = "#9aa5a3";
const OPENING = "#2b3533";

/** A ledge seen from close by: its top from y to front, its face below, to the image's edges. */
function closeLedge(top: number, front: number): string {
  return (
    band(top, front, SANDSTONE) +
    band(front, 3000, SANDSTONE_FRONT) +
    band(front, front + 8, "#fff", { opacity: 0.35 }) +
    band(front + 8, front + 30, "#000", { opacity: 0.05 })
  );
}

const closeUp = (stage: string[]): Composition => ({
  ground: "none",
  sun: false,
  clouds: 0,
  stage: stage.join(""),
});

/** A zigzag of `turns` from (x1, y) to (x2, y): a spring, or a turnbuckle's thread. */
function coil(x1: number, x2: number, y: number, amplitude: number, turns: number): number[] {
  const points = [x1, y];
  for (let i = 1; i < turns * 2; i++)
    points.push(x1 + ((x2 - x1) * i) / (turns * 2), y + (i % 2 ? -amplitude : amplitude));
  points.push(x2, y);
  return points;
}

/** Diamond netting over a region, as black twine, to the image's edges sideways. */
function netting(top: number, bottom: number, mesh = 46): string {
  const lines: string[] = [];
  const h = bottom - top;
  for (let x = -900 - h; x < 1700; x += mesh) {
    lines.push(
      line(x, top, x + h, bottom, C.black, 2.4),
      line(x + h, top, x, bottom, C.black, 2.4),
    );
  }
  return group(lines.join(""), undefined, { opacity: 0.9 });
}

/** A post of the tension wire system, glued on a base plate standing on y. */
function wirePost(x: number, y: number, height: number, scale = 1): string {
  return group(
    [
      ellipse(0, 0, 20, 6, "#f4f1ea", { opacity: 0.9 }),
      rect(-16, -6, 32, 6, C.grey, { rx: 2 }),
      rect(-4, -height, 8, height - 6, STEEL),
      rect(-4, -height, 3, height - 6, "#c7cfce"),
      ...[0.35, 0.65, 0.95].map((t) => circle(0, -height * t, 3, C.greyDark)),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

/** An eye bolt screwed into a wall, its ring at (x, y). */
function eyeBolt(x: number, y: number, scale = 1): string {
  return group(
    [
      ellipse(4, 44, 24, 8, "#000", { opacity: 0.12 }),
      polygon([-16, 30, 16, 30, 20, 44, -20, 44], C.greyDark),
      rect(-6, 16, 12, 16, STEEL),
      circle(0, 0, 20, "none", { stroke: STEEL, "stroke-width": 9 }),
      path("M-14 -10 A18 18 0 0 1 10 -16", "none", { stroke: "#d3dad9", "stroke-width": 3 }),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

function spikeDetail(): Composition {
  return closeUp([
    wideWall(-3000, 330),
    windowPane(560, 40, 300, 250, false),
    closeLedge(330, 440),
    group(spikeStrip(-60, 0, 420, 44), "translate(0 432) scale(2.6)"),
    band(412, 418, "#fff", { opacity: 0.55 }),
    flyingPigeon(250, 110, 0.45, true),
  ]);
}

function spikeRows(): Composition {
  return closeUp([
    wideWall(-3000, 230),
    windowPane(120, -60, 320, 260, false),
    closeLedge(230, 470),
    group(spikeStrip(-120, 0, 700, 40), "translate(0 330) scale(1.35)"),
    group(spikeStrip(-100, 0, 480, 40), "translate(0 452) scale(2)"),
    flyingPigeon(640, 110, 0.75, true),
  ]);
}

function spikeCutting(): Composition {
  const grips = { "stroke-width": 22, "stroke-linecap": "round" };
  return closeUp([
    band(-3000, 3000, C.greyPale),
    rect(60, 40, 680, 150, C.sandDark, { rx: 10 }),
    band(250, 3000, C.wood),
    band(250, 262, C.woodDark),
    group(spikeStrip(20, 0, 250, 40), "translate(0 360) scale(1.8)"),
    group(spikeStrip(0, 0, 76, 40), "translate(560 372) rotate(7) scale(1.8)"),
    polygon([498, 352, 512, 352, 528, 300, 508, 300], "#4b5553"),
    polygon([520, 352, 534, 352, 532, 300, 514, 300], "#4b5553"),
    circle(520, 292, 12, C.greyDark),
    path("M512 288 L610 150 L640 120", "none", { stroke: C.yellow, ...grips }),
    path("M528 292 L660 190 L700 172", "none", { stroke: C.green, ...grips }),
    rect(600, 110, 120, 84, C.greenDeep, { rx: 36, transform: "rotate(-30 660 152)" }),
    rect(80, 440, 96, 96, C.yellow, { rx: 18 }),
    circle(128, 488, 22, C.black),
    rect(176, 500, 200, 22, C.yellowLight),
    ...[196, 216, 236, 256, 276, 296, 316, 336, 356].map((x) => line(x, 500, x, 510, C.black, 2)),
  ]);
}

function ledgeCleaning(): Composition {
  const splashes = [60, 130, 190, 250, 330, 380, 450].map((x, i) =>
    ellipse(x, 300 + (i % 3) * 12, 14 + (i % 2) * 8, 6, C.white, { stroke: C.greyLight }),
  );
  return closeUp([
    wideWall(-3000, 270),
    closeLedge(270, 360),
    ...splashes,
    ...[430, 470, 500].map((x, i) => ellipse(x, 390 + i * 40, 6, 3, C.white)),
    path("M520 320 L560 300 L580 336 L540 354 Z", C.greyDark),
    line(565, 316, 700, 230, C.wood, 18),
    rect(660, 196, 110, 72, C.yellow, { rx: 30, transform: "rotate(-32 715 232)" }),
    path("M100 600 L110 470 L230 470 L240 600 Z", C.green),
    ellipse(170, 470, 60, 12, C.greenDeep),
  ]);
}

function ledgeMeasuring(): Composition {
  const ticks = [310, 330, 350, 370, 390, 410].map((y) =>
    rect(392, y, y % 40 === 30 ? 14 : 8, 2, C.black),
  );
  return closeUp([
    wideWall(-3000, 300),
    windowPane(80, 40, 260, 240, false),
    closeLedge(300, 420),
    rect(390, 300, 26, 122, C.yellowLight),
    ...ticks,
    rect(384, 296, 38, 8, C.greyDark),
    rect(352, 420, 90, 84, C.yellow, { rx: 16 }),
    circle(397, 462, 18, C.black),
    rect(560, 390, 150, 12, C.wood, { rx: 6, transform: "rotate(-10 635 396)" }),
    flyingPigeon(640, 110, 0.5, true),
  ]);
}

function ledgeMarking(posts: boolean): Composition {
  const line_y = 372;
  return closeUp([
    wideWall(-3000, 300),
    closeLedge(300, 420),
    line(-3000, line_y, 3800, line_y, "#5aa9d6", 3, { "stroke-dasharray": "14 6" }),
    ...(posts
      ? [80, 240, 400, 560].map((x) => wirePost(x, line_y + 6, 120)) // glued along the line
      : [rect(640, 346, 110, 60, C.yellow, { rx: 14 }), circle(666, 376, 12, C.black)]),
    posts
      ? group(
          rect(0, 0, 200, 34, C.white, { rx: 8 }) + rect(200, 10, 50, 14, C.greyLight),
          "translate(600 470) rotate(-8)",
        )
      : line(610, 372, 640, 372, "#5aa9d6", 3),
    flyingPigeon(600, 120, 0.5, true),
  ]);
}

function tensioner(): Composition {
  return closeUp([
    wideWall(-3000, 380),
    closeLedge(340, 470),
    wirePost(170, 440, 300, 1),
    wirePost(710, 350, 190),
    wirePost(790, 346, 186),
    polyline(coil(180, 330, 230, 16, 7), C.grey, 6),
    rect(330, 222, 40, 16, C.greyDark, { rx: 4 }),
    line(370, 230, 3800, 322, C.black, 3),
    line(174, 326, 3800, 352, C.black, 3),
    line(174, 140, 3800, 294, C.black, 3),
  ]);
}

function anchor(withWire: boolean): Composition {
  return closeUp([
    wideWall(-3000, 3000),
    rect(380, 300, 3000, 3000, OPENING),
    rect(372, 292, 3000, 10, C.stone),
    rect(372, 292, 10, 3000, C.stone),
    eyeBolt(300, 220, withWire ? 1.2 : 1.8),
    ...(withWire
      ? [
          path("M324 220 Q346 204 360 220", "none", { stroke: STEEL, "stroke-width": 6 }),
          rect(360, 206, 170, 28, "none", { stroke: C.grey, "stroke-width": 7, rx: 8 }),
          polyline(coil(362, 420, 220, 6, 5), C.greyDark, 3),
          polyline(coil(470, 528, 220, 6, 5), C.greyDark, 3),
          path("M530 220 Q548 206 566 220 Q548 234 530 220", "none", {
            stroke: STEEL,
            "stroke-width": 5,
          }),
          line(566, 220, 3800, 220, C.black, 4),
          rect(580, 212, 26, 16, C.greyDark, { rx: 3 }),
        ]
      : [starling(560, 302, 0.9, true)]),
  ]);
}

function netRings(): Composition {
  const rings = [-60, 30, 120, 210, 300, 390, 480, 570, 660, 750, 840].map((x) =>
    path(`M${x - 8} 172 A11 11 0 1 1 ${x + 8} 172`, "none", { stroke: C.grey, "stroke-width": 5 }),
  );
  return {
    ground: "street",
    sun: false,
    clouds: 2,
    stage: [
      wideWall(-3000, 150),
      band(150, 160, C.stone),
      line(-3000, 172, 3800, 172, C.greyDark, 4),
      netting(176, 470),
      ...rings,
      flyingPigeon(520, 330, 0.7, true),
    ].join(""),
  };
}

function netZip(): Composition {
  return closeUp([
    wideWall(-3000, 3000),
    rect(90, 80, 620, 460, OPENING),
    rect(210, 190, 300, 240, C.grey, { rx: 10 }),
    circle(360, 310, 90, "#6f7a78"),
    ...[0, 60, 120].map((a) =>
      rect(270, 304, 180, 12, C.greyLight, { rx: 6, transform: `rotate(${a} 360 310)` }),
    ),
    rect(90, 80, 620, 460, "url(#mesh)"),
    polygon([470, 330, 420, 540, 520, 540], OPENING),
    rect(86, 76, 628, 468, "none", { stroke: C.greyLight, "stroke-width": 8 }),
    rect(463, 80, 14, 250, C.yellow),
    path("M470 330 L420 540 M470 330 L520 540", "none", { stroke: C.yellow, "stroke-width": 10 }),
    rect(456, 318, 28, 36, C.greyDark, { rx: 5 }),
  ]);
}

export const CLOSEUP_SUBJECTS = [
  "spike-detail",
  "spike-rows",
  "spike-cutting",
  "ledge-measuring",
  "ledge-cleaning",
  "chalk-line",
  "wire-posts",
  "tensioner",
  "eye-bolt",
  "turnbuckle",
  "net-rings",
  "net-zip",
] as const;
export type CloseupSubject = (typeof CLOSEUP_SUBJECTS)[number];

export const CLOSEUP_SCENES: Record<CloseupSubject, (scene: Scene) => Composition> = {
  "spike-detail": spikeDetail,
  "spike-rows": spikeRows,
  "spike-cutting": spikeCutting,
  "ledge-measuring": ledgeMeasuring,
  "ledge-cleaning": ledgeCleaning,
  "chalk-line": () => ledgeMarking(false),
  "wire-posts": () => ledgeMarking(true),
  tensioner,
  "eye-bolt": () => anchor(false),
  turnbuckle: () => anchor(true),
  "net-rings": netRings,
  "net-zip": netZip,
};
