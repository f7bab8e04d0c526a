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

export interface Media {
  url: string;
  name: string;
  alternativeText: string | null;
  caption?: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  ext?: string | null;
  /** Kilobytes. */
  size?: number;
  formats: MediaFormat[];
}
