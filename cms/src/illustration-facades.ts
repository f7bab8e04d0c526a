/**
 * Whole buildings as the work leaves them, and the company's own: a historic
 * facade whose ledges carry tension wire with no pigeon left on them, a shop
 * sign with gel dishes, and the head office with its warehouse.
 */
import {
  bush,
  C,
  cityBuilding,
  flyingPigeon,
  gelDishes,
  ledge,
  roundTree,
  tensionWire,
  warehouse,
  windowPane,
} from "./illustration-kit";
import { band, type Composition, wideWall } from "./illustration-stage";
import { group, path, rect } from "./svg";

function facadeWire(): Composition {
  const storeys = [190, 380].flatMap((y) => [
    ...[-420, -140, 140, 420, 700, 980].map(
      (x) =>
        windowPane(x + 30, y - 150, 120, 130, false) +
        path(`M${x + 20} ${y - 150} Q${x + 90} ${y - 196} ${x + 160} ${y - 150} Z`, C.sandDark),
    ),
    ledge(-3000, y, 6800, 18),
    tensionWire(-600, y, 2000),
  ]);
  return {
    ground: "street",
    sun: false,
    clouds: 1,
    stage: [
      wideWall(20, 470, "#e4d3b4"),
      band(4, 24, C.sandDark),
      tensionWire(-600, 20, 2000),
      ...storeys,
      rect(320, 400, 160, 70, "#6e5742"),
      flyingPigeon(640, 110, 0.6, true),
    ].join(""),
  };
}

/** A shopfront whose sign carries a row of optical gel dishes along its top. */
function gelSign(): Composition {
  return {
    ground: "street",
    sun: false,
    stage: [
      wideWall(-3000, 470),
      windowPane(-260, 40, 200, 150, true),
      windowPane(860, 40, 200, 150, true),
      rect(60, 250, 680, 220, C.greyDark),
      rect(80, 270, 400, 200, C.glass),
      rect(80, 270, 120, 200, C.white, { opacity: 0.35 }),
      rect(520, 290, 200, 180, C.black),
      rect(40, 170, 720, 80, C.green, { rx: 6 }),
      rect(120, 196, 360, 14, C.white, { rx: 7 }),
      rect(120, 220, 220, 10, C.greenTint, { rx: 5 }),
      gelDishes(60, 170, 680, 8),
      flyingPigeon(620, 70, 0.7, true),
      flyingPigeon(700, 110, 0.45, true),
    ].join(""),
  };
}

function headOffice(): Composition {
  return {
    ground: "street",
    hills: true,
    stage: [
      warehouse(330, 470, 440, 190),
      cityBuilding(60, 470, 280, 320, "#d6e2df", 3, 4),
      rect(60, 400, 280, 70, C.glass),
      rect(180, 410, 40, 60, C.greyDark),
      group(
        rect(0, 0, 90, 40, C.green, { rx: 8 }) + path("M22 28 Q34 6 62 12 Q52 30 22 28 Z", C.white),
        "translate(155 100)",
      ),
      roundTree(-40, 470, 0.9, 1),
      bush(20, 470, 0.9),
      roundTree(820, 470, 0.8, 0),
    ].join(""),
  };
}

export const FACADE_SUBJECTS = ["facade-wire", "gel-sign", "head-office"] as const;
export type FacadeSubject = (typeof FACADE_SUBJECTS)[number];

export const FACADE_SCENES: Record<FacadeSubject, () => Composition> = {
  "facade-wire": facadeWire,
  "gel-sign": gelSign,
  "head-office": headOffice,
};
