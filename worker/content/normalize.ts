/**
 * @module Turns the content service's Strapi-shaped answers into the site's shapes
 * (shared/content.ts): `{ data: { id, attributes } }` becomes the record itself,
 * relation lists become arrays, and media URLs on the storage bucket become site
 * paths (`https://bucket.example.com/uploads/a.png` → `/uploads/a.png`).
 */
import type { IconData, Media, MediaFormat } from "../../shared/content";
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
 */
export function normalize<T>(raw: unknown, options: NormalizeOptions): T {
  const kind = `normalize ${options.mediaOrigin ?? ""} ${resolverId(options.resolveIcon)}`;
  return derived(raw, kind, (answer) => walk(answer, options)) as T;
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

function walk(value: unknown, options: NormalizeOptions): unknown {
  if (Array.isArray(value))
    return value.map((item) => walk(item, options)).filter((item) => item !== null);
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if ("data" in record && Object.keys(record).every((key) => key === "data" || key === "meta")) {
    const data = record.data;
    if (data === null || data === undefined) return null;
    if (Array.isArray(data)) return data.map((entity) => walkEntity(entity, options));
    return walkEntity(data, options);
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) out[key] = walk(item, options);
  const iconClass = out.fa_class ?? out.icon_class;
  if (typeof iconClass === "string" && iconClass.trim() && options.resolveIcon) {
    out.icon = options.resolveIcon(iconClass);
  }
  return out;
}

function walkEntity(entity: unknown, options: NormalizeOptions): unknown {
  if (!entity || typeof entity !== "object") return null;
  const { id, attributes } = entity as {
    id?: unknown;
    attributes?: Record<string, unknown> | null;
  };
  if (!attributes) return null;
  if (typeof attributes.mime === "string" && typeof attributes.url === "string") {
    return toMedia(attributes, options);
  }
  return { id: id == null ? undefined : String(id), ...(walk(attributes, options) as object) };
}

function toMedia(file: Record<string, unknown>, options: NormalizeOptions): Media {
  const formats =
    file.formats && typeof file.formats === "object"
      ? (file.formats as Record<string, unknown>)
      : {};
  return {
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

function toFormat(name: string, raw: unknown, options: NormalizeOptions): MediaFormat | null {
  if (!raw || typeof raw !== "object") return null;
  const format = raw as Record<string, unknown>;
  if (
    typeof format.url !== "string" ||
    typeof format.width !== "number" ||
    typeof format.height !== "number"
  ) {
    return null;
  }
  return { name, url: mediaPath(format.url, options), width: format.width, height: format.height };
}

/** Strips the bucket origin so the site serves the file itself; other URLs stay as they are. */
export function mediaPath(url: string, options: NormalizeOptions): string {
  const origin = options.mediaOrigin;
  if (origin && url.startsWith(`${origin}/`)) return url.slice(origin.length);
  return url;
}
