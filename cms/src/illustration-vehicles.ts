/** The vehicles of the seed's drawings, on the same stage and palette as illustration-kit.ts. */
import { C } from "./illustration-kit";
import { circle, path, rect } from "./svg";

/**
 * An installer's van seen from the side, standing on `y` (the street) from `x`,
 * its rear doors open towards the left: the brand's stripe and mark on its side.
 */
export function van(x: number, y: number): string {
  const wheel = (cx: number) =>
    circle(cx, y - 22, 34, "#2a302f") + circle(cx, y - 22, 14, C.greyLight);
  return [
    // the open rear door, seen edge-on beside the load space
    rect(x - 54, y - 196, 54, 160, C.greyPale, { stroke: C.greyDark, "stroke-width": 4, rx: 6 }),
    rect(x - 42, y - 180, 30, 50, C.glass),
    // body and cab
    path(
      `M${x} ${y - 40} L${x} ${y - 190} Q${x} ${y - 204} ${x + 14} ${y - 204} L${x + 300} ${y - 204} Q${x + 318} ${y - 204} ${x + 328} ${y - 188} L${x + 368} ${y - 122} L${x + 404} ${y - 110} Q${x + 414} ${y - 106} ${x + 414} ${y - 94} L${x + 414} ${y - 40} Z`,
      C.white,
      { stroke: C.greyDark, "stroke-width": 4, "stroke-linejoin": "round" },
    ),
    // the load space's dark opening, where the rolls of netting come from
    rect(x + 4, y - 192, 26, 148, C.black, { opacity: 0.85 }),
    path(`M${x + 312} ${y - 192} L${x + 352} ${y - 126} L${x + 312} ${y - 126} Z`, C.glass, {
      stroke: C.greyDark,
      "stroke-width": 3,
      "stroke-linejoin": "round",
    }),
    rect(x + 304, y - 196, 4, 150, C.greyLight),
    rect(x + 4, y - 96, 406, 18, C.green),
    circle(x + 170, y - 146, 24, C.green),
    path(`M${x + 158} ${y - 140} q12 -22 26 -10 q-8 4 -14 14 z`, C.white),
    rect(x + 396, y - 78, 18, 12, C.yellowLight, { rx: 3 }),
    rect(x - 6, y - 46, 428, 10, C.greyDark, { rx: 4 }),
    wheel(x + 88),
    wheel(x + 330),
  ].join("");
}
