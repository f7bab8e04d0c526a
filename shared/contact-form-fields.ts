/**
 * @module The contact form's fields, limits and wire names (spec sections 3 and 5),
 * without the validation schema: what the browser needs to draw the form. The
 * schema that checks it on both sides is in ./contact-form.ts, which re-exports
 * all of this; the browser loads it only when the visitor starts on the form.
 *
 * Field names are the content service's (`ContactRequestInput`), so a valid form
 * is the mutation's input as it is.
 */
import type { PhotoError } from "./contact-photos";

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

export type ContactFormInput = Partial<Record<ContactField, string | null>>;
export type FieldError = "required" | "too_short" | "too_long" | "invalid";
export type FieldErrors = Partial<Record<ContactField, FieldError>>;

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

/** How a post without JavaScript went, for the page the worker answers it with. */
export interface SubmissionResult {
  outcome: "submitted" | "invalid" | "failed";
  /** The request's reference, once stored (shared/contact-reference.ts). */
  reference?: string;
  errors?: FieldErrors;
  /** Why the photos were refused (the form's text was fine). */
  photoError?: PhotoError;
  /** What the visitor sent, when it was not stored, so nothing has to be typed again. */
  values?: ContactFormInput;
}

/** What the contact page's form needs from the worker, in the contact view's route data. */
export interface ContactFormState {
  /** The bot check's public site key; null when the check is off. */
  botCheckSiteKey: string | null;
  /** A fresh key for this form, so that the form also works without JavaScript. */
  idempotencyKey: string;
  /** Photos can be sent (their bucket and signing secret are configured). */
  photos?: boolean;
  submission?: SubmissionResult;
  /**
   * The product the visitor asks about, when they came from its page ("Ask for
   * advice or a quote", `?product=<slug>`): the message starts by naming it.
   */
  product?: AskedProduct;
}

/** A product a contact request is about: a published product of the page's locale. */
export interface AskedProduct {
  title: string;
  slug: string;
}

export { PRODUCT_PARAM } from "./ask-about-product";
