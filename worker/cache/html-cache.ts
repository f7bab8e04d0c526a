/**
 * @module The full-page HTML cache for anonymous visitors (Workers Cache API,
 * keyed by URL). A rendered page is stored once it has streamed completely and is
 * indexed in KV under the cache tags of the content answers it was built from
 * (tag-index.ts), so the content service's webhook drops pages along with those
 * answers (purge.ts).
 *
 * Every response still gets its own CSP nonce: a stored page's nonce attributes
 * and its CSP header are given a fresh one when it is served (nonce.ts).
 * Never stored: editor previews, requests with a query string or credentials,
 * anything but a 200, responses that set a cookie, and responses that say they
 * are for one visitor only (`private`, e.g. the contact page with its form's
 * idempotency key). Browsers always revalidate HTML (`no-cache`); only the edge
 * keeps a copy, for {@link HTML_CACHE_SECONDS} at most.
 *
 * The Cache API is per location: the webhook drops pages at the location that
 * receives it; elsewhere a page lives at most {@link HTML_CACHE_SECONDS}, the same
 * order as KV's own propagation of the content answers.
 */
import type { HtmlCacheResult } from "../log";
import { edgeCache } from "./edge-cache";
import { currentPurgeGeneration } from "./generation";
import { MemoryTier } from "./memory-tier";
import { nonceOffsets, nonceOfPolicy, noncesAt, policyWithNonce, withNonce } from "./nonce";
import { indexUnderTags } from "./tag-index";

/** How long the edge keeps a page when no webhook drops it earlier. */
const HTML_CACHE_SECONDS = 60;
/** KV index keys of stored pages start with this, so a purge tells them from content answers. */
export const HTML_KEY_PREFIX = "html:";
/** Every stored page is also indexed under this tag, so a full purge can find them all. */
export const ALL_PAGES_TAG = "pages";
/** Tells operators and tests where a page came from (like a CDN's cache status). */
export const HTML_CACHE_HEADER = "x-html-cache";

/** Whether this request may be answered from, and stored in, the HTML cache. */
export function htmlCacheable(request: Request, url: URL, preview: boolean): boolean {
  if (preview || request.method !== "GET") return false;
  if (url.search) return false;
  if (request.headers.has("authorization")) return false;
  return true;
}

function cacheRequest(url: URL): Request {
  return new Request(`${url.origin}${url.pathname}`, { method: "GET" });
}

/**
 * Where a stored page's nonce attributes are: the byte offsets of each nonce's
 * value, written when the page is stored. An internal header, never sent.
 */
const NONCE_OFFSETS_HEADER = "x-nonce-offsets";

/**
 * How long this isolate answers a page from its own memory before it asks the
 * Cache API again: a hot page is read from the edge's cache at most once a second
 * per isolate. A purge in this isolate drops its copies at once; other isolates
 * keep theirs for at most this long, well within what content already allows
 * (KV's own propagation, {@link HTML_CACHE_SECONDS} at other locations).
 */
export const HOT_PAGE_MS = 1000;
/** The memory the hot copies may take in one isolate (128 MB in all): about 80 pages. */
const HOT_PAGES_BYTES = 8 * 1024 * 1024;

interface StoredPage {
  body: Uint8Array;
  headers: Headers;
  status: number;
  /** The stored nonce and where its values are in `body`. */
  nonce: string;
  offsets: number[];
}

/** Recently served pages of this isolate, by their cache key's URL. */
const hotPages = new MemoryTier<StoredPage>({
  ttlMs: HOT_PAGE_MS,
  capacity: HOT_PAGES_BYTES,
  weigh: (page) => page.body.length,
});

/** Where a stored page came from: this isolate's memory or the edge's Cache API. */
export type HtmlCacheTier = "memory" | "edge";

/**
 * A stored page with a fresh nonce, or null: from this isolate's memory while its
 * copy is hot and no purge has run since, else from the Cache API. A cache that
 * fails is a miss, never an error.
 */
export async function fromHtmlCache(
  url: URL,
  nonce: string,
): Promise<{ response: Response; tier: HtmlCacheTier } | null> {
  const key = cacheRequest(url).url;
  const hot = hotPages.get(key);
  if (hot) return { response: servePage(hot, nonce), tier: "memory" };
  const page = await fromEdgeCache(url);
  if (!page) return null;
  hotPages.set(key, page);
  return { response: servePage(page, nonce), tier: "edge" };
}

