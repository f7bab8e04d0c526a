/**
 * @module The photos a visitor may send with a contact request: how many, how
 * large and of which kinds. The browser uses the limits to say so before sending;
 * the worker (worker/contact/photos.ts) enforces them and recognises each image by
 * its first bytes, never by the name or the type the browser declared.
 */

/** The form field (multipart) the photos travel in. */
export const PHOTOS_FIELD = "photos";
export const MAX_PHOTOS = 5;
/** All photos of one request together. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp" | "image/heic";

/** What the file picker offers; HEIC (iPhones) and WebP are taken when the browser sends them. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

export const PHOTO_EXTENSION: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
};

/**
 * Why photos were refused: too many, too large together, not an image we take, or
 * photos are not taken at all (no bucket or signing secret configured).
 */
export type PhotoError = "too_many" | "too_large" | "not_an_image" | "not_accepted";

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type its first bytes show, or null when it is none we take. */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return "image/jpeg";
  if (head.length >= 8 && ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP")
    return "image/webp";
  // ISO base media: "ftyp" then a brand of the HEIF family (HEIC photos from phones).
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].includes(brand))
      return "image/heic";
  }
  return null;
}

/** The browser's view of chosen files, before sending: the first limit they break, if any. */
export function checkChosenPhotos(files: readonly { size: number }[]): PhotoError | null {
  if (files.length > MAX_PHOTOS) return "too_many";
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_PHOTO_BYTES) return "too_large";
  return null;
}
