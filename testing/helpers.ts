/** @module Small helpers for integration tests: talk to the site, the content service and the proxy. */
import { inject } from "vitest";
import type { Mode } from "./cms-proxy";
import { queryContentService } from "./content-service-query";

export const siteUrl = () => inject("siteUrl");
export const cmsUrl = () => inject("cmsUrl");
export const proxyUrl = () => inject("proxyUrl");
export const persistDir = () => inject("persistDir");
export const workerUrl = () => inject("workerUrl");
export const cacheControlUrl = () => inject("cacheControlUrl");

/** `base`: another site than the shared stack's (a test file's stack of its own). */
export async function get(path: string, init: RequestInit = {}, base = siteUrl()) {
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

/** Asks the content service directly (not through the proxy), for the truth a test compares with. */
export async function cmsQuery<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return queryContentService<T>(`${cmsUrl()}/graphql`, query, variables);
}

export async function setCmsMode(mode: Mode) {
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

/**
 * The first `<h1>` of an HTML page as a reader sees it: without tags, soft
 * hyphens, and with a plain hyphen where the page draws a no-break one
 * ("Bulk‑edited", shared/kept-together.ts).
 */
export function h1(html: string): string | undefined {
  return html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replaceAll("\u00ad", "")
    .replaceAll("\u2011", "-")
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

/**
 * A page's HTML as a reader sees its display text: entities decoded, without the
 * soft hyphens and the boxes (`.hy`, `.hy-text`) that long words are shown in
 * (client/components/hyphens.tsx), so a test can read a heading or a card title
 * whole.
 */
export function asShown(html: string): string {
  return decodeEntities(html)
    .replaceAll("\u00ad", "")
    .replace(/<span class="hy">([^<]*)<\/span>/g, "$1")
    .replace(/<span class="hy-text">([^<]*)<\/span>/g, "$1");
}

/** Back to a healthy content service: mode `up`, call counts cleared, webhooks delivered. */
export async function resetProxy() {
  await fetch(`${proxyUrl()}/__proxy/reset`, { method: "POST" });
}

/** Holds the content service's webhooks back (a lost delivery) or lets them through. */
export async function deliverWebhooks(deliver: boolean) {
  await fetch(`${proxyUrl()}/__proxy/webhooks`, {
    method: "POST",
    body: JSON.stringify({ deliver }),
  });
}

/** The development value both halves get from .dev.vars.example. */
export const WEBHOOK_SECRET = "local-dev-webhook-secret";
export const CMS_TOKEN = "local-dev-cms-token";

/**
 * An editor's change through the content service's admin stand-in (cms/README.md);
 * `base`: another content service than the shared stack's.
 */
export async function editEntry(
  collection: string,
  key: string,
  locale: string,
  body: { fields?: Record<string, unknown>; publish?: boolean },
  base = cmsUrl(),
): Promise<{ status: number; body: { webhook?: { status: number | null } | null } }> {
  const response = await fetch(
    `${base}/admin/entries/${collection}/${encodeURIComponent(key)}/${locale}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${CMS_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    },
  );
  return { status: response.status, body: (await response.json()) as never };
}

export async function dropEdits() {
  await fetch(`${cmsUrl()}/admin/overlays`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${CMS_TOKEN}` },
  });
}

