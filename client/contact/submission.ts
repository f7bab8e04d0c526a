/**
 * @module What sending a contact request needs beyond the form's own state: the
 * idempotency keys already used in this page session (a page's data can come
 * back from the cache, and a used key must not be sent again), the form's empty
 * values and those of a submission the worker answered, the focus on the first
 * field to correct, the bot check's token, and the post itself.
 */
import { BOT_CHECK_SCRIPT } from "../../shared/bot-check-provider";
import {
  BOT_CHECK_ACTION,
  type ContactField as ContactFieldName,
  type ContactFormInput,
  type FieldErrors,
} from "../../shared/contact-form-fields";
import { PHOTOS_FIELD, type PhotoError } from "../../shared/contact-photos";
import { ReCaptcha } from "./bot-check";

export type Outcome = "submitted" | "invalid" | "failed";

/** The fields as a new request starts. */
export const EMPTY: Record<ContactFieldName, string> = {
  business_name: "",
  contact_person: "",
  email: "",
  phone: "",
  message: "",
};

/** Keys of messages stored in this page session. */
export const usedKeys = new Set<string>();

/** The text fields of a submission the worker answered, to show them again. */
export function clean(
  values: ContactFormInput | undefined,
): Partial<Record<ContactFieldName, string>> {
  const result: Partial<Record<ContactFieldName, string>> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === "string") result[name as ContactFieldName] = value;
  }
  return result;
}

/** Takes the visitor to the first field to correct. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

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

/**
 * The shared schema (with valibot) checks the fields before sending; its code loads
 * when the visitor first turns to the form, not with the page.
 */
let schema: Promise<typeof import("../../shared/contact-form")> | undefined;
export function loadSchema() {
  schema ??= import("../../shared/contact-form");
  return schema;
}

/** The fields checked with the shared schema; null when its code could not load (tried again next time). */
export async function checkFields(values: Record<ContactFieldName, string>) {
  try {
    return (await loadSchema()).validateContactForm(values);
  } catch {
    schema = undefined;
    return null;
  }
}
