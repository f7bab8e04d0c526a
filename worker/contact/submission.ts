/**
 * @module One contact-form submission, from the posted fields to a stored outbox
 * row (the visitor's rate limit is asked before the body is read: routes.ts): validation with the shared schema, the bot check, then the
 * durable write. Only after the write does the visitor hear "submitted"; the
 * delivery to the content service follows in the background (delivery.ts).
 * The JSON endpoint and the form without JavaScript (routes.ts) both use it.
 */
import * as v from "valibot";
import {
  BOT_TOKEN_FIELD,
  type FieldErrors,
  IDEMPOTENCY_FIELD,
  SubmissionMetaSchema,
  validateContactForm,
} from "../../shared/contact-form";
import type { PhotoError } from "../../shared/contact-photos";
import type { Locale } from "../../shared/locales";
import type { Env, Settings } from "../env";
import { logEvent } from "../log";
import { botCheckConfig, sha256Hex, verifyBotToken } from "./bot-check";
import { deliverOne } from "./delivery";
import { ContactOutbox, TokenReusedError } from "./outbox";
import {
  dropPhotos,
  type PhotoUpload,
  photosEnabled,
  type StoredPhoto,
  storePhotos,
} from "./photos";

export type SubmissionOutcome =
  | { kind: "submitted"; id: number; reference: string; duplicate: boolean }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "photos_refused"; error: PhotoError }
  | { kind: "bad_request" }
  | { kind: "bot_check_failed" }
  | { kind: "failed" };

export interface SubmissionRequest {
  env: Env;
  /** The request's settings (request-context.ts): where the request is delivered. */
  settings: Settings;
  waitUntil: (promise: Promise<unknown>) => void;
  requestId: string;
  /** The visitor's address: the rate limit's key and siteverify's `remoteip`. */
  remoteIp: string | null;
  /** The site's own host name, which the bot-check token must have been made on. */
  hostname: string;
  locale: Locale;
  pageUrl: string | null;
  /** The site's origin as the visitor reached it: the photos' links are made on it. */
  origin: string;
  /** The post's photos, already checked (photos.ts `readPhotos`), or why they were refused. */
  photos: { ok: true; photos: PhotoUpload[] } | { ok: false; error: PhotoError };
}

export async function submitContactRequest(
  fields: Record<string, unknown>,
  ctx: SubmissionRequest,
): Promise<SubmissionOutcome> {
  const meta = v.safeParse(SubmissionMetaSchema, {
    idempotency_key: fields[IDEMPOTENCY_FIELD],
    bot_token: fields[BOT_TOKEN_FIELD] || undefined,
  });
  if (!meta.success) return { kind: "bad_request" };
  const form = validateContactForm(fields);
  if (!form.ok) return { kind: "invalid", errors: form.errors };
  if (!ctx.photos.ok) return { kind: "photos_refused", error: ctx.photos.error };
  const photos = ctx.photos.photos;
  if (photos.length && !photosEnabled(ctx.env))
    return { kind: "photos_refused", error: "not_accepted" };

  const outbox = new ContactOutbox(ctx.env.CONTACT_OUTBOX);
  // The key names one message: the same key with other content (a form used again,
  // a page restored by the back button, other photos) is another request, never a
  // silent duplicate.
  const photoDigests = await Promise.all(
    photos.map(async (photo) =>
      [...new Uint8Array(await crypto.subtle.digest("SHA-256", photo.bytes))]
        .map((byte) => byte.toString(16).padStart(2, "0"))
        .join(""),
    ),
  );
  const content = JSON.stringify(photos.length ? [form.value, photoDigests] : form.value);
  const key = `${meta.output.idempotency_key}.${(await sha256Hex(content)).slice(0, 16)}`;
  let tokenDigest: string | null = null;
  const botCheck = botCheckConfig(ctx.env);
  if (botCheck.enabled === "misconfigured") {
    logEvent("error", "contact.bot_check_misconfigured", { requestId: ctx.requestId });
    return { kind: "failed" };
  }
  if (botCheck.enabled) {
    // A retried post of a stored request is answered as before; its token was spent.
    const stored = await outbox.stored(key);
    if (stored) return { kind: "submitted", ...stored, duplicate: true };
    const verdict = await verifyBotToken(botCheck, {
      token: meta.output.bot_token,
      remoteIp: ctx.remoteIp,
      hostname: ctx.hostname,
      idempotencyKey: key,
    });
    if (!verdict.ok) {
      logEvent("warn", "contact.bot_check_failed", {
        requestId: ctx.requestId,
        reason: verdict.reason,
      });
      return verdict.reason === "unavailable" ? { kind: "failed" } : { kind: "bot_check_failed" };
    }
    tokenDigest = await sha256Hex(meta.output.bot_token ?? "");
  }

  // The photos are in the bucket before the row that names them: a row never points
  // at a photo that is not there. A repeat of a stored request writes nothing new.
  const bucket = ctx.env.CONTACT_PHOTOS;
  let storedPhotos: StoredPhoto[] = [];
  try {
    if (photos.length && bucket && (await outbox.stored(key)) === null)
      storedPhotos = await storePhotos(bucket, key, photos);
  } catch (error) {
    logEvent("error", "contact.photos_store_failed", {
      requestId: ctx.requestId,
      error: error instanceof Error ? error.name : "unknown",
    });
    return { kind: "failed" };
  }

  try {
    const stored = await outbox.store(
      key,
      {
        ...form.value,
        locale: ctx.locale,
        page_url: ctx.pageUrl,
        ...(storedPhotos.length ? { photos: storedPhotos, site_origin: ctx.origin } : {}),
      },
      tokenDigest,
      Date.now(),
    );
    logEvent("info", "contact.stored", {
      requestId: ctx.requestId,
      outboxId: stored.id,
      duplicate: !stored.created,
    });
    if (stored.created) {
      // If this first attempt cannot even start, the cron trigger sends the row later.
      ctx.waitUntil(
        deliverOne(outbox, ctx.settings, stored.id).catch((error) =>
          logEvent("error", "contact.delivery_error", {
            outboxId: stored.id,
            error: error instanceof Error ? error.name : "unknown",
          }),
        ),
      );
    }
    return {
      kind: "submitted",
      id: stored.id,
      reference: stored.reference,
      duplicate: !stored.created,
    };
  } catch (error) {
    // Not stored: its photos go too, so a refused or failed post keeps nothing.
    if (bucket) await dropPhotos(bucket, storedPhotos).catch(() => undefined);
    if (error instanceof TokenReusedError) return { kind: "bot_check_failed" };
    logEvent("error", "contact.store_failed", {
      requestId: ctx.requestId,
      error: error instanceof Error ? error.name : "unknown",
    });
    return { kind: "failed" };
  }
}
