/**
 * What a scene of the seed's illustrations is drawn on: an 800×600 stage with
 * the ground at y = 470, scaled to fit the image and centred, while backdrops
 * bleed to the image's edges.
 */
import { C } from "./illustration-kit";
import { type Attrs, rect } from "./svg";

export const STAGE_W = 800;
export const STAGE_H = 600;
export const GROUND = 470;

export interface Scene {
  W: number;
  H: number;
  /** Stage scale and offset: stage point (x, y) lands on (ox + x·s, oy + y·s). */
  s: number;
  ox: number;
  oy: number;
  rand: () => number;
}

export interface Composition {
  ground?: "grass" | "street" | "none";
  hills?: boolean;
  sun?: [number, number] | false;
  clouds?: number;
  /** Drawn in canvas coordinates before the stage (full-bleed backdrops). */
  backdrop?: string;
  stage: string;
}

/** A wall far wider than the stage, so wide images keep it to their edges. */
export function wideWall(
  top: number,
  bottom: number,
  fill: string = C.sand,
  bricks = true,
): string {
  return (
    rect(-3000, top, 6800, bottom - top, fill) +
    (bricks ? rect(-3000, top, 6800, bottom - top, "url(#bricks)", { opacity: 0.7 }) : "")
  );
}

/** A band across the whole image's width, from stage y top to bottom. */
export function band(top: number, bottom: number, fill: string, extra: Attrs = {}): string {
  return rect(-3000, top, 6800, bottom - top, fill, extra);
}
