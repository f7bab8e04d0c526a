/**
 * Flat-style SVG illustrations standing in for the product photos of the seed:
 * one scene per `subject`, in the brand palette. The drawing is composed on an
 * 800×600 stage that is scaled to fit the requested size and centred, while sky,
 * ground and hills bleed to the edges, so every width/height (and every
 * thumbnail/small/medium/large format) shows the same picture. Deterministic:
 * the small variations (clouds, hills) come from the media key.
 */

import { CLOSEUP_SCENES, CLOSEUP_SUBJECTS } from "./illustration-closeups";
import { FACADE_SCENES, FACADE_SUBJECTS } from "./illustration-facades";
import {
  barn,
  bush,
  C,
  cityBuilding,
  cloud,
  fence,
  flyingBird,
  flyingGull,
  flyingPigeon,
  gelDishes,
  gull,
  house,
  kitDefs,
  ladder,
  ledge,
  person,
  pigeon,
  pin,
  pineTree,
  roundTree,
  silo,
  solarPanels,
  speakerUnit,
  spikeStrip,
  spinner,
  starling,
  sun,
  tensionWire,
  warehouse,
  windowPane,
  worker,
} from "./illustration-kit";
import { PEOPLE_SCENES, PEOPLE_SUBJECTS } from "./illustration-people";
import {
  type Composition,
  GROUND,
  type Scene,
  STAGE_H,
  STAGE_W,
  wideWall,
} from "./illustration-stage";
import { van } from "./illustration-vehicles";
import { circle, fmt, group, line, path, polygon, randomFrom, rect } from "./svg";

