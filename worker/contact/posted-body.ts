/**
 * @module A contact post's body as the endpoints read it (routes.ts): JSON or a
 * form post, as a flat record of its text fields, held to the fields' limit.
 */
import { CONTACT_FIELDS, type ContactFormInput } from "../../shared/contact-form";

/** Five fields of at most 5000 characters fit many times over; more is not a contact request. */
export const MAX_BODY_BYTES = 32 * 1024;

/** What the visitor typed into the form's fields, to put back into the page. */
export function typedValues(fields: Record<string, unknown>): ContactFormInput {
  const values: ContactFormInput = {};
  for (const name of CONTACT_FIELDS) {
    const value = fields[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * A form post's text fields when its stated length is within the fields' limit
 * (cheap to read), else null: a large post refused for the rate is not parsed.
 */
export async function smallFormFields(request: Request): Promise<Record<string, unknown> | null> {
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!(length <= MAX_BODY_BYTES)) return null;
  const body = await readFields(request);
  return body && body !== "too_large" ? body.fields : null;
}

export interface PostedBody {
  fields: Record<string, unknown>;
  /** The parsed form of a form post, where its photos are; null for JSON. */
  form: FormData | null;
}

/**
 * JSON or a form post, as a flat record of strings (and the form, for its files);
 * null when it is neither; "too_large" when its text fields alone pass the fields'
 * limit (a multipart post may be larger for its photos, its fields may not).
 */
export async function readFields(request: Request): Promise<PostedBody | "too_large" | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return isFields(body) ? { fields: body, form: null } : null;
    }
    if (
      type.includes("application/x-www-form-urlencoded") ||
      type.includes("multipart/form-data")
    ) {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      let bytes = 0;
      const encoder = new TextEncoder();
      form.forEach((value, name) => {
        if (typeof value !== "string") return;
        fields[name] = value;
        bytes += encoder.encode(name).byteLength + encoder.encode(value).byteLength;
      });
      if (bytes > MAX_BODY_BYTES) return "too_large";
      return { fields, form };
    }
  } catch {
    return null;
  }
  return null;
}

function isFields(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
