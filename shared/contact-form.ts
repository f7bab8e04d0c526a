/**
 * @module The contact form's one validation schema (spec sections 3 and 5): the
 * browser checks with it before sending and the worker checks with it before
 * storing, so a value is valid on both sides or on neither.
 *
 * Field names are the content service's (`ContactRequestInput`), so a valid form
 * is the mutation's input as it is.
 */
import * as v from "valibot";
import {
  CONTACT_FIELDS,
  type ContactField,
  EMAIL_PATTERN,
  type FieldError,
  type FieldErrors,
  MAX_LENGTH,
  MIN_LENGTH,
  PHONE_PATTERN,
} from "./contact-form-fields";

export * from "./contact-form-fields";

/**
 * Every character that can end a line somewhere (CR, LF, VT, FF, NEL, U+2028,
 * U+2029: a mail client or a log may break on any of them) and every other
 * control character. In a single-line field only a crafted post has them, and
 * they must not travel on to the content service, or into a mail header made
 * from the field, where a break would start a line of the sender's choosing.
 */
const BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
const oneLine = (value: string) => value.replace(BREAKS_AND_CONTROLS, " ");

/** Line breaks of any spelling, one after another or alone: one LF each. */
const ANY_BREAK = /\r\n|[\r\v\f\u0085\u2028\u2029]/g;
/** Controls a message has no use for: all but LF and TAB. */
const OTHER_CONTROLS = /[^\P{Cc}\n\t]/gu;

/** A message keeps its lines, each break spelled LF, and nothing else of the controls. */
const multiLine = (value: string) => value.replace(ANY_BREAK, "\n").replace(OTHER_CONTROLS, "");

/**
 * The cleaning above as the Strapi kits read it (`npm run codegen` writes it to
 * their content-models.json): the e-mail to sales cleans a visitor's fields the
 * way the form did.
 */
export function kitContactCleaning() {
  const pattern = (regex: RegExp) => ({ source: regex.source, flags: regex.flags });
  return {
    contactCleaning: {
      breaksAndControls: pattern(BREAKS_AND_CONTROLS),
      anyBreak: pattern(ANY_BREAK),
      otherControls: pattern(OTHER_CONTROLS),
    },
  };
}

/** A text field: trimmed; in error when missing, empty or shorter than `min` (spec section 5). */
function requiredText(min: number, max: number, singleLine: boolean) {
  return v.pipe(
    v.nullish(v.string(), ""),
    v.transform((value: string) => (singleLine ? oneLine(value) : multiLine(value))),
    v.trim(),
    v.nonEmpty("required"),
    v.minLength(min, "too_short"),
    v.maxLength(max, "too_long"),
  );
}

export const ContactFormSchema = v.object({
  business_name: requiredText(MIN_LENGTH.business_name, MAX_LENGTH.business_name, true),
  contact_person: requiredText(MIN_LENGTH.contact_person, MAX_LENGTH.contact_person, true),
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
    v.transform(oneLine),
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
  message: requiredText(MIN_LENGTH.message, MAX_LENGTH.message, false),
});

export type ContactRequest = v.InferOutput<typeof ContactFormSchema>;

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
