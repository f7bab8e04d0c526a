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

interface StreamOptions {
  status: number;
  headers: Headers;
  nonce: string;
  bootstrapModules: string[];
  /** Errors after the shell: React leaves the client to recover; they are still reported. */
  onError: (error: unknown) => void;
}

export async function streamHtml(element: ReactElement, options: StreamOptions): Promise<Response> {
  const stream = await renderToReadableStream(element, {
    nonce: options.nonce,
    bootstrapModules: options.bootstrapModules,
    onError: options.onError,
  });
  options.headers.set("content-type", "text/html; charset=utf-8");
  return new Response(stream, { status: options.status, headers: options.headers });
}
