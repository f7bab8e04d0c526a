/**
 * @module What every handler reads of its request, built once before any route
 * runs: the log, the site's settings, the editor's preview, the content layer and
 * the error reporter, as typed variables of Hono's own context (`c.var.log`,
 * `c.var.settings`, `c.var.preview`, `c.var.content`, `c.var.publishedContent`,
 * `c.var.report`), declared the way
 * Hono's `request-id` and `timing` middlewares declare theirs. When the request
 * ends it gets its one `request` log line.
 */
import type { Context, MiddlewareHandler } from "hono";
import { endPreview, openPreview, type PreviewState } from "./api/preview";
import { allowCmsFrame } from "./api/preview-frame";
import { countWrites, LeftRunning } from "./cache/kv-writes";
import { ContentLayer } from "./content/content-layer";
import { readSettings, type Settings, type SiteApp } from "./env";
import { reportError } from "./error-report";
import { logEvent, RequestLog } from "./log";
import { CachePrivate, writeCacheHeaders } from "./shared-cache/presets";

/** Reports an unexpected error (console always, error service when configured). */
export type Report = (error: unknown, event: string) => void;

export interface RequestVariables {
  /** What the request's `request` line will say: it observes, nothing is decided from it. */
  log: RequestLog;
  /** The site's settings (worker/env.ts), read from its bindings once per request. */
  settings: Settings;
  /** The editor's preview session, as its cookie opened. */
  preview: PreviewState;
  /** The content layer with the editor's token when there is one: drafts, no cache. */
  content: ContentLayer;
  /**
   * The content layer without any token, for answers that list what is published
   * whoever asks (the sitemaps, the seller finder's API); {@link content} itself
   * when the request is no preview.
   */
  publishedContent: ContentLayer;
  report: Report;
}

declare module "hono" {
  interface ContextVariableMap extends RequestVariables {}
}

export function reportFor(c: Context<SiteApp>): Report {
  return (error, event) =>
    reportError(error, {
      env: c.env,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      request: c.req.raw,
      requestId: c.get("log")?.id ?? "",
      event,
    });
}

/**
 * Every request: an id, its variables, then exactly one `request` log line when it
 * ends, with the Server-Timing phases. While an editor's preview cookie is present
 * nothing may be stored by any cache on the way.
 */
export function requestContext(): MiddlewareHandler<SiteApp> {
  return async function requestContext(c, next) {
    const log = new RequestLog(c.req.header("cf-ray") ?? crypto.randomUUID());
    c.set("log", log);
    c.set("report", reportFor(c));
    try {
      const settings = readSettings(c.env);
      c.set("settings", settings);
      const preview = await openPreview(c);
      const kv = countWrites(c.env.CONTENT_CACHE);
      const leftRunning = new LeftRunning((p) => c.executionCtx.waitUntil(p));
      const contentLayer = (previewToken?: string) =>
        new ContentLayer({ kv: kv.kv, settings, waitUntil: leftRunning.add, log, previewToken });
      const content = contentLayer(preview.token);
      c.set("preview", preview);
      c.set("content", content);
      c.set("publishedContent", preview.token ? contentLayer() : content);
      await next();
      if (leftRunning.any || kv.writes() > 0)
        c.executionCtx.waitUntil(
          leftRunning.settled().then(() => {
            const writes = kv.writes();
            if (writes > 0) logEvent("info", "kv.written", { requestId: log.id, writes });
          }),
        );
      c.res.headers.set("x-request-id", log.id);
      c.res.headers.set("server-timing", log.serverTiming(Date.now() - log.startedAt));
      if (preview.token) {
        writeCacheHeaders(c.res.headers, CachePrivate());
        // Strapi 5 shows the preview in its admin's frame; nothing else may be framed.
        allowCmsFrame(c.res.headers, c.env);
        // The content service refused the editor's token: the published content was shown.
        if (content.previewEnded) endPreview(c);
      }
    } finally {
      // Whatever happened above, the request still gets its one line.
      logEvent(
        "info",
        "request",
        log.requestLine({
          method: c.req.method,
          path: new URL(c.req.url).pathname,
          status: c.res.status,
        }),
      );
    }
  };
}