/** Posts a webhook to the site as the content service would. */
export async function sendWebhook(body: unknown, secret: string | null = WEBHOOK_SECRET) {
  const response = await fetch(`${siteUrl()}/api/cms-webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

/**
 * Drops every cached content answer and stored page, as an operator's full purge.
 * The suite sends far more webhooks than an editor: each purge by hand starts from
 * the purge budget a quiet site has, so that the tests after it see their changes
 * purged at once.
 */
export async function purgeEverything() {
  await refillPurgeBudget();
  const response = await sendWebhook({ event: "site.purge" });
  if (response.status !== 202) throw new Error(`the full purge answered ${response.status}`);
}

/**
 * Back to the seed content: webhooks delivered again, editor changes dropped and,
 * since dropping them sends no webhook, everything purged by hand.
 */
export async function restoreSeed() {
  await deliverWebhooks(true);
  await dropEdits();
  await purgeEverything();
}

/** The site's log lines from index `from` on (wrangler dev's output, kept by the proxy). */
export async function siteLog(from = 0): Promise<{ lines: string[]; next: number }> {
  return (await (await fetch(`${proxyUrl()}/__proxy/site-log?from=${from}`)).json()) as {
    lines: string[];
    next: number;
  };
}

/** wrangler colours warnings and errors: ESC [ … m sequences around the line. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** The JSON objects among log lines (wrangler adds lines of its own). */
export function jsonLines(lines: string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const raw of lines) {
    const line = raw.replace(ANSI, "");
    const start = line.indexOf("{");
    if (start < 0) continue;
    try {
      out.push(JSON.parse(line.slice(start)) as Record<string, unknown>);
    } catch {
      // Not one of ours.
    }
  }
  return out;
}

/** The error reports (Sentry envelopes) the site sent so far. */
export async function errorReports(): Promise<string[]> {
  return (await (await fetch(`${proxyUrl()}/__proxy/error-reports`)).json()) as string[];
}

/** The stand-in's clock moved on by `advanceMs`; its time then. */
export async function standInClock(advanceMs: number): Promise<number> {
  const response = await fetch(`${cacheControlUrl()}/clock`, {
    method: "POST",
    body: JSON.stringify({ advanceMs }),
  });
  return ((await response.json()) as { now: number }).now;
}

/**
 * Runs the site's cron trigger now, as if it fired at `time` (epoch ms; default now).
 * The site's purge budget counts time by its cron runs, so the stand-in's clock (the
 * platform's) is first moved to `time` if it is behind: the site must never count
 * on time the platform has not seen pass.
 */
export async function runScheduled(time = Date.now(), base = siteUrl()): Promise<void> {
  if (base === siteUrl()) {
    const now = await standInClock(0);
    if (time > now) await standInClock(time - now);
  }
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

export interface PurgeCall {
  at: number;
  tags: number;
  pathPrefixes: number;
  everything: boolean;
  accepted: boolean;
  entrypoint: string;
}

export interface CacheStats {
  /** Requests the stand-in for Workers Cache handed to the worker, any entrypoint, by path. */
  invocations: Record<string, number>;
  total: number;
  /** The same per entrypoint: `default` is the gateway, `SharedPages` the shared one. */
  entrypoints: Record<string, { total: number; invocations: Record<string, number> }>;
  /** Each revalidation it asked the worker for, and the worker's status (304 kept the body). */
  revalidations: { entrypoint: string; path: string; status: number }[];
  /** The purge calls the worker made, accepted or refused by the platform's limits. */
  purges: { accepted: number; refused: number; calls: PurgeCall[] };
}

/** What the stand-in for Workers Cache (scripts/workers-cache.mjs) has asked of the worker. */
export async function cacheStats(): Promise<CacheStats> {
  return (await (await fetch(`${cacheControlUrl()}/stats`)).json()) as CacheStats;
}

/**
 * How often the shared entrypoint rendered this path since the stack started: what
 * the shared cache did not answer itself (the gateway runs for every request).
 */
export async function workerRuns(path: string): Promise<number> {
  return (await cacheStats()).entrypoints.SharedPages?.invocations[path] ?? 0;
}

/** How often the gateway ran for this path: every request that reached the site. */
export async function gatewayRuns(path: string): Promise<number> {
  return (await cacheStats()).entrypoints.default?.invocations[path] ?? 0;
}

/**
 * What the edge did for an answer: the gateway's own cache's status when it
 * answered from its copy (`HIT`, `UPDATING`, `STALE`: the worker did not run for
 * it), else what the shared cache did, as the gateway says (`HIT`, `MISS`, …,
 * `DYNAMIC`).
 */
export function cacheStatus(response: { headers: Headers }): string | null {
  const front = response.headers.get("cf-cache-status");
  if (front === "HIT" || front === "UPDATING" || front === "STALE") return front;
  return response.headers.get("x-shared-cache");
}

/**
 * Asks both caches (their stand-in), the shared entrypoint's and then the
 * gateway's own, to purge or invalidate, as the worker's `ctx.cache` does, but as
 * the test harness: not counted against the platform's purge limits, which the
 * site's own calls are held to.
 */
export async function sharedCache(
  action: "purge" | "invalidate",
  options: { tags?: string[]; pathPrefixes?: string[]; purgeEverything?: boolean },
): Promise<void> {
  for (const entrypoint of ["SharedPages", "default"])
    await fetch(`${cacheControlUrl()}/${action}`, {
      method: "POST",
      headers: { "x-workers-cache-entrypoint": entrypoint, "x-workers-cache-harness": "1" },
      body: JSON.stringify(options),
    });
}

/**
 * Lets five minutes pass for the purge budgets, the platform's (the stand-in's
 * clock) and the site's (its cron run at the stand-in's new time): both are full
 * again, and the stand-in's clock never falls behind the site's. Cached copies age
 * by the same five minutes.
 */
export async function refillPurgeBudget(): Promise<void> {
  await runScheduled(await standInClock(5 * 60_000));
}

/** The page as the worker's shared entrypoint makes it, before any cache consumes its headers. */
export async function fromSharedEntrypoint(path: string): Promise<Response> {
  return fetch(`${workerUrl()}${path}`, {
    headers: {
      "x-workers-cache-entrypoint": "SharedPages",
      "x-workers-cache-secret": inject("entrypointSecret"),
    },
  });
}

/**
 * Waits (up to 8 s) until /healthz reports the content service up: the site keeps
 * what it last saw of the content service for 5 s (api/healthz.ts), so a test file
 * run right after one that took the content service down first sees "down".
 */
export async function untilHealthy(): Promise<void> {
  const deadline = Date.now() + 8000;
  while ((await get("/healthz")).status !== 200 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
  }
}

let editors = 0;

/**
 * An editor's preview session, signed in with the site's development token: its
 * cookie. Each from an address of its own, so the sign-in limit per visitor
 * (`PREVIEW_SIGN_IN_RATE_LIMIT`) never counts other tests' sign-ins against it.
 */
export async function editorCookie(): Promise<string> {
  editors++;
  const response = await fetch(`${siteUrl()}/api/preview/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/json",
      origin: siteUrl(),
      "cf-connecting-ip": `198.18.7.${(editors % 250) + 1}`,
    },
    body: JSON.stringify({ token: CMS_TOKEN }),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie.startsWith("editor_preview="))
    throw new Error(`sign-in gave no session: ${response.status} ${await response.text()}`);
  return cookie;
}
