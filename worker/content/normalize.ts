/**
 * @module Turns the content service's Strapi-shaped answers into the site's shapes
 * (shared/content.ts): `{ data: { id, attributes } }` becomes the record itself,
 * relation lists become arrays, and media URLs on the storage bucket become site
 * paths (`https://bucket.example.com/uploads/a.png` → `/uploads/a.png`). The type
 * of the result is computed from the answer's (shared/flattened.ts).
 */
import type { Flattened } from "../../shared/flattened";
import type { FocalPoint, IconData, Media, MediaFormat } from "../../shared/media";
import { derived } from "./derived";

export interface NormalizeOptions {
  /** The storage bucket's origin; URLs on it are served by the site as paths. */
  mediaOrigin: string | undefined;
  /** Resolves a Font Awesome class to its SVG; the result is put beside the class as `icon`. */
  resolveIcon?: (className: string) => IconData | null;
}

/**
 * The answer in the site's shapes. A shared (hot, frozen) answer is normalized once
 * and its result shared too (content/derived.ts): callers must not change it.
 *
 * `Flattened<T>` states what `walk` does, type by type; normalize.test.ts holds
 * the two together on answers of every kind.
 */
export function normalize<T>(raw: T, options: NormalizeOptions): Flattened<T>;
export function normalize(raw: unknown, options: NormalizeOptions): unknown {
  const kind = `normalize ${options.mediaOrigin ?? ""} ${resolverId(options.resolveIcon)}`;
  return derived(raw, kind, (answer) => walk(answer, options));
}

/** Results made with one icon resolver are not another's. */
const resolverIds = new WeakMap<NonNullable<NormalizeOptions["resolveIcon"]>, number>();
let resolvers = 0;

function resolverId(resolve: NormalizeOptions["resolveIcon"]): number {
  if (!resolve) return 0;
  let id = resolverIds.get(resolve);
  if (id === undefined) {
    id = ++resolvers;
    resolverIds.set(resolve, id);
  }
  return id;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const notNull = <T>(item: T | null): item is T => item !== null;

function walk(value: unknown, options: NormalizeOptions): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, options)).filter(notNull);
  if (!isRecord(value)) return value;
  if ("data" in value && Object.keys(value).every((key) => key === "data" || key === "meta")) {
    const data = value.data;
    if (data === null || data === undefined) return null;
    if (Array.isArray(data))
      return data.map((entity) => walkEntity(entity, options)).filter(notNull);
    return walkEntity(data, options);
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = walk(item, options);
  describeImages(out);
  const iconClass = out.fa_class ?? out.icon_class;
  if (typeof iconClass === "string" && iconClass.trim() && options.resolveIcon) {
    out.icon = options.resolveIcon(iconClass);
  }
  return out;
}

/**
 * A media library's `alternativeText` is one language; the record beside the
 * image says it in the page's (`image_alt`, a product's `image_alts` in the order
 * of its `images`). Where it does, that description is the image's; where it is
 * empty, the media's own stays.
 */
function describeImages(record: Record<string, unknown>): void {
  const alt = record.image_alt;
  if (typeof alt === "string" && alt.trim() && isRecord(record.image))
    record.image = { ...record.image, alternativeText: alt.trim() };
  const alts = record.image_alts;
  if (Array.isArray(alts) && Array.isArray(record.images))
    record.images = record.images.map((image: unknown, index) => {
      const text = alts[index];
      return typeof text === "string" && text.trim() && isRecord(image)
        ? { ...image, alternativeText: text.trim() }
        : image;
    });
}

function walkEntity(entity: unknown, options: NormalizeOptions): unknown {
  if (!isRecord(entity)) return null;
  const { id, attributes } = entity;
  if (!isRecord(attributes)) return null;
  if (typeof attributes.mime === "string" && typeof attributes.url === "string") {
    return toMedia(attributes, options);
  }
  const record = walk(attributes, options);
  return { id: id == null ? undefined : String(id), ...(isRecord(record) ? record : {}) };
}

function toMedia(file: Record<string, unknown>, options: NormalizeOptions): Media {
  const formats = isRecord(file.formats) ? file.formats : {};
  const focus = typeof file.caption === "string" ? focalPoint(file.caption) : undefined;
  return {
    ...(focus && { focus }),
    url: mediaPath(String(file.url), options),
    name: String(file.name ?? ""),
    alternativeText: typeof file.alternativeText === "string" ? file.alternativeText : null,
    caption: typeof file.caption === "string" ? file.caption : null,
    width: typeof file.width === "number" ? file.width : null,
    height: typeof file.height === "number" ? file.height : null,
    mime: String(file.mime),
    ext: typeof file.ext === "string" ? file.ext : null,
    size: typeof file.size === "number" ? file.size : undefined,
    formats: Object.entries(formats)
      .map(([name, format]) => toFormat(name, format, options))
      .filter((format): format is MediaFormat => format !== null)
      .sort((a, b) => a.width - b.width),
  };
}

/**
 * The focal point an editor wrote in the media's caption, `focus: 62% 30%`
 * (across, then down), rounded to the steps the stylesheet knows. Strapi's media
 * library has no field of its own for it, and its caption is per file, so the
 * point goes wherever the picture is used; the site never shows that caption.
 */
function focalPoint(caption: string): FocalPoint | undefined {
  const match = /\bfocus:?\s*(\d{1,3}(?:\.\d+)?)\s*%\s*,?\s*(\d{1,3}(?:\.\d+)?)\s*%/i.exec(caption);
  if (!match) return undefined;
  const step = (value: string) => Math.min(100, Math.round(Number(value) / 5) * 5);
  return { x: step(match[1] ?? "50"), y: step(match[2] ?? "50") };
}

function toFormat(name: string, format: unknown, options: NormalizeOptions): MediaFormat | null {
  if (
    !isRecord(format) ||
    typeof format.url !== "string" ||
    typeof format.width !== "number" ||
    typeof format.height !== "number"
  ) {
    return null;
  }
  return { name, url: mediaPath(format.url, options), width: format.width, height: format.height };
}

/** Strips the bucket origin so the site serves the file itself; other URLs stay as they are. */
function mediaPath(url: string, options: NormalizeOptions): string {
  const origin = options.mediaOrigin;
  if (origin && url.startsWith(`${origin}/`)) return url.slice(origin.length);
  return url;
}
