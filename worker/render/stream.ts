/**
 * @module Streaming React SSR for one response.
 *
 * @hono/react-renderer fixes its options when the middleware is created, but every
 * response here needs its own CSP nonce, its own status (decided by the loader
 * before the first byte) and its own error handling, so this small helper over
 * `renderToReadableStream` is used instead.
 */
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";

interface RenderOptions {
  nonce: string;
  bootstrapModules: string[];
  /** Errors after the shell: React leaves the client to recover; they are still reported. */
  onError: (error: unknown) => void;
}

interface StreamOptions extends RenderOptions {
  status: number;
  headers: Headers;
}

/** The document as a stream of bytes, once React's shell is ready. */
export function renderHtmlStream(
  element: ReactElement,
  options: RenderOptions,
): Promise<ReadableStream<Uint8Array>> {
  return renderToReadableStream(element, {
    nonce: options.nonce,
    bootstrapModules: options.bootstrapModules,
    onError: options.onError,
  });
}

/**
 * The document as a response, once React's shell is ready. The page's
 * high-priority image (its LCP element, which React preloads at the top of the
 * head) is also named first in the `Link` header, ahead of the scripts, so a
 * browser (and Cloudflare's Early Hints) starts on it before anything else.
 */
export async function streamHtml(element: ReactElement, options: StreamOptions): Promise<Response> {
  const { head, stream } = await readHeadStart(await renderHtmlStream(element, options));
  const hint = imagePreloadHint(head);
  if (hint) {
    const link = options.headers.get("link");
    options.headers.set("link", link ? `${hint}, ${link}` : hint);
  }
  options.headers.set("content-type", "text/html; charset=utf-8");
  return new Response(stream, { status: options.status, headers: options.headers });
}

/** How far into the document React's preloads can be: they come right after the meta tags. */
const HEAD_START_MAX = 8 * 1024;

/**
 * The document's first bytes as text (until the end of its preloads, at most
 * {@link HEAD_START_MAX}), and the whole document still to be sent. React's
 * `onHeaders` would name preloads too, but leaves out images with a `srcset`.
 */
async function readHeadStart(
  stream: ReadableStream<Uint8Array>,
): Promise<{ head: string; stream: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  const decoder = new TextDecoder();
  let head = "";
  while (head.length < HEAD_START_MAX && !/<title|<style|<\/head>/.test(head)) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    head += decoder.decode(value, { stream: true });
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, stream: rest };
}

/** What a media URL may contain to be repeated in a header (anything else: no hint). */
const HINT_URL = /^[A-Za-z0-9/._~:%+-]+$/;
const HINT_SIZES = /^[A-Za-z0-9 (),.:%-]+$/;

/**
 * React's preload of a high-priority image, as a `Link` header value, or null.
 * Only plain URLs and sizes are repeated: the header must not carry anything an
 * editor could shape into another header or parameter.
 */
export function imagePreloadHint(head: string): string | null {
  const tag = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/.exec(head)?.[0];
  if (!tag) return null;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");
  const href = attribute("href");
  const srcset = attribute("imageSrcSet");
  const sizes = attribute("imageSizes");
  const candidates = (srcset ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter((parts) => parts[0]);
  const urls = [href, ...candidates.map((parts) => parts[0])].filter(
    (url): url is string => url !== undefined,
  );
  if (urls.length === 0 || !urls.every((url) => HINT_URL.test(url))) return null;
  if (!candidates.every((parts) => parts.length <= 2 && /^(\d+w|[\d.]+x)?$/.test(parts[1] ?? "")))
    return null;
  if (sizes !== undefined && !HINT_SIZES.test(sizes)) return null;
  const target = href ?? candidates[candidates.length - 1]?.[0];
  return [
    `<${target}>`,
    "rel=preload",
    "as=image",
    ...(srcset ? [`imagesrcset="${candidates.map((parts) => parts.join(" ")).join(", ")}"`] : []),
    ...(sizes ? [`imagesizes="${sizes}"`] : []),
    "fetchpriority=high",
  ].join("; ");
}

const HEAD = new TextEncoder().encode("<head>");

/**
 * The document after its `<head>` tag: for a response that already sent its own
 * start (render/document.tsx, `documentPrelude`). Looks for the tag in the bytes,
 * so a character split between chunks is passed through untouched.
 */
export function afterHeadTag(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let pending = new Uint8Array(0);
  let found = false;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (found) {
          controller.enqueue(chunk);
          return;
        }
        const joined = new Uint8Array(pending.length + chunk.length);
        joined.set(pending);
        joined.set(chunk, pending.length);
        const at = indexOf(joined, HEAD);
        if (at < 0) {
          pending = joined;
          return;
        }
        found = true;
        controller.enqueue(joined.subarray(at + HEAD.length));
      },
      flush() {
        if (!found) throw new Error("the rendered document has no <head> tag");
      },
    }),
  );
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
