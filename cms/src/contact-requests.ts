/**
 * Contact requests sent by the site's form (`createContactRequest`), kept in KV
 * so developers and tests can read them back (`GET /contact-requests`).
 */
import { validationError } from "./errors";
import { readJson, type StateStore, serialized } from "./state";

export interface ContactRequestRecord {
  id: number;
  business_name: string;
  contact_person: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string | null;
  page_url: string | null;
  reference: string | null;
  /** Signed links to the request's photos, as the site delivered them. */
  photos: ContactPhoto[] | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

export interface ContactPhoto {
  url: string;
  type: string;
  size: number;
  name: string;
}

const KEY = "contact-requests";
const REQUIRED = ["business_name", "contact_person", "email", "message"] as const;
const OPTIONAL = ["phone", "locale", "page_url", "reference"] as const;
// What Strapi's email attribute validation accepts, roughly.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function listContactRequests(state: StateStore): Promise<ContactRequestRecord[]> {
  return readJson<ContactRequestRecord[]>(state, KEY, []);
}

export async function clearContactRequests(state: StateStore): Promise<void> {
  await state.delete(KEY);
}

/** Validates like the content type would (required fields, email format) and stores the request. */
export async function addContactRequest(
  state: StateStore,
  input: Record<string, unknown>,
  now: Date,
): Promise<ContactRequestRecord> {
  const errors: { path: string[]; message: string; name: string }[] = [];
  const text = (name: string) => {
    const value = input[name];
    return typeof value === "string" ? value.trim() : "";
  };
  for (const name of REQUIRED) {
    if (!text(name))
      errors.push({ path: [name], message: `${name} must be defined.`, name: "ValidationError" });
  }
  if (text("email") && !EMAIL.test(text("email")))
    errors.push({
      path: ["email"],
      message: "email must be a valid email",
      name: "ValidationError",
    });
  const photos = photoList(input.photos);
  if (photos === "invalid")
    errors.push({
      path: ["photos"],
      message: "photos must be a list of { url, type, size, name }",
      name: "ValidationError",
    });
  if (errors.length) {
    const message =
      errors.length === 1 ? (errors[0]?.message ?? "") : `${errors.length} errors occurred`;
    throw validationError(message, { errors });
  }
  const createdAt = now.toISOString();
  const record: ContactRequestRecord = {
    id: 0,
    business_name: text("business_name"),
    contact_person: text("contact_person"),
    email: text("email"),
    phone: null,
    message: text("message"),
    locale: null,
    page_url: null,
    reference: null,
    photos: photos === "invalid" ? null : photos,
    createdAt,
    updatedAt: createdAt,
    publishedAt: createdAt,
  };
  for (const name of OPTIONAL) record[name] = text(name) || null;
  return serialized(async () => {
    const list = await listContactRequests(state);
    record.id = list.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    list.push(record);
    await state.put(KEY, JSON.stringify(list));
    return record;
  });
}

/** A JSON attribute takes any JSON; the site sends a list of photos, so only that is kept. */
function photoList(value: unknown): ContactPhoto[] | null | "invalid" {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return "invalid";
  const photos: ContactPhoto[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) return "invalid";
    const { url, type, size, name } = item as Record<string, unknown>;
    if (typeof url !== "string" || typeof type !== "string" || typeof size !== "number")
      return "invalid";
    photos.push({ url, type, size, name: typeof name === "string" ? name : "" });
  }
  return photos.length ? photos : null;
}
