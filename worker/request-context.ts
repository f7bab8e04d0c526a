/**
 * @module What the loaders and the renderer need from one request, built in one
 * place for the page handler and the contact form's no-JavaScript answer alike.
 */
import type { Context } from "hono";
import { previewTokenOf } from "./api/preview";
import type { SiteApp } from "./env";
import { reportError } from "./error-report";
import type { Context as SiteContext } from "./site";

export function reportFor(c: Context<SiteApp>): (error: unknown, event: string) => void {
  return (error, event) =>
    reportError(error, {
      env: c.env,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      request: c.req.raw,
      requestId: c.get("log")?.id ?? "",
      event,
    });
}

export function siteContext(c: Context<SiteApp>): SiteContext {
  return {
    env: c.env,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    log: c.get("log"),
    previewToken: previewTokenOf(c),
    report: reportFor(c),
  };
}