/** A page the Cache API holds, checked to be one this cache wrote. */
async function fromEdgeCache(url: URL): Promise<StoredPage | null> {
  const cached = await edgeCache()
    .match(cacheRequest(url))
    .catch(() => undefined);
  if (!cached) return null;
  const headers = new Headers(cached.headers);
  const stored = nonceOfPolicy(headers.get("content-security-policy"));
  const offsets = (headers.get(NONCE_OFFSETS_HEADER) ?? "").split(",").map(Number);
  // Patched in place, as bytes: every offset must hold the stored nonce.
  if (!stored) {
    // Not a page this cache wrote: never serve it without a policy of its own.
    await cached.body?.cancel();
    return null;
  }
  const body = new Uint8Array(await cached.arrayBuffer());
  if (!noncesAt(body, offsets, stored)) return null;
  headers.set("cache-control", "no-cache");
  headers.set(HTML_CACHE_HEADER, "hit");
  headers.delete(NONCE_OFFSETS_HEADER);
  headers.delete("age");
  headers.delete("cf-cache-status");
  return { body, headers, status: cached.status, nonce: stored, offsets };
}

/** The stored page as one visitor's response: its own copy, with its own nonce. */
function servePage(page: StoredPage, nonce: string): Response {
  const body = withNonce(page.body, page.offsets, nonce);
  const headers = new Headers(page.headers);
  const policy = headers.get("content-security-policy") ?? "";
  headers.set("content-security-policy", policyWithNonce(policy, page.nonce, nonce));
  return new Response(body, { status: page.status, headers });
}

/** Whether a rendered response may be kept for every visitor. */
export function shareable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    Boolean(response.body) &&
    !response.headers.has("set-cookie") &&
    !/\b(private|no-store)\b/.test(cacheControl)
  );
}

interface StoreOptions {
  url: URL;
  /** The cache tags of the content the page was built from. */
  tags: ReadonlySet<string>;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Every content answer used was current (ContentLayer.allCurrent). */
  current: boolean;
  /** {@link currentPurgeGeneration} when the request began, before any content was read. */
  generation: number;
  /** Told when storing fails: the page was still served, but operators should know. */
  onError: (error: unknown) => void;
}

/**
 * Answers with the rendered page and, in the background, stores a copy once it
 * has streamed completely to the visitor. The visitor's stream is never held back
 * by the store: its writes (a KV key per tag, the Cache API) begin only after the
 * last chunk has been handed on. Begun alongside the stream, they held back
 * every miss's headers by hundreds of milliseconds in local workerd (measured in
 * docs/performance.md, "Status first"). A visitor who leaves early stores nothing.
 * A page built from a stale or standing-in answer, or whose render overlapped a
 * purge in this isolate, is not stored: it may show content from before a change.
 */
export function storeInHtmlCache(
  response: Response,
  options: StoreOptions,
): { response: Response; result: HtmlCacheResult } {
  if (!response.body || !shareable(response) || !options.current)
    return { response, result: "bypass" };
  const stored = new Headers(response.headers);
  stored.set("cache-control", `public, max-age=${HTML_CACHE_SECONDS}`);
  stored.delete("x-request-id");
  stored.delete("server-timing");
  stored.delete(HTML_CACHE_HEADER);
  const key = cacheRequest(options.url);
  const chunks: Uint8Array[] = [];
  const store = async () => {
    if (options.generation !== currentPurgeGeneration()) return;
    const body = concat(chunks);
    const nonce = nonceOfPolicy(stored.get("content-security-policy"));
    const offsets = nonce ? nonceOffsets(body, nonce) : [];
    // A page without a nonce attribute is one this cache does not know how to serve.
    if (offsets.length === 0) return;
    stored.set(NONCE_OFFSETS_HEADER, offsets.join(","));
    // Indexed first: a purge that lists the index then always finds the page.
    await indexUnderTags(
      options.kv,
      `${HTML_KEY_PREFIX}${key.url}`,
      [...options.tags, ALL_PAGES_TAG],
      HTML_CACHE_SECONDS * 2,
    );
    await edgeCache().put(key, new Response(body, { status: 200, headers: stored }));
  };
  const forVisitor = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        chunks.push(chunk);
        controller.enqueue(chunk);
      },
      flush() {
        options.waitUntil(store().catch(options.onError));
      },
    }),
  );
  const headers = new Headers(response.headers);
  headers.set(HTML_CACHE_HEADER, "miss");
  return {
    response: new Response(forVisitor, { status: response.status, headers }),
    result: "miss",
  };
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

/** The absolute URL of a stored page, from its index key. */
export function pageUrl(indexedKey: string): string {
  return indexedKey.slice(HTML_KEY_PREFIX.length);
}

/** Drops a stored page at this location (a purge found it in the index). */
export async function dropFromHtmlCache(indexedKey: string): Promise<boolean> {
  const url = pageUrl(indexedKey);
  hotPages.delete(url);
  return edgeCache().delete(new Request(url, { method: "GET" }));
}
