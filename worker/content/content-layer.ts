/**
 * @module The content layer: every content-service answer the site uses goes
 * through {@link ContentLayer.query}, one per request. It knows the content
 * service: GraphQL calls (graphql-client.ts; a list page after page, paged.ts),
 * the cache tags of an answer and whether it found anything (tags.ts), and the
 * editor's preview token. How answers are kept is the KV content cache's
 * (cache/content-cache.ts): fresh, stale while revalidating, the last good one
 * standing in, one call for identical misses, memory only for what found nothing.
 * Editor previews bypass the cache entirely and are never written to it.
 */
import { type CacheOutcome, ContentCache, type Fetched } from "../cache/content-cache";
import { cacheKey } from "../cache/entries";
import type { Settings } from "../env";
import { logEvent, type RequestLog } from "../log";
import {
  ContentServiceError,
  isOutage,
  type Operation,
  requestContent,
  type Variables,
  type VariablesArgument,
} from "./graphql-client";
import { readAllPages } from "./paged";
import { observeContentService } from "./service-health";
import { foundNothing, tagsOfAnswer, tagsOfList } from "./tags";

export interface ContentLayerOptions {
  kv: KVNamespace;
  settings: Settings;
  waitUntil: (promise: Promise<unknown>) => void;
  log: RequestLog;
  /** An editor's token: asks for drafts and bypasses every cache. */
  previewToken?: string;
}

export class ContentLayer {
  /**
   * The tags of every answer this request used, for a cache of whole pages built
   * from them (the HTML cache indexes its pages under these).
   */
  readonly tagsUsed = new Set<string>();
  private readonly cache: ContentCache;
  /** The content service refused the editor's token (expired, revoked). */
  private previewRefused = false;
  /** An answer used was stale, standing in, failed or a preview's: see {@link allCurrent}. */
  private outdated = false;

  constructor(private readonly options: ContentLayerOptions) {
    this.cache = new ContentCache({
      kv: options.kv,
      freshSeconds: options.settings.freshSeconds,
      waitUntil: options.waitUntil,
    });
  }

  /** Whether this request shows drafts: an editor's token the content service accepts. */
  get preview(): boolean {
    return Boolean(this.options.previewToken) && !this.previewRefused;
  }

  /** An editor's token was sent but refused: the caller should end the preview. */
  get previewEnded(): boolean {
    return this.previewRefused;
  }

  /**
   * Whether every answer this request used was current: fresh from KV or just
   * fetched. A page built from a stale or standing-in answer must not be kept by
   * the HTML cache, or it would outlive the refresh that replaces it.
   */
  get allCurrent(): boolean {
    return !this.outdated;
  }

  /** The operation's answer, typed by its document (shared/content-operations.generated.ts). */
  async query<TData, TVariables extends Variables>(
    op: Operation<TData, TVariables>,
    ...given: VariablesArgument<TVariables>
  ): Promise<TData> {
    const variables: Variables = given[0] ?? {};
    if (this.preview) {
      try {
        return await this.previewQuery(op, variables);
      } catch (error) {
        // A token that no longer works must not lock the editor out of the site:
        // show the published content (from the cache) and end the preview.
        if (
          !(error instanceof ContentServiceError && (error.status === 401 || error.status === 403))
        )
          throw error;
        this.previewRefused = true;
        logEvent("warn", "preview.token_refused", {
          requestId: this.options.log.id,
          reason: `${error.reason} ${error.status}`,
        });
      }
    }
    const key = cacheKey(op.name, variables);
    const started = Date.now();
    const noteTags = (tags: readonly string[]) => {
      for (const tag of tags) this.tagsUsed.add(tag);
    };
    let served: { data: TData; outcome: CacheOutcome };
    try {
      served = await this.cache.get(key, () => this.fetch(op, variables), noteTags);
    } catch (error) {
      this.outdated = true;
      this.options.log.contentCall({
        op: op.name,
        cache: "miss",
        ms: Date.now() - started,
        ok: false,
      });
      throw error;
    }
    const { outcome: cache } = served;
    if (cache === "stale" || cache === "error-stale") this.outdated = true;
    const ms = Date.now() - started;
    // A hit or a stale answer made no call of its own; a miss or a stand-in did.
    const ok = cache === "miss" ? true : cache === "error-stale" ? false : undefined;
    this.options.log.contentCall(
      ok === undefined ? { op: op.name, cache, ms } : { op: op.name, cache, ms, ok },
    );
    return served.data;
  }

  /**
   * What KV holds for this query, without asking the content service or logging a
   * content call: null when nothing is cached (absent or unreadable), `purged` for
   * an answer a purge marked out of date. For decisions about how to answer, never
   * as the answer itself.
   */
  async peek<TData, TVariables extends Variables>(
    op: Operation<TData, TVariables>,
    ...given: VariablesArgument<TVariables>
  ): Promise<{ data: TData; fresh: boolean; purged: boolean } | null> {
    const variables: Variables = given[0] ?? {};
    if (this.preview) return null;
    return this.cache.peek<TData>(cacheKey(op.name, variables));
  }

  private async previewQuery<TData>(
    op: Operation<TData>,
    variables: Record<string, unknown>,
  ): Promise<TData> {
    const started = Date.now();
    const data = await this.call(op, { ...variables, publicationState: "PREVIEW" });
    this.outdated = true;
    this.options.log.contentCall({
      op: op.name,
      cache: "bypass",
      ms: Date.now() - started,
      ok: true,
    });
    return data;
  }

  /** One answer from the content service, with its tags (a whole list's by model). */
  private async fetch<TData>(
    op: Operation<TData>,
    variables: Record<string, unknown>,
  ): Promise<Fetched<TData>> {
    const data = await this.call(op, variables);
    const tags = (op.paged ? tagsOfList : tagsOfAnswer)(data, variables);
    return { data, tags, foundNothing: foundNothing(data) };
  }

  private async call<TData>(
    op: Operation<TData>,
    variables: Record<string, unknown>,
  ): Promise<TData> {
    const token = this.preview ? this.options.previewToken : undefined;
    const request = (each: Record<string, unknown>) =>
      requestContent(this.options.settings, op, each, { token });
    try {
      // A list is read page after page but cached as one answer (tagged by its models).
      const data = await (op.paged ? readAllPages(op, variables, request) : request(variables));
      observeContentService(true);
      return data;
    } catch (error) {
      const failure =
        error instanceof ContentServiceError
          ? error
          : new ContentServiceError(op.name, "network", String(error));
      // What /healthz reports: unreachable, or answering (even if this query failed).
      observeContentService(!isOutage(failure));
      logEvent("error", "content.failed", {
        requestId: this.options.log.id,
        op: op.name,
        reason: failure.reason,
        status: failure.status,
        message: failure.message,
      });
      throw failure;
    }
  }
}
