/**
 * @module How the site learns that a record's address moved, from the content
 * service only: each webhook about a published record says where it is now
 * (a rename when the site knew it elsewhere), and once an hour the cron reads the
 * published lists (the sitemaps' cached lists) to learn the paths of records no
 * webhook has named yet, so that their first rename is followed too. Strapi's
 * webhooks carry the entry as it is after the change, never its old slug: the
 * old path is the one the site last knew.
 */
import { LOCALES } from "../../shared/locales";
import { ContentLayer } from "../content/content-layer";
import type { WebhookBody } from "../content/purge-for-webhook";
import { type Env, readSettings } from "../env";
import { logEvent, RequestLog } from "../log";
import { recordsOf } from "../pages/records";
import { FOLLOWED_KINDS, modelOf, recordPath, type SeenPath } from "./paths";
import {
  allKnownPaths,
  keyOf,
  knownPaths,
  lastSynced,
  learnPaths,
  type Moved,
  markSynced,
  slugRedirects,
} from "./store";
import { publishTable } from "./table";

/** Events after which a published record is where its entry says. */
const PLACED = new Set(["entry.create", "entry.update", "entry.publish"]);

/** How often the published lists are read for records no webhook named. */
export const SYNC_EVERY_MS = 3600_000;

/** Where a webhook says a published record now is; null when it says nothing of that. */
export function seenInWebhook(body: WebhookBody): SeenPath | null {
  if (!("entry" in body) || !PLACED.has(body.event)) return null;
  const { model, entry } = body as {
    model?: unknown;
    entry: { id?: unknown; documentId?: unknown; slug?: unknown; locale?: unknown };
  };
  // A draft (Strapi 5 sends each draft save) has moved nothing yet.
  if ((entry as { publishedAt?: unknown }).publishedAt === null) return null;
  const id = entry.documentId ?? entry.id;
  if (typeof model !== "string" || (typeof id !== "string" && typeof id !== "number")) return null;
  if (typeof entry.slug !== "string" || typeof entry.locale !== "string") return null;
  const path = recordPath(model, entry.locale, entry.slug);
  if (!path) return null;
  return { model, record: String(id), locale: entry.locale as SeenPath["locale"], path };
}

/** A webhook's record, learnt: its rename recorded and the edge's table rewritten. */
export async function learnFromWebhook(
  db: D1Database,
  kv: KVNamespace,
  body: WebhookBody,
  now: number,
): Promise<Moved[]> {
  const seen = seenInWebhook(body);
  if (!seen) return [];
  try {
    const known = await knownPaths(db, [seen]);
    const { moved, changed } = await learnPaths(db, [seen], known, { now, renames: true });
    if (changed) await publishTable(db, kv);
    for (const each of moved) logEvent("info", "redirect.recorded", { rule: "renamed", ...each });
    return moved;
  } catch (error) {
    // The purge still runs: a rename missed costs its old address, not the change.
    logEvent("error", "redirect.learn_failed", {
      ...seen,
      error: error instanceof Error ? error.message : String(error),
    });
    return [];
  }
}

/**
 * The cron's part: once an hour (or at once when never done), every published
 * record's path in every locale, from the published lists through the content
 * layer's cache. Only records the site did not know are written: a cached list
 * may be older than a webhook already taken in.
 */
export async function syncKnownPaths(
  db: D1Database,
  kv: KVNamespace,
  content: ContentLayer,
  now: number,
): Promise<{ synced: boolean; learnt: number }> {
  if (now - (await lastSynced(db)) < SYNC_EVERY_MS) return { synced: false, learnt: 0 };
  const seen: SeenPath[] = [];
  for (const kind of FOLLOWED_KINDS) {
    const model = modelOf(kind);
    for (const locale of LOCALES) {
      const records = await recordsOf(kind).list.read(content, locale);
      for (const record of records) {
        const slug = record.attributes?.slug;
        const path = slug ? recordPath(model, locale, slug) : null;
        if (path && record.id != null)
          seen.push({ model, record: String(record.id), locale, path });
      }
    }
  }
  const known = await allKnownPaths(db);
  const learnt = seen.filter((each) => !known.has(keyOf(each)));
  const redirecting = new Set((await slugRedirects(db)).map((each) => each.from));
  await learnPaths(db, learnt, known, { now, renames: false, redirecting });
  // Rewritten whatever changed: a row an operator removed by hand reaches the edge too.
  await publishTable(db, kv);
  await markSynced(db, now);
  logEvent("info", "redirect.paths_synced", { records: seen.length, learnt: learnt.length });
  return { synced: true, learnt: learnt.length };
}

/** The cron trigger's call: the hourly read, its failure logged (the next run tries again). */
export async function syncFromCron(env: Env, ctx: ExecutionContext, now: number): Promise<void> {
  const log = new RequestLog(`cron-${now}`);
  const content = new ContentLayer({
    kv: env.CONTENT_CACHE,
    settings: readSettings(env),
    waitUntil: (promise) => ctx.waitUntil(promise),
    log,
  });
  try {
    await syncKnownPaths(env.CONTACT_OUTBOX, env.CONTENT_CACHE, content, now);
  } catch (error) {
    logEvent("warn", "redirect.sync_failed", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
