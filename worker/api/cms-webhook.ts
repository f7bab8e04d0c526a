/**
 * @module `POST /api/cms-webhook`: the content service tells the site what changed
 * (cms/CONTRACT.md) and the site drops exactly the cached answers that show it.
 *
 * 401 without the right secret (nothing changes), 400 for a body that is not the
 * contract's JSON, 413 for a body above {@link MAX_BODY_BYTES} (refused while it
 * is read), 200 after a precise purge or for a model the site does not show
 * (nothing purged, `webhook.unknown_model`), 202 after the logged fallback of
 * purging everything for a known model's change it cannot map. The shared pages built from the
 * same content go too, by the same tags, at every location at once: written to
 * the purge queue before the answer and sent within the platform's purge limits
 * (shared-cache/purge-queue.ts), so a single publish shows on the next request and
 * a bulk one is never lost. Purged, not invalidated, because a tag names one
 * record, so nearly every page carrying it did change, and an editor expects the
 * next request to show it; only a change the site cannot map marks every page
 * stale instead, most of them unchanged and answered 304. `pages` in the answer
 * says `purged`, `invalidated` or `queued` (sent by a later webhook or the cron).
 * A changed record's search indexes are rebuilt before the answer, within a time
 * limit (search/webhook.ts); `search` in the answer says which.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { purgeEverything, purgeTags } from "../cache/purge";
import { purgeForWebhook, WebhookBody } from "../content/purge-for-webhook";
import type { SiteApp } from "../env";
import { logEvent } from "../log";
import { learnFromWebhook } from "../redirects/learn";
import type { SearchedCollection } from "../search/collections";
import { searchBindings } from "../search/service";
import { rebuildAfterWebhook } from "../search/webhook";
import { bearerToken, sameSecret } from "../secret";
import { type Asked, askPurge, type QueueOutcome } from "../shared-cache/purge-queue";

/** Far above any real webhook (a flat record); anything bigger is not one. */
const MAX_BODY_BYTES = 256 * 1024;

/** The CMS webhook's route; `collections`: what the site search is rebuilt from (worker/pages/records.ts). */
export function cmsWebhook(collections: readonly SearchedCollection[]): Hono<SiteApp> {
  return new Hono<SiteApp>().post("/", (c) => receiveWebhook(c, collections));
}

/** One webhook: checked, then the purges and the search's rebuild it asks for. */
async function receiveWebhook(c: Context<SiteApp>, collections: readonly SearchedCollection[]) {
  const log = c.get("log");
  log.set({ kind: "webhook" });
  const secret = c.env.CMS_WEBHOOK_SECRET ?? "";
  if (!(await sameSecret(bearerToken(c.req.header("authorization")), secret))) {
    logEvent("warn", "webhook.refused", {
      requestId: log.id,
      reason: secret ? "wrong or missing secret" : "CMS_WEBHOOK_SECRET is not set",
    });
    return c.json({ error: "Unauthorized" }, 401);
  }

  const text = await bodyWithin(c.req.raw, MAX_BODY_BYTES);
  if (text === null) {
    logEvent("warn", "webhook.invalid", { requestId: log.id, reason: "body too large" });
    return c.json({ error: "Webhook body too large" }, 413);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return invalid(c, "malformed JSON");
  }
  const parsed = v.safeParse(WebhookBody, json);
  if (!parsed.success) {
    const issues = parsed.issues.map(
      (issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`,
    );
    return invalid(c, issues.join("; "));
  }

  const body = parsed.output;
  const change = describeChange(body);
  // Before the purge: the next request for the old address finds its redirect.
  await learnFromWebhook(c.env.CONTACT_OUTBOX, c.env.CONTENT_CACHE, body, Date.now());
  const plan = purgeForWebhook(body);
  // It reads the content service itself, not the cache purged below; answered with.
  const search = rebuildAfterWebhook(body, searchBindings(c, collections));
  const kv = c.env.CONTENT_CACHE;
  if (plan.kind === "ignored") {
    // A model this site shows nothing of: acknowledged, nothing dropped.
    logEvent("warn", "webhook.unknown_model", {
      requestId: log.id,
      ...change,
      reason: plan.reason,
    });
    return c.json({ ok: true, tags: [], keys: 0, pages: "none", search: await search }, 200);
  }
  if (plan.kind === "everything") {
    logEvent("warn", "webhook.unmapped", { requestId: log.id, ...change, reason: plan.reason });
    const result = await purgeEverything(kv);
    // Asked for by hand: gone. A change the site cannot read: revalidated.
    const pages = await sharedPages(c, {
      action: body.event === "site.purge" ? "purge" : "invalidate",
      everything: true,
    });
    logEvent("info", "cache.purged", {
      requestId: log.id,
      ...change,
      everything: true,
      ...result,
      pages: pages.result,
      pending: pages.pending,
    });
    return c.json(
      {
        ok: true,
        purged: "everything",
        keys: result.keys,
        pages: pages.result,
        pending: pages.pending,
        search: await search,
      },
      202,
    );
  }
  const tags = plan.kind === "tags" ? plan.tags : [];
  const result = await purgeTags(kv, tags);
  const pages = await sharedPages(c, { action: "purge", tags });
  logEvent("info", "cache.purged", {
    requestId: log.id,
    ...change,
    tags,
    ...result,
    pages: pages.result,
    pending: pages.pending,
  });
  return c.json(
    {
      ok: true,
      tags,
      keys: result.keys,
      pages: pages.result,
      pending: pages.pending,
      search: await search,
    },
    200,
  );
}

/**
 * The shared pages built from the purged content, written to the purge queue and
 * sent at once when the platform's budget allows (shared-cache/purge-queue.ts),
 * else by a later webhook or the cron trigger; its own log lines say which.
 */
async function sharedPages(c: Context<SiteApp>, asked: Asked): Promise<QueueOutcome> {
  return askPurge(c.env, c.executionCtx, asked, c.get("log").id);
}

/** What the log says about a change: its kind and record, never its content. */
function describeChange(body: WebhookBody): Record<string, unknown> {
  const record = body as {
    event: string;
    model?: string;
    entry?: { id?: unknown; locale?: unknown };
    media?: { id?: unknown };
  };
  return {
    webhookEvent: record.event,
    model: record.model ?? (record.media ? "media" : undefined),
    id: record.entry?.id ?? record.media?.id,
    entryLocale: record.entry?.locale ?? undefined,
  };
}

/**
 * The body as text, read no further than `limit` bytes: null beyond it (also when
 * `Content-Length` says so), so an oversized post is refused without being held
 * in memory whole.
 */
async function bodyWithin(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function invalid(c: Context<SiteApp>, reason: string) {
  logEvent("warn", "webhook.invalid", { requestId: c.get("log").id, reason: reason.slice(0, 500) });
  return c.json({ error: "Malformed webhook body", reason: reason.slice(0, 500) }, 400);
}
