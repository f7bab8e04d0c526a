/**
 * @module What sending a request takes, loaded when the visitor first turns to
 * the form (submission.ts, `loadSending`) rather than with the page: the shared
 * schema (with valibot) that checks the fields, the bot check's provider, and the
 * post itself.
 */
import { BOT_CHECK_SCRIPT } from "../../shared/bot-check-provider";
import { BOT_CHECK_ACTION, type FieldErrors } from "../../shared/contact-form-fields";
import { PHOTOS_FIELD, type PhotoError } from "../../shared/contact-photos";
import { ReCaptcha } from "./bot-check";

export { validateContactForm } from "../../shared/contact-form";

/** How the endpoint answered a post, in the form's terms. */
export type PostAnswer =
  | { kind: "submitted"; reference: string }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "photos"; error: PhotoError }
  | { kind: "failed" };

const PHOTO_ERRORS: readonly PhotoError[] = [
  "too_many",
  "too_large",
  "not_an_image",
  "not_accepted",
];

/**
 * Posts the request: JSON without photos, multipart with them (the same body the
 * form without JavaScript sends). Throws on a network failure.
 */
export async function postRequest(
  url: string,
  fields: Record<string, string | undefined>,
  photos: File[],
): Promise<PostAnswer> {
  let body: BodyInit;
  const headers: Record<string, string> = { accept: "application/json" };
  if (photos.length) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) form.append(name, value);
    for (const photo of photos) form.append(PHOTOS_FIELD, photo);
    body = form;
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(fields);
  }
  const response = await fetch(url, { method: "POST", headers, body });
  const answer = (await response.json().catch(() => ({}))) as {
    reference?: unknown;
    fields?: FieldErrors;
    photos?: unknown;
  };
  if (response.ok && typeof answer.reference === "string")
    return { kind: "submitted", reference: answer.reference };
  const refused = PHOTO_ERRORS.find((error) => error === answer.photos);
  if (refused) return { kind: "photos", error: refused };
  // A body too large for the endpoint can only be the photos: the text fields are bounded.
  if (response.status === 413) return { kind: "photos", error: "too_large" };
  if (response.status === 400 && answer.fields) return { kind: "invalid", fields: answer.fields };
  return { kind: "failed" };
}

/** The bot check's provider, started once per page session with its first token. */
let botCheck: ReCaptcha | undefined;
export function botToken(siteKey: string, language: string): Promise<string> {
  botCheck ??= new ReCaptcha({ siteKey, language, scripts: { base: BOT_CHECK_SCRIPT } });
  return botCheck.execute(BOT_CHECK_ACTION);
}
