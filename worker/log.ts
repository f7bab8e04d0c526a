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

/**
 * The cache preset a page or its route data was answered with (shared-cache/presets.ts):
 * `short`, `long`, `private`, `none`; "off" for other answers. A page the shared
 * cache answered never reaches the worker, so it is never logged here.
 */
export type HtmlCacheResult = string;

/**
 * What one request gathers while it runs; printed once, as the `request` line, when
 * it ends. It only observes: no decision about the answer is read back from it.
 */
export class RequestLog {
  readonly id: string;
  readonly startedAt = Date.now();
  readonly content: ContentCall[] = [];
  fields: Record<string, unknown> = {};
  html: HtmlCacheResult = "off";
  private readonly phases = new Map<string, number>();

  constructor(id: string) {
    this.id = id;
  }

  set(fields: Record<string, unknown>): void {
    Object.assign(this.fields, fields);
  }

  contentCall(call: ContentCall): void {
    this.content.push(call);
  }

  /** Adds the wall-clock time of a phase (`cms`, `render`) for Server-Timing. */
  phase(name: string, ms: number): void {
    this.phases.set(name, (this.phases.get(name) ?? 0) + ms);
  }

  /** Times a phase around a promise, whether it settles or fails. */
  async measure<T>(name: string, work: Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await work;
    } finally {
      this.phase(name, Date.now() - started);
    }
  }

  /** The `Server-Timing` header: each phase, then the total so far. */
  serverTiming(totalMs: number): string {
    const parts = [...this.phases].map(([name, ms]) => `${name};dur=${ms}`);
    parts.push(`total;dur=${totalMs}`);
    return parts.join(", ");
  }

  /** How many content answers came from KV fresh, stale, missed or bypassed it. */
  cacheSummary(): { kv: Partial<Record<CacheResult, number>>; html: HtmlCacheResult } {
    const kv: Partial<Record<CacheResult, number>> = {};
    for (const call of this.content) kv[call.cache] = (kv[call.cache] ?? 0) + 1;
    return { kv, html: this.html };
  }

  /** The one `request` line: what an operator reads in `wrangler tail`. */
  requestLine(request: { method: string; path: string; status: number }): Record<string, unknown> {
    return {
      requestId: this.id,
      method: request.method,
      path: request.path,
      locale: null,
      kind: null,
      ...this.fields,
      status: request.status,
      ms: Date.now() - this.startedAt,
      cache: this.cacheSummary(),
      content: this.content,
    };
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
