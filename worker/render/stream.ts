/**
 * @module Streaming React SSR for one response.
 *
 * @hono/react-renderer fixes its options when the middleware is created, but every
 * response here needs its own status (decided by the loader before the first
 * byte) and its own error handling, so this small helper over
 * `renderToReadableStream` is used instead.
 */
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";

interface RenderOptions {
  bootstrapModules: string[];
  /** Errors after the shell: React leaves the client to recover; they are still reported. */
  onError: (error: unknown) => void;
}

interface StreamOptions extends RenderOptions {
  status: number;
  headers: Headers;
}

/** The document as a stream of bytes, once React's shell is ready. */
function renderHtmlStream(
  element: ReactElement,
  options: RenderOptions,
): Promise<ReadableStream<Uint8Array>> {
  return renderToReadableStream(element, {
    bootstrapModules: options.bootstrapModules,
    onError: options.onError,
    // A page's content is complete before its render starts (the status is decided
    // first), so no part of it is worth revealing apart. Left at React's default
    // (12.8 kB), the parts after that much markup (the layout's deferred parts:
    // locale switcher, sidebar, footer) were sent as hidden segments moved into
    // place by inline scripts: more bytes, more work, and scripts the CSP must allow.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
}

export async function streamHtml(element: ReactElement, options: StreamOptions): Promise<Response> {
  const stream = await renderHtmlStream(element, options);
  options.headers.set("content-type", "text/html; charset=utf-8");
  return new Response(stream, { status: options.status, headers: options.headers });
}
