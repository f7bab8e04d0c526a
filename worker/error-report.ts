/**
 * @module Unexpected errors: always to the console as one JSON line, and to a
 * Sentry-compatible service through toucan-js when `SENTRY_DSN` is set.
 *
 * Nothing personal leaves the worker: no headers, cookies (the editor's preview
 * token is one), query strings or IP addresses are attached to a report.
 */
import { Toucan } from "toucan-js";
import type { Env } from "./env";
import { logEvent } from "./log";

export const SITE_VERSION = typeof __SITE_VERSION__ === "string" ? __SITE_VERSION__ : "dev";

export interface ReportDetails {
  env: Env;
  /** Keeps the worker alive until the report is sent. */
  waitUntil: (promise: Promise<unknown>) => void;
  request: Request;
  requestId: string;
  /** Where it happened: `unhandled`, `route.failed`, `layout.failed`, … */
  event: string;
}

export function reportError(error: unknown, context: ReportDetails): void {
  logEvent("error", context.event, {
    requestId: context.requestId,
    reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  const dsn = context.env.SENTRY_DSN;
  if (!dsn) return;
  try {
    const sentry = new Toucan({
      dsn,
      release: SITE_VERSION,
      environment: context.env.SENTRY_ENVIRONMENT || "production",
      context: { waitUntil: context.waitUntil },
      request: context.request,
      requestDataOptions: {
        allowedHeaders: false,
        allowedCookies: false,
        allowedSearchParams: false,
        allowedIps: false,
      },
    });
    sentry.setTag("requestId", context.requestId);
    sentry.setTag("event", context.event);
    sentry.captureException(error);
  } catch (failure) {
    // A bad DSN must not turn one error into two.
    logEvent("warn", "error_report.failed", {
      requestId: context.requestId,
      reason: String(failure),
    });
  }
}
