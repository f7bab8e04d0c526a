/**
 * A stand-in for the Strapi admin, for development and the site's tests:
 * `POST /admin/entries/<collection>/<key>/<locale>` saves fields over a seed
 * record (and publishes or unpublishes it), `DELETE /admin/overlays` undoes all
 * edits. Each change is announced to the site with the webhook of CONTRACT.md.
 */
import { contentFor, type Row, SINGLE_KEY } from "./content";
import { documentIdOf } from "./document-id";
import type { StrapiVersion } from "./executor";
import { modelByFile } from "./models";
import {
  clearOverlays,
  loadOverlays,
  type OverlayEntry,
  overlayKey,
  saveOverlays,
} from "./overlays";
import { objectType } from "./schema";
import { type Fields, isLocale, type Seed } from "./seed-types";
import { type StateStore, serialized } from "./state";

export interface AdminOptions {
  seed: Seed;
  state: StateStore;
  webhookUrl?: string;
  webhookSecret?: string;
  /** The webhooks' format: Strapi 5's (the default) adds `uid` and the entry's `documentId`. */
  strapiVersion?: StrapiVersion;
  now?: () => Date;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface AdminResult {
  status: number;
  body: unknown;
}

/** Fields the service keeps itself; an editor cannot set them through `fields`. */
const MANAGED = new Set(["id", "locale", "localizations", "createdAt", "updatedAt", "publishedAt"]);

export async function handleAdmin(
  method: string,
  path: string,
  body: unknown,
  options: AdminOptions,
): Promise<AdminResult> {
  if (path === "/admin/overlays") {
    if (method === "DELETE") {
      await clearOverlays(options.state);
      return { status: 200, body: { ok: true } };
    }
    if (method === "GET") return { status: 200, body: await loadOverlays(options.state) };
    return methodNotAllowed();
  }
  const match = path.match(/^\/admin\/entries\/(?:single\/)?([^/]+)\/([^/]+)\/([^/]+)$/);
  if (!match) return notFound(`No admin route ${path}`);
  if (method !== "POST") return methodNotAllowed();
  const [, file = "", rawKey = "", rawLocale = ""] = match;
  return saveEntry(file, decodeURIComponent(rawKey), decodeURIComponent(rawLocale), body, options);
}

async function saveEntry(
  file: string,
  key: string,
  locale: string,
  body: unknown,
  options: AdminOptions,
): Promise<AdminResult> {
  const model = modelByFile(file);
  if (!model) return badRequest(`Unknown collection "${file}"`);
  if (model.kind === "single" && key !== SINGLE_KEY)
    return badRequest(`Single type "${file}" takes the key "${SINGLE_KEY}"`);
  const localized = model.localized !== false;
  if (localized ? !isLocale(locale) : locale !== SINGLE_KEY)
    return badRequest(
      localized
        ? `Unknown locale "${locale}"`
        : `"${file}" is not localised: use "${SINGLE_KEY}" as locale`,
    );
  if (!body || typeof body !== "object" || Array.isArray(body))
    return badRequest("Expected a JSON object { fields, publish }");
  const { fields = {}, publish } = body as { fields?: unknown; publish?: unknown };
  if (!fields || typeof fields !== "object" || Array.isArray(fields))
    return badRequest('"fields" must be an object');
  if (publish !== undefined && typeof publish !== "boolean")
    return badRequest('"publish" must be true, false or absent');
  const attributes = objectType(model.type).getFields();
  const unknown = Object.keys(fields).filter((name) => MANAGED.has(name) || !(name in attributes));
  if (unknown.length)
    return badRequest(`Fields not editable on ${model.type}: ${unknown.join(", ")}`);

  const now = (options.now ?? (() => new Date()))().toISOString();
  const rowLocale = localized ? locale : null;
  const change = await serialized(async () => {
    const overlays = await loadOverlays(options.state);
    const before = contentFor(options.seed, overlays).find(model.type, key, rowLocale);
    const path = overlayKey(model.file, key, locale);
    const previous = overlays[path];
    const next: OverlayEntry = {
      ...previous,
      fields: { ...(previous?.fields ?? {}), ...(fields as Fields) },
      updatedAt: now,
      createdAt: previous?.createdAt ?? (before ? undefined : now),
    };
    if (publish === true) {
      next.draft = false;
      if (!before || before.draft) next.publishedAt = now;
    } else if (publish === false) {
      next.draft = true;
    } else if (!before) {
      next.draft = true; // Strapi creates new entries as drafts.
    }
    overlays[path] = next;
    await saveOverlays(options.state, overlays);
    return { before, after: contentFor(options.seed, overlays).find(model.type, key, rowLocale) };
  });
  const { before, after } = change;
  if (!after) return { status: 500, body: { error: "The entry could not be rebuilt" } };
  const event = !before
    ? "entry.create"
    : before.draft && !after.draft
      ? "entry.publish"
      : !before.draft && after.draft
        ? "entry.unpublish"
        : "entry.update";
  const payload =
    options.strapiVersion === 4
      ? { event, createdAt: now, model: model.model, entry: flatEntry(after) }
      : {
          event,
          createdAt: now,
          model: model.model,
          uid: `api::${model.model}.${model.model}`,
          entry: { documentId: documentIdOf(after.type, after.key), ...flatEntry(after) },
        };
  const webhook = await sendWebhook(payload, options);
  return { status: before ? 200 : 201, body: { ok: true, ...payload, webhook } };
}

/** The record as a webhook carries it: flat, plain fields only (relations stay out, as in Strapi's payload). */
export function flatEntry(row: Row): Fields {
  const entry: Fields = { id: row.id };
  for (const [name, value] of Object.entries(row.data)) {
    if (value === undefined) continue;
    if (value === null || ["string", "number", "boolean"].includes(typeof value))
      entry[name] = value;
  }
  entry.locale = row.locale ?? undefined;
  entry.publishedAt = row.data.publishedAt ?? null;
  return entry;
}

async function sendWebhook(
  payload: Fields,
  options: AdminOptions,
): Promise<{ url: string; status: number | null; error?: string } | null> {
  if (!options.webhookUrl) return null;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.webhookSecret) headers.authorization = `Bearer ${options.webhookSecret}`;
  try {
    // Delivered once, without retry, like Strapi's webhooks.
    const response = await (options.fetch ?? fetch)(options.webhookUrl, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { url: options.webhookUrl, status: response.status };
  } catch (error) {
    return {
      url: options.webhookUrl,
      status: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

function badRequest(message: string): AdminResult {
  return { status: 400, body: { error: { status: 400, name: "ValidationError", message } } };
}

function notFound(message: string): AdminResult {
  return { status: 404, body: { error: { status: 404, name: "NotFoundError", message } } };
}

function methodNotAllowed(): AdminResult {
  return {
    status: 405,
    body: { error: { status: 405, name: "MethodNotAllowedError", message: "Method Not Allowed" } },
  };
}