const SCENE_SUBJECTS = [
  "spikes",
  "netting",
  "wire",
  "gel",
  "spinner",
  "speaker",
  "pigeon",
  "ledge",
  "gull",
  "starling",
  "barn",
  "roof",
  "solar",
  "house",
  "farm",
  "installer",
  "van",
  "building",
  "warehouse",
  "tree",
  "forest",
  "map",
  "team",
  "workshop",
  "generic",
] as const;
export const SUBJECTS = [
  ...SCENE_SUBJECTS,
  ...CLOSEUP_SUBJECTS,
  ...FACADE_SUBJECTS,
  ...PEOPLE_SUBJECTS,
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface IllustrationSpec {
  subject: string;
  /** Seeds the small variations, so two images of one subject differ a little. */
  key: string;
  width: number;
  height: number;
}

export function renderIllustration(spec: IllustrationSpec): string {
  const W = Math.max(1, Math.round(spec.width));
  const H = Math.max(1, Math.round(spec.height));
  const s = Math.min(W / STAGE_W, H / STAGE_H);
  const scene: Scene = {
    W,
    H,
    s,
    ox: (W - STAGE_W * s) / 2,
    oy: (H - STAGE_H * s) / 2,
    rand: randomFrom(spec.key),
  };
  const subject = (SUBJECTS as readonly string[]).includes(spec.subject)
    ? (spec.subject as Subject)
    : "generic";
  const composition = SCENES[subject](scene);
  const groundY = scene.oy + GROUND * s;
  const layers: string[] = [rect(0, 0, W, H, "url(#sky)")];
  const clouds = composition.clouds ?? 3;
  for (let i = 0; i < clouds; i++) {
    const x = ((i + 0.2 + scene.rand() * 0.6) / clouds) * W;
    const y = (0.08 + scene.rand() * 0.22) * H;
    layers.push(cloud(x, y, s * (0.7 + scene.rand() * 0.5)));
  }
  if (composition.sun !== false) {
    const [sx, sy] = composition.sun ?? [680, 90];
    layers.push(group(sun(sx, sy, 42), stageTransform(scene)));
  }
  if (composition.hills) layers.push(hills(scene, groundY));
  if (composition.ground !== "none")
    layers.push(ground(scene, groundY, composition.ground ?? "grass"));
  if (composition.backdrop) layers.push(composition.backdrop);
  layers.push(group(composition.stage, stageTransform(scene)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${kitDefs()}</defs>${layers.join("")}</svg>`
  );
}

function stageTransform(scene: Scene): string {
  return `translate(${fmt(scene.ox)} ${fmt(scene.oy)}) scale(${scene.s.toFixed(4)})`;
}

function hills(scene: Scene, groundY: number): string {
  const { W, s, rand } = scene;
  const far: string[] = [`M0 ${fmt(groundY)}`];
  const near: string[] = [`M0 ${fmt(groundY)}`];
  const step = 260 * s;
  for (let x = 0; x < W + step; x += step) {
    far.push(
      `Q${fmt(x + step / 2)} ${fmt(groundY - (90 + rand() * 90) * s)} ${fmt(x + step)} ${fmt(groundY - 10 * s)}`,
    );
    near.push(
      `Q${fmt(x + step * 0.7)} ${fmt(groundY - (30 + rand() * 50) * s)} ${fmt(x + step * 1.3)} ${fmt(groundY)}`,
    );
  }
  far.push(`L${fmt(W + step * 2)} ${fmt(groundY + 2)} L0 ${fmt(groundY + 2)} Z`);
  near.push(`L${fmt(W + step * 2)} ${fmt(groundY + 2)} L0 ${fmt(groundY + 2)} Z`);
  return path(far.join(" "), C.greenTint) + path(near.join(" "), C.greenLight, { opacity: 0.55 });
}

function ground(scene: Scene, groundY: number, kind: "grass" | "street"): string {
  const { W, H, s } = scene;
  if (kind === "street") {
    return (
      rect(0, groundY, W, H - groundY, C.greyLight) +
      rect(0, groundY, W, 12 * s, C.grey) +
      rect(0, groundY + 12 * s, W, 6 * s, "#000", { opacity: 0.06 })
    );
  }
  return (
    rect(0, groundY, W, H - groundY, C.green) +
    rect(0, groundY, W, 10 * s, C.greenDark, { opacity: 0.5 })
  );
}

const SCENES: Record<Subject, (scene: Scene) => Composition> = {
  ...CLOSEUP_SCENES,
  ...FACADE_SCENES,
  ...PEOPLE_SCENES,
  spikes: () => ({
    ground: "street",
    sun: false,
    stage: [
      rect(40, 40, 720, 430, C.sand),
      rect(40, 40, 720, 430, "url(#bricks)", { opacity: 0.7 }),
      rect(26, 22, 748, 22, C.greyDark),
      windowPane(250, 100, 300, 210, false),
      ledge(200, 334, 400),
      spikeStrip(214, 334, 372, 48),
      flyingPigeon(650, 120, 0.9, true),
      pigeon(690, 470, 0.85, true),
    ].join(""),
  }),

  netting: () => ({
    ground: "street",
    sun: false,
    stage: [
      rect(60, 50, 680, 420, C.sand),
      rect(60, 50, 680, 420, "url(#bricks)", { opacity: 0.7 }),
      rect(44, 32, 712, 22, C.greyDark),
      rect(150, 120, 500, 300, "#2b3533"),
      rect(150, 120, 500, 60, "#35403e"),
      rect(180, 300, 120, 120, "#3d4947"),
      rect(520, 260, 100, 160, "#3d4947"),
      rect(150, 120, 500, 300, "url(#mesh)"),
      rect(146, 116, 508, 308, "none", { stroke: C.greyLight, "stroke-width": 6 }),
      ...[150, 400, 650].flatMap((x) => [circle(x, 120, 6, C.yellow), circle(x, 420, 6, C.yellow)]),
      flyingBird(620, 210, 0.7, C.black, true),
      flyingBird(690, 250, 0.55, C.black),
      flyingBird(700, 70, 0.5),
    ].join(""),
  }),

  wire: () => ({
    ground: "street",
    stage: [
      wideWall(310, 470),
      rect(-3000, 292, 6800, 20, C.stone),
      rect(-3000, 312, 6800, 6, C.greyLight),
      windowPane(90, 360, 120, 80),
      windowPane(340, 360, 120, 80),
      windowPane(590, 360, 120, 80),
      tensionWire(30, 294, 740),
      flyingGull(470, 150, 1.1, true),
      flyingGull(170, 90, 0.55),
    ].join(""),
  }),

  gel: () => ({
    ground: "street",
    stage: [
      wideWall(320, 470),
      rect(-3000, 300, 6800, 24, C.stone),
      rect(-3000, 324, 6800, 6, C.greyLight),
      windowPane(120, 370, 130, 70),
      windowPane(550, 370, 130, 70),
      gelDishes(70, 312, 660, 7),
      flyingPigeon(560, 150, 0.9, true),
      flyingPigeon(250, 110, 0.55),
    ].join(""),
  }),

  spinner: () => ({
    ground: "grass",
    hills: true,
    sun: [130, 100],
    stage: [
      polygon([-200, 520, 120, 330, 680, 330, 1000, 520], "url(#tiles)"),
      polygon([110, 322, 690, 322, 700, 340, 100, 340], C.black),
      spinner(400, 332, 1),
      ...[0, 1, 2].map((i) =>
        line(150 + i * 10, 130 + i * 18, 250 + i * 20, 160 + i * 10, C.yellow, 4, { opacity: 0.8 }),
      ),
      flyingGull(640, 150, 0.6, true),
      flyingGull(720, 90, 0.4, true),
    ].join(""),
  }),

  speaker: () => ({
    ground: "grass",
    hills: true,
    sun: [110, 90],
    stage: [
      group(barn(0, 0, 260, 140), "translate(30 470) scale(0.8)"),
      fence(250, 470, 160),
      speakerUnit(420, 470, 1),
      flyingBird(640, 190, 0.6, C.black),
      flyingBird(700, 130, 0.5, C.black),
      flyingBird(740, 220, 0.4, C.black),
      flyingBird(600, 110, 0.35, C.black),
    ].join(""),
  }),

  pigeon: () => ({
    ground: "street",
    sun: false,
    stage: [
      rect(-3000, -3000, 6800, 3420, C.sand),
      rect(-3000, -3000, 6800, 3420, "url(#bricks)", { opacity: 0.7 }),
      windowPane(470, 60, 220, 220, false),
      ledge(-3000, 420, 6800, 30),
      pigeon(330, 420, 2.4),
      pigeon(640, 420, 1.15, true),
    ].join(""),
  }),

  // Pigeons lined up on a ledge, spikes fitted on the rest of it: the home page's
  // first slide, whose title stands over the left of the picture on a wide screen.
  ledge: () => ({
    ground: "street",
    sun: false,
    stage: [
      rect(-3000, -3000, 6800, 3420, C.sand),
      rect(-3000, -3000, 6800, 3420, "url(#bricks)", { opacity: 0.7 }),
      windowPane(40, 40, 220, 200, false),
      ledge(-3000, 420, 6800, 30),
      spikeStrip(-60, 420, 420, 40),
      pigeon(540, 420, 1.8),
      pigeon(770, 420, 1.5),
      pigeon(960, 420, 1.3, true),
      flyingPigeon(330, 90, 0.6, true),
    ].join(""),
  }),

  gull: () => ({
    ground: "none",
    sun: [140, 100],
    stage: [
      wideWall(400, 3000, C.greyPale, false),
      rect(-3000, 384, 6800, 20, C.stone),
      rect(-3000, 404, 6800, 8, C.greyLight),
      windowPane(90, 450, 120, 90, false),
      windowPane(590, 450, 120, 90, false),
      gull(400, 388, 2.2),
      flyingGull(650, 150, 0.7, true),
    ].join(""),
  }),

  starling: () => {
    const wireAt = (t: number) => {
      const x = (1 - t) * (1 - t) * 60 + 2 * (1 - t) * t * 400 + t * t * 740;
      const y = (1 - t) * (1 - t) * 170 + 2 * (1 - t) * t * 260 + t * t * 170;
      return [x, y] as const;
    };
    const birds = [0.18, 0.27, 0.36, 0.47, 0.56, 0.66, 0.78].map((t, i) => {
      const [x, y] = wireAt(t);
      return starling(x, y + 2, 1.25, i % 3 === 1);
    });
    return {
      ground: "grass",
      hills: true,
      stage: [
        rect(52, 140, 16, 330, C.woodDark),
        rect(732, 140, 16, 330, C.woodDark),
        rect(30, 160, 60, 8, C.woodDark),
        rect(710, 160, 60, 8, C.woodDark),
        path("M60 170 Q400 350 740 170", "none", { stroke: C.black, "stroke-width": 3 }),
        path("M60 170 Q400 370 740 170", "none", {
          stroke: C.black,
          "stroke-width": 2,
          opacity: 0.4,
        }),
        ...birds,
        flyingBird(300, 90, 0.4, "#2b3638"),
        flyingBird(360, 60, 0.35, "#2b3638", true),
        flyingBird(430, 95, 0.3, "#2b3638"),
      ].join(""),
    };
  },

  barn: () => ({
    ground: "grass",
    hills: true,
    stage: [
      fence(0, 470, 200),
      barn(210, 470, 380, 200),
      fence(600, 470, 200),
      roundTree(710, 470, 0.8, 1),
      flyingBird(110, 160, 0.5),
      flyingBird(170, 120, 0.4, C.black, true),
    ].join(""),
  }),

  roof: () => ({
    ground: "none",
    sun: [120, 100],
    stage: [
      polygon([-300, 700, 140, 250, 660, 250, 1100, 700], "url(#tiles)"),
      polygon([130, 242, 670, 242, 680, 262, 120, 262], C.black),
      rect(560, 160, 50, 90, C.greyDark),
      rect(552, 150, 66, 14, C.black),
      gull(390, 252, 1.5),
      flyingGull(650, 120, 0.6, true),
    ].join(""),
  }),

  solar: () => ({
    ground: "none",
    sun: [700, 80],
    stage: [
      polygon([40, 170, 760, 170, 1000, 700, -200, 700], "url(#tiles)"),
      polygon([30, 160, 770, 160, 776, 176, 24, 176], C.black),
      solarPanels(90, 210, 4, 3, 130, 78, 26),
      polygon([116, 466, 744, 466, 754, 496, 126, 496], C.greenDark),
      polygon([116, 466, 744, 466, 754, 496, 126, 496], "url(#mesh)"),
      pigeon(700, 560, 0.8, true),
    ].join(""),
  }),

  house: () => ({
    ground: "grass",
    hills: true,
    stage: [
      fence(0, 470, 190),
      bush(210, 470, 1),
      house(250, 470, 300, 170),
      fence(600, 470, 200),
      roundTree(670, 470, 1, 0),
      bush(580, 470, 0.8),
      starling(400, 470 - 170 - 225 + 8, 0.8),
      flyingBird(150, 130, 0.5),
    ].join(""),
  }),

  farm: (scene) => ({
    ground: "grass",
    hills: true,
    backdrop: fields(scene),
    stage: [
      barn(80, 470, 260, 150),
      silo(370, 470, 64, 250),
      fence(450, 470, 330),
      roundTree(680, 470, 0.9, 1),
      flyingBird(520, 150, 0.5),
      flyingBird(580, 110, 0.4, C.black, true),
    ].join(""),
  }),

  installer: () => ({
    ground: "street",
    sun: [730, 70],
    stage: [
      rect(-3000, 20, 3560, 450, C.sand),
      rect(-3000, 20, 3560, 450, "url(#bricks)", { opacity: 0.7 }),
      rect(-3000, 6, 3580, 18, C.greyDark),
      windowPane(120, 70, 240, 160, false),
      ledge(80, 262, 320),
      spikeStrip(92, 262, 180, 40),
      ladder(640, 470, 540, 150),
      worker(560, 380, 0.95, C.skin[1], true, true),
      rect(410, 190, 90, 8, "#9aa5a3"),
      flyingPigeon(560, 70, 0.55, true),
    ].join(""),
  }),

  // An installer at the van, a roll of netting on the shoulder: "unloading netting and tools".
  van: () => ({
    ground: "street",
    sun: [720, 70],
    stage: [
      rect(-3000, 40, 6800, 430, C.sand),
      rect(-3000, 40, 6800, 430, "url(#bricks)", { opacity: 0.7 }),
      windowPane(90, 90, 170, 130, false),
      windowPane(560, 90, 170, 130, false),
      van(330, 470),
      worker(190, 470, 0.95, C.skin[2], false, false),
      rect(100, 322, 150, 30, C.black, { rx: 15 }),
      rect(100, 322, 150, 30, "url(#mesh)", { rx: 15 }),
      flyingPigeon(470, 60, 0.5, true),
    ].join(""),
  }),

  building: () => ({
    ground: "street",
    stage: [
      cityBuilding(60, 470, 300, 420, "#e7e1d6", 3, 5),
      cityBuilding(410, 470, 340, 330, "#d6e2df", 4, 4),
      pigeon(130, 134, 0.32),
      pigeon(250, 212, 0.32, true),
      pigeon(520, 298, 0.32),
      pigeon(650, 220, 0.32, true),
      flyingPigeon(400, 70, 0.5),
    ].join(""),
  }),

  warehouse: () => ({
    ground: "street",
    hills: true,
    stage: [
      warehouse(50, 470, 700, 230),
      gull(240, 240 - 14, 0.5),
      gull(560, 240 - 14, 0.5, true),
      flyingGull(650, 110, 0.5, true),
      flyingGull(180, 90, 0.4),
    ].join(""),
  }),

  tree: () => ({
    ground: "grass",
    hills: true,
    stage: [
      roundTree(400, 470, 2.1, 0),
      starling(300, 290, 0.8),
      starling(470, 230, 0.8, true),
      bush(150, 470, 1),
      bush(660, 470, 1.2),
      flyingBird(620, 140, 0.5),
    ].join(""),
  }),

  forest: (scene) => {
    const trees: string[] = [];
    for (let i = 0; i < 9; i++) {
      const x = 20 + i * 95 + scene.rand() * 30;
      trees.push(
        i % 3 === 1 ? roundTree(x, 430, 0.8, i) : pineTree(x, 430, 0.9 + scene.rand() * 0.3, i),
      );
    }
    for (let i = 0; i < 6; i++) {
      const x = 60 + i * 140 + scene.rand() * 30;
      trees.push(i % 2 ? roundTree(x, 480, 1.2, i + 1) : pineTree(x, 480, 1.4, i));
    }
    return {
      ground: "grass",
      hills: true,
      stage: [...trees, flyingBird(380, 90, 0.5), flyingBird(440, 60, 0.4, C.black, true)].join(""),
    };
  },

  map: (scene) => ({
    ground: "none",
    sun: false,
    clouds: 0,
    backdrop: mapBackdrop(scene),
    stage: mapPins(),
  }),

  team: (scene) => ({
    ground: "none",
    sun: false,
    clouds: 0,
    backdrop: rect(0, 0, scene.W, scene.H, C.greenPale),
    stage: [
      circle(400, 250, 240, C.greenTint),
      circle(640, 110, 60, C.yellowLight, { opacity: 0.7 }),
      group(
        person(0, 0, 0.95, C.black, C.skin[0] as string, "#6b4a32", 0) +
          rect(-90, 0, 180, 3000, C.black),
        "translate(210 470)",
      ),
      group(
        person(0, 0, 0.95, C.yellow, C.skin[2] as string, "#2a2420", 1) +
          rect(-90, 0, 180, 3000, C.yellow),
        "translate(400 450)",
      ),
      group(
        person(0, 0, 0.95, C.greyDark, C.skin[1] as string, "#c9a36a", 2) +
          rect(-90, 0, 180, 3000, C.greyDark),
        "translate(590 470)",
      ),
      group(
        person(0, 0, 1.1, C.green, C.skin[3] as string, "#1f1b18", 3) +
          rect(-99, 0, 198, 3000, C.green),
        "translate(305 620)",
      ),
      group(
        person(0, 0, 1.1, C.greenDeep, C.skin[0] as string, "#b5542d", 2) +
          rect(-99, 0, 198, 3000, C.greenDeep),
        "translate(500 620)",
      ),
    ].join(""),
  }),

  // Two of the team at the workbench, assembling tension wire posts.
  workshop: (scene) => ({
    ground: "none",
    sun: false,
    clouds: 0,
    backdrop: rect(0, 0, scene.W, scene.H, C.greyPale),
    stage: [
      rect(-3000, 520, 6800, 3000, C.stone),
      rect(110, 40, 580, 200, C.sandDark, { rx: 10 }),
      ...[170, 250, 330, 470, 550, 630].map((x, i) =>
        rect(x, 80 + (i % 2) * 20, 14, 110 - (i % 2) * 30, i % 3 ? C.greyDark : C.green, { rx: 5 }),
      ),
      group(
        person(0, 0, 1, C.green, C.skin[1] as string, "#3b2a20", 0) +
          rect(-95, 0, 190, 60, C.green),
        "translate(270 390)",
      ),
      group(
        person(0, 0, 1, C.yellow, C.skin[3] as string, "#1f1b18", 1) +
          rect(-95, 0, 190, 60, C.yellow),
        "translate(540 390)",
      ),
      rect(40, 410, 720, 24, C.wood, { rx: 4 }),
      rect(60, 434, 680, 150, C.woodDark),
      ...[130, 170, 610, 650, 690].map(
        (x) => rect(x, 300, 12, 110, C.grey) + rect(x - 7, 294, 26, 10, C.greyDark, { rx: 3 }),
      ),
      circle(410, 388, 20, "none", { stroke: C.greyDark, "stroke-width": 6 }),
    ].join(""),
  }),

  generic: () => ({
    ground: "grass",
    hills: true,
    stage: [
      path("M400 120 L520 165 Q520 330 400 400 Q280 330 280 165 Z", C.green),
      path("M400 140 L500 178 Q500 318 400 378 Z", C.greenDark, { opacity: 0.4 }),
      flyingBird(360, 250, 1.1, C.white),
      path("M350 320 L385 350 L455 285", "none", {
        stroke: C.yellow,
        "stroke-width": 14,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      flyingBird(590, 170, 0.5),
      flyingBird(650, 130, 0.4, C.black, true),
      flyingBird(140, 150, 0.45),
    ].join(""),
  }),
};

/** Striped fields on the distant hills, for the farm. */
function fields(scene: Scene): string {
  const { W, s, oy } = scene;
  const y = oy + GROUND * s;
  const bands: string[] = [];
  const colors = [C.yellowLight, C.greenLight, C.yellow, C.greenTint];
  for (let i = 0; i < 4; i++) {
    const top = y - (70 - i * 16) * s;
    bands.push(rect(0, top, W, 16 * s, colors[i] as string, { opacity: 0.8 }));
  }
  return bands.join("");
}

/** A street map filling the canvas: blocks, a river, parks and roads. */
function mapBackdrop(scene: Scene): string {
  const { W, H, s, rand } = scene;
  const parts: string[] = [rect(0, 0, W, H, "#eef3ef")];
  const block = 120 * s;
  for (let x = 0; x < W; x += block) {
    for (let y = 0; y < H; y += block) {
      const r = rand();
      const fill = r < 0.18 ? C.greenTint : r < 0.24 ? C.yellowPale : "#e1e8e4";
      parts.push(rect(x + 10 * s, y + 10 * s, block - 20 * s, block - 20 * s, fill, { rx: 6 * s }));
    }
  }
  parts.push(
    path(
      `M${-20} ${H * 0.78} C${W * 0.3} ${H * 0.6} ${W * 0.55} ${H * 1.05} ${W + 20} ${H * 0.72}`,
      "none",
      {
        stroke: "#bfe0ee",
        "stroke-width": fmt(46 * s),
      },
    ),
  );
  for (let x = 0; x < W; x += block) parts.push(line(x, 0, x, H, C.white, 12 * s));
  for (let y = 0; y < H; y += block) parts.push(line(0, y, W, y, C.white, 12 * s));
  parts.push(
    line(0, H * 0.15, W, H * 0.55, C.yellow, 16 * s),
    line(W * 0.62, 0, W * 0.45, H, C.white, 20 * s),
  );
  return parts.join("");
}

function mapPins(): string {
  return [
    pin(220, 230, 1.1),
    pin(560, 180, 1.1),
    pin(470, 400, 1.1),
    pin(640, 360, 0.9),
    pin(330, 330, 1.5, C.yellow, C.black),
    circle(330, 340, 60, C.yellow, { opacity: 0.18 }),
  ].join("");
}

export function isSubject(value: unknown): value is Subject {
  return typeof value === "string" && (SUBJECTS as readonly string[]).includes(value);
}
