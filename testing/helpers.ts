/** @module Small helpers for integration tests: talk to the site, the content service and the proxy. */
import { inject } from "vitest";

export const siteUrl = () => inject("siteUrl");
export const cmsUrl = () => inject("cmsUrl");
export const proxyUrl = () => inject("proxyUrl");
export const persistDir = () => inject("persistDir");

export async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${siteUrl()}${path}`, { redirect: "manual", ...init });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

/** Asks the content service directly (not through the proxy), for the truth a test compares with. */
export async function cmsQuery<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${cmsUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

export async function setCmsMode(mode: "up" | "down" | "slow") {
  await fetch(`${proxyUrl()}/__proxy/mode`, { method: "POST", body: JSON.stringify({ mode }) });
}

export async function cmsCalls(): Promise<Record<string, number>> {
  return (await (await fetch(`${proxyUrl()}/__proxy/calls`)).json()) as Record<string, number>;
}

export function totalCalls(calls: Record<string, number>): number {
  return Object.values(calls).reduce((a, b) => a + b, 0);
}

export interface SlugRecord {
  slug: string;
  title: string;
  locale: string;
  localizations: { data: { attributes: { locale: string; slug: string } }[] };
}

/** Every record of a collection in a locale, with its localizations. */
export async function records(
  collection: string,
  locale: string,
  titleField = "title",
): Promise<SlugRecord[]> {
  const data = await cmsQuery<
    Record<string, { data: { attributes: SlugRecord & Record<string, string> }[] }>
  >(
    `query($locale: I18NLocaleCode) { ${collection}(locale: $locale, pagination: { limit: 100 }) {
      data { attributes { slug ${titleField} locale localizations { data { attributes { locale slug } } } } } } }`,
    { locale },
  );
  return data[collection]!.data.map((entity) => ({
    ...entity.attributes,
    title: entity.attributes[titleField] as string,
  }));
}

/** Text content of the first `<h1>` in an HTML page, without tags. */
export function h1(html: string): string | undefined {
  return html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Runs the site's cron trigger now, as if it fired at `time` (epoch ms; default now). */
export async function runScheduled(time = Date.now(), base = siteUrl()): Promise<void> {
  const response = await fetch(
    `${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${time}`,
  );
  await response.text();
  if (!response.ok) throw new Error(`scheduled run: status ${response.status}`);
}

export interface StoredContactRequest {
  id: number;
  business_name: string;
  contact_person: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string | null;
  page_url: string | null;
}

/** The contact requests the content service has stored (its development endpoint). */
export async function cmsContactRequests(): Promise<StoredContactRequest[]> {
  return (await (await fetch(`${cmsUrl()}/contact-requests`)).json()) as StoredContactRequest[];
}
