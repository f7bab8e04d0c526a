/**
 * @module The photos sent with a contact request: checked (count, total size, and
 * each file's first bytes), stored in the private R2 bucket `CONTACT_PHOTOS` before
 * the visitor hears "sent", and shown to the person who answers through links the
 * worker signs (`photoLinks`) and serves (`servePhoto`). The bucket has no public
 * access and nothing lists it: a photo is reachable only through a signed link,
 * which expires.
 */
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_EXTENSION,
  PHOTOS_FIELD,
  type PhotoError,
  type PhotoType,
  sniffPhotoType,
} from "../../shared/contact-photos";
import type { Env } from "../env";
import { sha256Hex } from "./bot-check";

/** A checked photo, ready to store. */
export interface PhotoUpload {
  bytes: ArrayBuffer;
  type: PhotoType;
  name: string;
}

/** A stored photo, as the outbox keeps it until delivery. */
export interface StoredPhoto {
  key: string;
  type: PhotoType;
  size: number;
  name: string;
}

/** A photo as the content service receives it: where the person who answers can see it. */
export interface DeliveredPhoto {
  url: string;
  type: PhotoType;
  size: number;
  name: string;
}

/** The path signed links point to; the key follows. */
export const PHOTO_PATH = "/api/contact/photos/";
/** How long a delivered link lets someone see the photo. */
export const PHOTO_LINK_DAYS = 90;
/** The signing secret must be long enough to resist guessing, like PREVIEW_SECRET. */
const MIN_SECRET_LENGTH = 32;

/** Photos are taken only with the bucket bound and a signing secret set. */
export function photosEnabled(env: Env): boolean {
  return (
    Boolean(env.CONTACT_PHOTOS) && (env.CONTACT_PHOTO_SECRET?.length ?? 0) >= MIN_SECRET_LENGTH
  );
}

/**
 * The files of a multipart post, checked: none (an empty picker sends one empty
 * file), the photos, or the first rule they break.
 */
export async function readPhotos(
  form: FormData | null,
): Promise<{ ok: true; photos: PhotoUpload[] } | { ok: false; error: PhotoError }> {
  const files = (form?.getAll(PHOTOS_FIELD) ?? []).filter(
    (value): value is File => typeof value !== "string" && value.size > 0,
  );
  if (files.length > MAX_PHOTOS) return { ok: false, error: "too_many" };
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_PHOTO_BYTES)
    return { ok: false, error: "too_large" };
  const photos: PhotoUpload[] = [];
  for (const file of files) {
    const bytes = await file.arrayBuffer();
    const type = sniffPhotoType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
    if (!type) return { ok: false, error: "not_an_image" };
    photos.push({ bytes, type, name: safeName(file.name, type) });
  }
  return { ok: true, photos };
}

/**
 * Stores the photos under keys made from the request's key, so a retried post
 * writes the same objects again instead of new ones.
 */
export async function storePhotos(
  bucket: R2Bucket,
  requestKey: string,
  photos: PhotoUpload[],
): Promise<StoredPhoto[]> {
  const folder = (await sha256Hex(`photos:${requestKey}`)).slice(0, 32);
  return Promise.all(
    photos.map(async (photo, index) => {
      const key = `requests/${folder}/${index + 1}.${PHOTO_EXTENSION[photo.type]}`;
      await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.type } });
      return { key, type: photo.type, size: photo.bytes.byteLength, name: photo.name };
    }),
  );
}

/** Removes photos whose request could not be stored, so nothing is kept for a refused post. */
export async function dropPhotos(bucket: R2Bucket, photos: StoredPhoto[]): Promise<void> {
  if (photos.length) await bucket.delete(photos.map((photo) => photo.key));
}

/** Signed, expiring links to the photos, for the content service. */
export async function photoLinks(
  secret: string,
  origin: string,
  photos: StoredPhoto[],
  now: number,
): Promise<DeliveredPhoto[]> {
  const expires = now + PHOTO_LINK_DAYS * 86_400_000;
  return Promise.all(
    photos.map(async ({ key, type, size, name }) => {
      const signature = await sign(secret, `${key}\n${expires}`);
      const query = new URLSearchParams({ expires: String(expires), signature });
      return { url: `${origin}${PHOTO_PATH}${key}?${query}`, type, size, name };
    }),
  );
}

/** Answers a signed link with its photo; anything else is a 404, so nothing can be probed. */
export async function servePhoto(env: Env, url: URL, now: number): Promise<Response> {
  const key = url.pathname.slice(PHOTO_PATH.length);
  const expires = Number(url.searchParams.get("expires"));
  const signature = url.searchParams.get("signature") ?? "";
  const secret = env.CONTACT_PHOTO_SECRET;
  const valid =
    photosEnabled(env) &&
    secret &&
    /^requests\/[0-9a-f]{32}\/[1-5]\.(jpg|png|webp|heic)$/.test(key) &&
    Number.isFinite(expires) &&
    expires > now &&
    timingSafeEqual(signature, await sign(secret, `${key}\n${expires}`));
  const object = valid ? await env.CONTACT_PHOTOS?.get(key) : null;
  if (!object) return new Response("Not Found", { status: 404, headers: PRIVATE });
  return new Response(object.body, {
    headers: {
      ...PRIVATE,
      "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "content-length": String(object.size),
    },
  });
}

/** A customer's photo: never kept by a shared cache, never guessed into another type. */
const PRIVATE = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex",
  "content-disposition": "inline",
};

async function sign(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`contact-photos:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The file's name for the person who answers: plain characters, bounded, the true extension. */
function safeName(name: string, type: PhotoType): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "_")
    .slice(0, 80);
  return `${base || "photo"}.${PHOTO_EXTENSION[type]}`;
}
