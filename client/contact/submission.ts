/**
 * @module What sending a contact request needs beyond the form's own state: the
 * idempotency keys already used in this page session (a page's data can come
 * back from the cache, and a used key must not be sent again), the form's empty
 * values and those of a submission the worker answered, the focus on the first
 * field to correct, and the code that checks and sends, loaded on demand.
 */
import type {
  ContactField as ContactFieldName,
  ContactFormInput,
  FieldErrors,
} from "../../shared/contact-form-fields";

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

/**
 * The code that checks and sends (sending.ts: the shared schema with valibot, the
 * bot check, the post) loads when the visitor first turns to the form, not with
 * the page. A failed load is tried again next time.
 */
let sending: Promise<typeof import("./sending")> | undefined;
export function loadSending() {
  sending ??= import("./sending").catch((error: unknown) => {
    sending = undefined;
    throw error;
  });
  return sending;
}
