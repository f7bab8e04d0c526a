/**
 * @module The editor's preview session: the cookie the site issues once an editor
 * has signed in, with a content-service token the service accepted or with a
 * signed link from the CMS (preview-link.ts). It holds the session's id, its
 * expiry and, for a token sign-in, the token (a link's session reads drafts with
 * the site's own `CMS_PREVIEW_TOKEN`), sealed with the site's secret
 * `PREVIEW_SECRET` (AES-GCM, a key derived with HKDF): only a cookie the site
 * itself issued opens, and nobody can read the token out of it or stretch its
 * expiry. Anything else in the cookie counts as signed out. The id is what
 * signing out revokes (preview-revocation.ts).
 *
 * Without the secret (or with one too short to be one) there is no preview at
 * all: sign-in answers 503, every preview cookie is ignored, and the log says why
 * once per isolate (`preview.secret_missing`).
 */
import type { Env } from "../env";
import { logEvent } from "../log";

/** How long a preview session lasts (spec: the cookie is valid for 7 days). */
export const SESSION_SECONDS = 7 * 24 * 3600;
/**
 * How long a session opened from the CMS's link lasts: an editor's working hour.
 * Each click on Preview in the CMS opens a new one (a link opens one session
 * only: preview-link-uses.ts), so an editor at work renews it as they go.
 */
export const LINK_SESSION_SECONDS = 3600;
/** A secret shorter than this is a mistake, not a key. */
const MIN_SECRET_LENGTH = 32;
/** Longer tokens are not content-service tokens; the cookie must stay under 4 KB. */
export const MAX_TOKEN_LENGTH = 1024;

const VERSION = "v1";
/** A session id as {@link newSession} makes it. */
const SESSION_ID = /^[0-9a-f-]{36}$/;
const SEALED = /^v1\.([A-Za-z0-9_-]{40,2000})$/;
const IV_BYTES = 12;
const INFO = new TextEncoder().encode("editor preview session v1");

let warned = false;

/** The secret the sessions are sealed with, or null (logged once) when it is unusable. */
export function previewSecret(env: Env): string | null {
  const secret = env.PREVIEW_SECRET?.trim() ?? "";
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  if (!warned) {
    warned = true;
    logEvent("error", "preview.secret_missing", {
      reason: secret
        ? `PREVIEW_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`
        : "PREVIEW_SECRET is not set",
      fix: "set it with `wrangler secret put PREVIEW_SECRET`; until then editor preview is off",
    });
  }
  return null;
}

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: INFO },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/** One editor's preview session, as its cookie holds it. */
export interface PreviewSession {
  /** Random; what signing out revokes. */
  readonly id: string;
  /** Epoch seconds. */
  readonly expires: number;
  /** The editor's token (token sign-in), or none: the site's own preview token (link sign-in). */
  readonly token: string | null;
}

/** A new session, valid for `seconds` from now. */
export function newSession(token: string | null, seconds: number): PreviewSession {
  return { id: crypto.randomUUID(), expires: Math.floor(Date.now() / 1000) + seconds, token };
}

/** The cookie value of a session. */
export async function sealSession(session: PreviewSession, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const fields = {
    i: session.id,
    e: session.expires,
    ...(session.token ? { t: session.token } : {}),
  };
  const plain = new TextEncoder().encode(JSON.stringify(fields));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret), plain),
  );
  const bytes = new Uint8Array(iv.length + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, iv.length);
  return `${VERSION}.${toBase64Url(bytes)}`;
}

/** The session in a cookie the site issued and that has not expired; null for anything else. */
export async function openSession(
  value: string,
  secret: string,
  now = Date.now() / 1000,
): Promise<PreviewSession | null> {
  const encoded = SEALED.exec(value)?.[1];
  if (!encoded) return null;
  const bytes = fromBase64Url(encoded);
  if (!bytes || bytes.length <= IV_BYTES + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) },
      await keyFor(secret),
      bytes.slice(IV_BYTES),
    );
    const session: unknown = JSON.parse(new TextDecoder().decode(plain));
    if (!session || typeof session !== "object") return null;
    const { i, t, e } = session as { i?: unknown; t?: unknown; e?: unknown };
    if (typeof i !== "string" || !SESSION_ID.test(i)) return null;
    if (typeof e !== "number" || e <= now) return null;
    if (t !== undefined && (typeof t !== "string" || !t)) return null;
    return { id: i, expires: e, token: t ?? null };
  } catch {
    // Not sealed with this secret, or altered: not a session of ours.
    return null;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
