/**
 * @module What a page's resolution needs from one request. Apart from
 * worker/site.ts so that the loaders it runs (worker/pages/, the search page)
 * can take it without importing the router that calls them.
 */
import type { Env } from "./env";
import type { RequestLog } from "./log";

export interface Context {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  log: RequestLog;
  /** An editor's token (preview cookie): drafts, no cache. */
  previewToken?: string;
  /** Reports an unexpected error (console always, error service when configured). */
  report: (error: unknown, event: string) => void;
}
