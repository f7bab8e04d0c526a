/**
 * @module An uploaded file and a resolved icon as the site uses them: the
 * content service's `UploadFile` entities become `Media` (worker/content/normalize.ts),
 * with their formats as a list from the smallest up and URLs on the storage bucket
 * made site paths.
 */

/** An icon's SVG: `<svg viewBox="0 0 {w} {h}"><path d="{d}"/></svg>` (resolved on the server). */
export interface IconData {
  w: number;
  h: number;
  d: string;
}

export interface MediaFormat {
  name: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Where a picture's subject is, in percent of its width and height from the top
 * left, in steps of 5: a crop keeps that point (client/styles/focal-point.css) and
 * a page header puts its title away from it. Editors write it in the media
 * library's caption, `focus: 50% 55%` (cms/CONTRACT.md, Media).
 */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface Media {
  url: string;
  name: string;
  alternativeText: string | null;
  caption?: string | null;
  /** Absent: the picture's middle. */
  focus?: FocalPoint;
  width: number | null;
  height: number | null;
  mime: string;
  ext?: string | null;
  /** Kilobytes. */
  size?: number;
  formats: MediaFormat[];
}
