/**
 * Strapi's REST API over HTTP with a full-access API token: JSON in and out,
 * Strapi's error message (with the field it concerns) in every failure, and
 * the query-string encoding Strapi reads (`populate[a][populate][b]=true`).
 */
import type { Fields } from "../src/seed-types";

export class StrapiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Rest {
  get(path: string, query?: Fields): Promise<unknown>;
  send(method: "POST" | "PUT", path: string, body: unknown, query?: Fields): Promise<unknown>;
  upload(form: FormData, query?: Fields): Promise<unknown>;
  /** Requests made so far (for the summary). */
  readonly calls: number;
}

/** Strapi's (qs) bracket notation. */
export function toQuery(query: Fields): string {
  const parts: string[] = [];
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(`${prefix}[${i}]`, item);
    } else if (typeof value === "object" && value !== null)
      for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}[${k}]` : k, v);
    else parts.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
  };
  walk("", query);
  return parts.join("&");
}

export function createRest(baseUrl: string, token: string, timeoutMs = 60_000): Rest {
  const origin = baseUrl.replace(/\/+$/, "");
  let calls = 0;
  const call = async (
    method: string,
    path: string,
    query: Fields | undefined,
    body?: BodyInit,
    json = true,
  ) => {
    calls++;
    const qs = query ? toQuery(query) : "";
    const url = `${origin}${path}${qs ? `?${qs}` : ""}`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (json && body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const parsed = text ? safeJson(text) : null;
    if (!response.ok) {
      throw new StrapiError(
        `${method} ${path}: ${response.status} ${errorText(parsed, text)}`,
        response.status,
      );
    }
    return parsed;
  };
  return {
    get: (path, query) => call("GET", path, query),
    send: (method, path, body, query) => call(method, path, query, JSON.stringify(body)),
    upload: (form, query) => call("POST", "/api/upload", query, form, false),
    get calls() {
      return calls;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Strapi's `{ error: { message, details: { errors: [{ path, message }] } } }`, in one line. */
export function errorText(parsed: unknown, raw: string): string {
  const error = (
    parsed as { error?: { message?: string; details?: { errors?: unknown[] } } } | null
  )?.error;
  if (!error?.message) return raw.slice(0, 300);
  const details = (error.details?.errors ?? [])
    .map((e) => {
      const item = e as { path?: unknown[]; message?: string };
      return `${(item.path ?? []).join(".")}: ${item.message ?? ""}`;
    })
    .join("; ");
  return details ? `${error.message} (${details})` : error.message;
}
