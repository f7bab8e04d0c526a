/**
 * People at work away from the ledges: the customer service desks, and the
 * volunteers of the tree-planting project.
 */
import { bush, C, flyingBird, person } from "./illustration-kit";
import { band, type Composition, type Scene } from "./illustration-stage";
import { circle, ellipse, group, line, path, rect } from "./svg";

const SOIL = "#7a5a40";
const SOIL_DARK = "#5e4330";
const stroke = (color: string, width: number) => ({
  stroke: color,
  "stroke-width": width,
  "stroke-linecap": "round",
});

/** A standing figure in outdoor clothes (feet at 0), holding a spade when `spade`. */
function volunteer(
  x: number,
  y: number,
  scale: number,
  shirt: string,
  skin: string,
  hair: string,
  spade = false,
): string {
  return group(
    [
      path("M-16 -90 L-22 0 L-6 0 L0 -60 L6 0 L22 0 L16 -90 Z", "#4a5a6a"),
      rect(-24, -4, 20, 8, SOIL_DARK, { rx: 3 }),
      rect(4, -4, 20, 8, SOIL_DARK, { rx: 3 }),
      path("M-24 -160 Q0 -172 24 -160 L20 -86 L-20 -86 Z", shirt),
      path("M-18 -150 L-30 -100", "none", stroke(shirt, 14)),
      circle(-30, -96, 8, skin),
      spade
        ? line(44, -150, 44, -10, C.wood, 6) +
          path("M30 -14 L58 -14 L56 16 Q44 26 32 16 Z", C.greyDark) +
          path("M18 -150 L40 -120", "none", stroke(shirt, 14)) +
          circle(42, -118, 8, skin)
        : path("M18 -150 L30 -100", "none", stroke(shirt, 14)) + circle(30, -96, 8, skin),
      rect(-7, -178, 14, 12, skin),
      circle(0, -194, 22, skin),
      path("M-23 -196 Q-22 -222 0 -220 Q22 -222 23 -196 Q12 -208 -23 -196 Z", hair),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

/** A sapling with a stake and a guard, standing on y. */
function sapling(x: number, y: number, scale = 1): string {
  return group(
    [
      line(8, 0, 8, -90, C.woodDark, 4),
      line(0, 0, 0, -70, C.woodDark, 3),
      ellipse(-12, -66, 14, 7, C.greenDark, { transform: "rotate(-30 -12 -66)" }),
      ellipse(12, -74, 14, 7, C.green, { transform: "rotate(30 12 -74)" }),
      ellipse(0, -84, 8, 12, C.greenLight),
      rect(-9, -30, 18, 30, C.greenTint, { opacity: 0.8 }),
      ellipse(0, 2, 22, 6, SOIL),
    ].join(""),
    `translate(${x} ${y}) scale(${scale})`,
  );
}

/** Head and shoulders behind a desk, with a headset when `headset`. */
function atDesk(
  x: number,
  shirt: string,
  skin: string,
  hair: string,
  style: number,
  headset: boolean,
) {
  const set = headset
    ? path("M-44 -150 Q-44 -206 0 -206 Q44 -206 44 -150", "none", stroke(C.black, 6)) +
      rect(-52, -166, 14, 32, C.black, { rx: 6 }) +
      path("M-46 -140 Q-40 -116 -18 -116", "none", stroke(C.black, 4))
    : "";
  return group(person(0, 0, 1, shirt, skin, hair, style) + set, `translate(${x} 410) scale(0.85)`);
}

function office(): Composition {
  const windows: string[] = [];
  for (let x = -1010; x < 1800; x += 250)
    windows.push(
      rect(x, 40, 220, 230, C.glass),
      rect(x, 40, 220, 230, "none", { stroke: C.white, "stroke-width": 8 }),
      line(x + 110, 40, x + 110, 270, C.white, 6),
    );
  return {
    ground: "none",
    sun: false,
    clouds: 0,
    stage: [
      band(-3000, 3000, "#f6f8f7"),
      group(windows.join(""), undefined, { opacity: 0.9 }),
      band(270, 3000, "#f6f8f7"),
      band(470, 3000, C.stone),
      atDesk(160, C.green, C.skin[1] as string, "#3b2a20", 0, true),
      atDesk(400, C.yellow, C.skin[3] as string, "#1f1b18", 3, false),
      atDesk(640, C.greyDark, C.skin[0] as string, "#b5542d", 1, true),
      ...[280, 520].map(
        (x) => rect(x - 46, 300, 92, 76, C.greyLight, { rx: 6 }) + rect(x - 8, 376, 16, 18, C.grey),
      ),
      rect(-300, 392, 1400, 18, C.wood),
      rect(-300, 410, 1400, 100, C.sandDark),
      rect(40, 350, 44, 42, C.greenDeep, { rx: 6 }),
      bush(62, 352, 0.7),
      rect(740, 364, 26, 28, C.white, { rx: 4, stroke: C.greyLight, "stroke-width": 2 }),
    ].join(""),
  };
}

function planting(scene: Scene): Composition {
  const rows: string[] = [];
  for (let row = 0; row < 3; row++) {
    const y = 420 + row * 50;
    const scale = 0.6 + row * 0.25;
    for (let x = -400 + row * 30; x < 1200; x += 110 + row * 30)
      if (x < 250 || x > 560 || row < 1) rows.push(sapling(x + scene.rand() * 20, y, scale));
  }
  return {
    ground: "grass",
    hills: true,
    stage: [
      ...[0, 1, 2].map((row) => band(412 + row * 50, 424 + row * 50, SOIL, { opacity: 0.35 })),
      ...rows,
      volunteer(330, 540, 1.25, C.green, C.skin[2] as string, "#2a2420", true),
      volunteer(500, 530, 1.15, C.yellow, C.skin[0] as string, "#c9a36a"),
      sapling(560, 536, 1.3),
      flyingBird(120, 150, 0.5),
      flyingBird(190, 120, 0.4, C.black, true),
    ].join(""),
  };
}

function seedling(): Composition {
  const hand = (x: number, flip: boolean) =>
    group(
      [
        rect(-150, -40, 120, 70, C.greenDeep, { rx: 20 }),
        ellipse(0, 0, 62, 40, C.skin[1] as string),
        ellipse(40, -30, 34, 14, C.skin[1] as string, { transform: "rotate(-35 40 -30)" }),
      ].join(""),
      `translate(${x} 430) scale(${flip ? -1 : 1} 1)`,
    );
  return {
    ground: "none",
    hills: true,
    sun: [660, 90],
    stage: [
      band(400, 3000, C.green),
      ellipse(400, 470, 520, 90, SOIL),
      ellipse(400, 450, 260, 50, SOIL_DARK),
      line(400, 440, 400, 250, C.greenDeep, 7),
      ellipse(350, 300, 46, 20, C.green, { transform: "rotate(-25 350 300)" }),
      ellipse(450, 280, 46, 20, C.greenDark, { transform: "rotate(25 450 280)" }),
      ellipse(400, 236, 20, 34, C.greenLight),
      hand(300, false),
      hand(500, true),
      ...[150, 640, 700].map((x, i) => circle(x, 500 + i * 12, 10, SOIL_DARK)),
    ].join(""),
  };
}

export const PEOPLE_SUBJECTS = ["office", "planting", "seedling"] as const;
export type PeopleSubject = (typeof PEOPLE_SUBJECTS)[number];

export const PEOPLE_SCENES: Record<PeopleSubject, (scene: Scene) => Composition> = {
  office,
  planting,
  seedling,
};
