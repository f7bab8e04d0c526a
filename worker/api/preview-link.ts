/**
 * @module The signed link the CMS's Preview button opens: `GET
 * /api/preview/enter?path=…&expires=…&status=…&signature=…`. The CMS (the kit's
 * `preview.js` for Strapi 5, `preview-url.js` for Strapi 4) signs the path, the
 * expiry (epoch seconds, minutes ahead) and the status (`draft` or `published`)
 * with HMAC-SHA256 and the secret it shares with the site, `PREVIEW_LINK_SECRET`.
 * The signature binds the link to that one path: another path, a later expiry or
 * another status is another message and does not verify. Verification is
 * WebCrypto's own `verify`, which compares in constant time, of the signature in
 * its one canonical spelling: base64url's last character carries two bits that
 * decoding drops, and a signature with them changed is not the one the kit made.
 */
import type { Env } from "../env";
import { returnPath } from "./return-path";

export const LINK_STATUSES = ["draft", "published"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
/** A link valid for longer than this was not made by the kit: refused. */
export const MAX_LINK_SECONDS = 3600;
/** A secret shorter than this is a mistake, not a key. */
export const MIN_LINK_SECRET_LENGTH = 32;
const MAX_PATH_LENGTH = 1024;
const EXPIRES = /^[0-9]{1,12}$/;
/** 32 bytes of HMAC-SHA256, base64url without padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The secret the CMS signs links with (`PREVIEW_LINK_SECRET`); null when unset or too short. */
export function linkSecret(env: Env): string | null {
  const secret = env.PREVIEW_LINK_SECRET?.trim() ?? "";
  return secret.length >= MIN_LINK_SECRET_LENGTH ? secret : null;
}

export type LinkCheck =
  | {
      readonly ok: true;
      readonly path: string;
      readonly status: LinkStatus;
      /** The link's own name: its signature, one per path, expiry and status. */
      readonly signature: string;
      /** Epoch seconds. */
      readonly expires: number;
    }
  | { readonly ok: false; readonly reason: "malformed" | "altered" | "expired" | "too long" };

/** What is signed: one line per field, so no field can run into the next. */
export function linkMessage(path: string, expires: number, status: LinkStatus): string {
  return `site preview link v1\n${path}\n${expires}\n${status}`;
}

/** Checks a link's query; `now` in epoch seconds. */
export async function verifyPreviewLink(
  query: Record<string, string | undefined>,
  secret: string,
  now = Date.now() / 1000,
): Promise<LinkCheck> {
  const { path, expires, signature } = query;
  const status = query.status ?? "draft";
  if (
    typeof path !== "string" ||
    path.length > MAX_PATH_LENGTH ||
    returnPath(path) !== path ||
    typeof expires !== "string" ||
    !EXPIRES.test(expires) ||
    typeof signature !== "string" ||
    !SIGNATURE.test(signature) ||
    !isStatus(status)
  ) {
    return { ok: false, reason: "malformed" };
  }
  const at = Number(expires);
  const signed = fromBase64Url(signature);
  const valid =
    toBase64Url(signed) === signature &&
    (await crypto.subtle.verify(
      "HMAC",
      await keyFor(secret),
      signed,
      new TextEncoder().encode(linkMessage(path, at, status)),
    ));
  if (!valid) return { ok: false, reason: "altered" };
  if (at <= now) return { ok: false, reason: "expired" };
  if (at > now + MAX_LINK_SECONDS) return { ok: false, reason: "too long" };
  return { ok: true, path, status, signature, expires: at };
}

function isStatus(value: string): value is LinkStatus {
  return (LINK_STATUSES as readonly string[]).includes(value);
}

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
