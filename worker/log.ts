/**
 * @module Structured logs: one JSON object per line, so `wrangler tail --format json`
 * and log search can read them. Never pass personal data in here.
 */

export type CacheResult = "hit" | "stale" | "miss" | "error-stale" | "bypass";

export interface ContentCall {
  op: string;
  cache: CacheResult;
  ms?: number;
  ok?: boolean;
}

/** What one request gathers while it runs; printed once when it ends. */
export class RequestLog {
  readonly id: string;
  readonly startedAt = Date.now();
  readonly content: ContentCall[] = [];
  fields: Record<string, unknown> = {};

  constructor(id: string) {
    this.id = id;
  }

  set(fields: Record<string, unknown>): void {
    Object.assign(this.fields, fields);
  }

  contentCall(call: ContentCall): void {
    this.content.push(call);
  }

  /** Milliseconds spent waiting on the content service, for Server-Timing. */
  contentMs(): number {
    return this.content.reduce((sum, call) => sum + (call.ms ?? 0), 0);
  }
}

export function logEvent(
  level: "info" | "warn" | "error",
  event: string,
  fields: Record<string, unknown>,
): void {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
