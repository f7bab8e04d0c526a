/**
 * The media library: `UploadFile` records for the seed's media, Strapi style.
 * Images are generated SVG illustrations (with thumbnail/small/medium/large
 * formats), PDFs are generated documents. File names carry a short hash of the
 * content, as Strapi's do, so `/uploads/…` can be cached as immutable: changed
 * content gets a new name.
 */

import { SEED_TIMESTAMP } from "./content";
import { renderIllustration } from "./illustrations";
import { renderPdf } from "./pdf";
import type { Fields, Seed, SeedMedia } from "./seed-types";

/** Strapi's responsive breakpoints; the thumbnail fits in 245×156. */
const FORMATS = [
  { name: "thumbnail", width: 245, height: 156 },
  { name: "small", width: 500, height: 500 },
  { name: "medium", width: 750, height: 750 },
  { name: "large", width: 1000, height: 1000 },
] as const;

const DEFAULT_SIZE = { width: 1200, height: 800 };

export interface MediaFile {
  /** The name under /uploads/, e.g. `small_pigeon_spikes_ledge_3f9a1c.svg`. */
  fileName: string;
  /** Strapi's `hash`: the file name without extension. */
  hash: string;
  name: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: Uint8Array;
}

export interface MediaItem {
  id: number;
  key: string;
  seed: SeedMedia;
  ext: string;
  original: MediaFile;
  formats: { format: string; file: MediaFile }[];
}

const encoder = new TextEncoder();

/** FNV-1a, 32 bits, as hex: a short stable content hash (not for security). */
export function shortHash(bytes: Uint8Array, salt = ""): string {
  let h = 2166136261;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 16777619);
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ (bytes[i] as number), 16777619);
  return (h >>> 0).toString(16).padStart(8, "0").slice(0, 6);
}

function baseName(name: string): string {
  return name.replace(/\.[^./]+$/, "");
}

/** `Pigeon-spikes ledge` → `pigeon_spikes_ledge`, like Strapi's snake-cased hashes. */
function snake(text: string): string {
  const out = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return out || "file";
}

/** Fits (w, h) inside (maxW, maxH), keeping the aspect ratio (sharp's `fit: inside`). */
export function fitInside(
  w: number,
  h: number,
  maxW: number,
  maxH: number,
): { width: number; height: number } {
  const scale = Math.min(maxW / w, maxH / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

function buildItem(media: SeedMedia, id: number): MediaItem {
  if (media.kind === "pdf") {
    const bytes = renderPdf({ title: media.title ?? baseName(media.name), pages: media.pages });
    const name = `${baseName(media.name)}.pdf`;
    const hash = `${snake(baseName(media.name))}_${shortHash(bytes, media.key)}`;
    return {
      id,
      key: media.key,
      seed: media,
      ext: ".pdf",
      original: {
        fileName: `${hash}.pdf`,
        hash,
        name,
        mime: "application/pdf",
        width: null,
        height: null,
        bytes,
      },
      formats: [],
    };
  }
  const width = positive(media.width) ?? DEFAULT_SIZE.width;
  const height = positive(media.height) ?? DEFAULT_SIZE.height;
  const draw = (w: number, h: number) =>
    encoder.encode(
      renderIllustration({
        subject: media.subject ?? "generic",
        key: media.key,
        width: w,
        height: h,
      }),
    );
  const bytes = draw(width, height);
  const name = `${baseName(media.name)}.svg`;
  const hash = `${snake(baseName(media.name))}_${shortHash(bytes, media.key)}`;
  const original: MediaFile = {
    fileName: `${hash}.svg`,
    hash,
    name,
    mime: "image/svg+xml",
    width,
    height,
    bytes,
  };
  const formats: MediaItem["formats"] = [];
  for (const format of FORMATS) {
    // Strapi only makes a format that is smaller than the original.
    if (width <= format.width && height <= format.height) continue;
    const size = fitInside(width, height, format.width, format.height);
    formats.push({
      format: format.name,
      file: {
        fileName: `${format.name}_${original.fileName}`,
        hash: `${format.name}_${hash}`,
        name: `${format.name}_${name}`,
        mime: "image/svg+xml",
        ...size,
        bytes: draw(size.width, size.height),
      },
    });
  }
  return { id, key: media.key, seed: media, ext: ".svg", original, formats };
}

function positive(n: unknown): number | undefined {
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}

/** Size in kilobytes with two decimals, as Strapi reports it. */
function kilobytes(bytes: Uint8Array): number {
  return Math.round(bytes.length / 10) / 100;
}

export class MediaLibrary {
  private readonly seedByKey = new Map<string, { media: SeedMedia; id: number }>();
  private readonly items = new Map<string, MediaItem>();
  private files?: Map<string, MediaFile>;

  constructor(media: SeedMedia[]) {
    media.forEach((m, i) => {
      // The first definition of a key wins, so ids do not move when a duplicate is added later.
      if (!this.seedByKey.has(m.key)) this.seedByKey.set(m.key, { media: m, id: i + 1 });
    });
  }

  has(key: string): boolean {
    return this.seedByKey.has(key);
  }

  keys(): string[] {
    return [...this.seedByKey.keys()];
  }

  /** The item for a media key; its files are drawn on first use and then kept. */
  get(key: string): MediaItem | undefined {
    const known = this.items.get(key);
    if (known) return known;
    const entry = this.seedByKey.get(key);
    if (!entry) return undefined;
    const item = buildItem(entry.media, entry.id);
    this.items.set(key, item);
    return item;
  }

  /** A file under /uploads/ by name (originals and formats). */
  file(fileName: string): MediaFile | undefined {
    if (!this.files) {
      this.files = new Map();
      for (const key of this.seedByKey.keys()) {
        const item = this.get(key);
        if (!item) continue;
        this.files.set(item.original.fileName, item.original);
        for (const { file } of item.formats) this.files.set(file.fileName, file);
      }
    }
    return this.files.get(fileName);
  }

  /** The `UploadFile` attributes, with absolute URLs on `origin`. */
  attributes(item: MediaItem, origin: string): Fields {
    const url = (file: MediaFile) => `${origin}/uploads/${file.fileName}`;
    const formats = item.formats.length
      ? Object.fromEntries(
          item.formats.map(({ format, file }) => [
            format,
            {
              name: file.name,
              hash: file.hash,
              ext: item.ext,
              mime: file.mime,
              path: null,
              width: file.width,
              height: file.height,
              size: kilobytes(file.bytes),
              sizeInBytes: file.bytes.length,
              url: url(file),
            },
          ]),
        )
      : null;
    return {
      name: item.original.name,
      alternativeText: item.seed.alternativeText ?? null,
      caption: item.seed.caption ?? null,
      width: item.original.width,
      height: item.original.height,
      formats,
      hash: item.original.hash,
      ext: item.ext,
      mime: item.original.mime,
      size: kilobytes(item.original.bytes),
      url: url(item.original),
      previewUrl: null,
      provider: "local",
      createdAt: SEED_TIMESTAMP,
      updatedAt: SEED_TIMESTAMP,
    };
  }
}

const libraries = new WeakMap<Seed, MediaLibrary>();

export function mediaLibraryFor(seed: Seed): MediaLibrary {
  const library = libraries.get(seed) ?? new MediaLibrary(seed.media);
  libraries.set(seed, library);
  return library;
}

/** The ETag of a file: its hash changes whenever its bytes do. */
export function etagOf(file: MediaFile): string {
  return `"${file.hash}-${shortHash(file.bytes)}"`;
}
