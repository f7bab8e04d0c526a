/**
 * @module The contact form's one validation schema (spec sections 3 and 5): the
 * browser checks with it before sending and the worker checks with it before
 * storing, so a value is valid on both sides or on neither.
 *
 * Field names are the content service's (`ContactRequestInput`), so a valid form
 * is the mutation's input as it is.
 */
import * as v from "valibot";

export const CONTACT_FIELDS = [
  "business_name",
  "contact_person",
  "email",
  "phone",
  "message",
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Minimum lengths after trimming: a one-letter company or a two-word message is a typo or a bot. */
export const MIN_LENGTH = { business_name: 2, contact_person: 2, message: 10 } as const;
/** Upper bounds keep one request well inside the endpoint's body limit. */
export const MAX_LENGTH = {
  business_name: 200,
  contact_person: 200,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

// Spec section 5: a local part, "@", then a domain whose top-level domain has at
// least two letters, or a bracketed IPv4 address (`someone@[192.0.2.1]`).
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN = "(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,}";
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const BRACKETED_IP = `\\[${OCTET}(?:\\.${OCTET}){3}\\]`;
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN}|${BRACKETED_IP})$`);

/** Digits with the usual separators and an optional leading "+", at least 6 digits. */
export const PHONE_PATTERN = /^\+?(?=(?:\D*\d){6,})[\d\s\-./()]+$/;

/** A text field: trimmed; in error when missing, empty or shorter than `min` (spec section 5). */
function requiredText(min: number, max: number) {
  return v.pipe(
    v.nullish(v.string(), ""),
    v.trim(),
    v.nonEmpty("required"),
    v.minLength(min, "too_short"),
    v.maxLength(max, "too_long"),
  );
}

export const ContactFormSchema = v.object({
  business_name: requiredText(MIN_LENGTH.business_name, MAX_LENGTH.business_name),
  contact_person: requiredText(MIN_LENGTH.contact_person, MAX_LENGTH.contact_person),
  email: v.pipe(
    v.nullish(v.string(), ""),
    v.trim(),
    v.nonEmpty("required"),
    v.maxLength(MAX_LENGTH.email, "too_long"),
    v.regex(EMAIL_PATTERN, "invalid"),
  ),
  // Optional: empty after trimming means "not given"; anything else must look like a number.
  phone: v.pipe(
    v.nullish(v.string(), ""),
    v.trim(),
    v.transform((value) => value || null),
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(MAX_LENGTH.phone, "too_long"),
        v.regex(PHONE_PATTERN, "invalid"),
      ),
    ),
  ),
  message: requiredText(MIN_LENGTH.message, MAX_LENGTH.message),
});

export type ContactFormInput = Partial<Record<ContactField, string | null>>;
export type ContactRequest = v.InferOutput<typeof ContactFormSchema>;
export type FieldError = "required" | "too_short" | "too_long" | "invalid";
export type FieldErrors = Partial<Record<ContactField, FieldError>>;

export type ContactFormValidation =
  | { ok: true; value: ContactRequest }
  | { ok: false; errors: FieldErrors };

/** Validates the five fields; every field in error is named, with the first rule it broke. */
export function validateContactForm(input: unknown): ContactFormValidation {
  const result = v.safeParse(ContactFormSchema, isRecord(input) ? input : {});
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (isContactField(field) && !errors[field]) errors[field] = toFieldError(issue.message);
  }
  return { ok: false, errors };
}

/** What travels with the form besides the fields: not content, so not part of the request. */
export const SubmissionMetaSchema = v.object({
  // Made by the browser (or the server for the form without JavaScript), one per
  // message: a double click or a retried POST carries the same key.
  idempotency_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  bot_token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});
export type SubmissionMeta = v.InferOutput<typeof SubmissionMetaSchema>;

/** The form field a visitor's browser posts the idempotency key and bot token in. */
export const IDEMPOTENCY_FIELD = "idempotency_key";
export const BOT_TOKEN_FIELD = "bot_token";
/** The bot check's action name: the worker requires this action in the verified token. */
export const BOT_CHECK_ACTION = "contact";

/** The contact endpoint the browser posts to with JavaScript; without it the form posts to its page. */
export const CONTACT_API_PATH = "/api/contact";

/** A fresh idempotency key: 32 hex digits. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isContactField(key: unknown): key is ContactField {
  return typeof key === "string" && (CONTACT_FIELDS as readonly string[]).includes(key);
}

function toFieldError(message: string): FieldError {
  return message === "required" ||
    message === "too_short" ||
    message === "too_long" ||
    message === "invalid"
    ? message
    : "invalid";
}

/** How a post without JavaScript went, for the page the worker answers it with. */
export interface SubmissionResult {
  outcome: "submitted" | "invalid" | "failed";
  errors?: FieldErrors;
  /** What the visitor sent, when it was not stored, so nothing has to be typed again. */
  values?: ContactFormInput;
}

/** What the contact page's form needs from the worker, in the contact view's route data. */
export interface ContactFormState {
  /** The bot check's public site key; null when the check is off. */
  botCheckSiteKey: string | null;
  /** A fresh key for this form, so that the form also works without JavaScript. */
  idempotencyKey: string;
  submission?: SubmissionResult;
}
