/**
 * @module Where each locale's index lives: in KV (built once, shared by every
 * isolate) and in this isolate's memory (read from KV once, then kept).
 *
 * - A visitor's query never waits for a build while any index of its locale
 *   exists; only the very first query of a locale with no index at all builds one,
 *   bounded by {@link FIRST_BUILD_WAIT_MS} (the build goes on in the background).
 * - A change (a webhook, {@link changed}) builds the locale anew in the background
 *   and the new index replaces this isolate's copy, then goes to KV. Builds of a
 *   locale are coalesced, not spaced by time: one runs, at most one waits behind it
 *   (it reads the content after every change that asked for it), so a burst of
 *   edits costs two builds, not one per edit.
 * - Beside each index in KV lies a small stamp (when its build began reading).
 *   Other isolates read the stamp at most every {@link STAMP_CHECK_MS} and load the
 *   index when the stamp is newer than theirs: at the location of the change, which
 *   sees its own KV writes at once, every isolate answers from the new index within
 *   that time. A stamp is a few bytes, so the check costs one small read per locale
 *   and isolate every few seconds, whatever the traffic.
 * - Each change also leaves a mark in KV. A change whose index never reached KV
 *   ({@link LOST_BUILD_MS} later: the content service failed, or the isolate ended)
 *   is built again behind the next query that notices it, in any isolate.
 * - An operator's full purge ({@link purged}) touches every locale while the
 *   content cache is empty: rather than eight builds at once, each locale is built
 *   behind its next query, which still answers from the index there is.
 */
import type { Locale } from "../../shared/locales";
import type { Settings } from "../env";
import { logEvent } from "../log";
import type { SearchedCollection } from "./collections";
import { readDocuments } from "./documents";
import { buildIndex, type LocaleIndex, loadIndex } from "./engine";

/** Changes with what the index holds (its terms), so that an index stored the old way is built anew. */
const KEY_VERSION = "v2";
const indexKey = (locale: Locale) => `search:${KEY_VERSION}:index:${locale}`;
const stampKey = (locale: Locale) => `search:${KEY_VERSION}:stamp:${locale}`;
const changeKey = (locale: Locale) => `search:${KEY_VERSION}:changed:${locale}`;
const PURGE_KEY = `search:${KEY_VERSION}:purged`;

/** How often an isolate asks KV whether a newer index of a locale exists. */
const STAMP_CHECK_MS = 2000;
/** How long a first query waits for the first build of its locale. */
const FIRST_BUILD_WAIT_MS = 10_000;
/** A change not in KV's index this long after was lost: the next query builds it. */
const LOST_BUILD_MS = 30_000;
/** KV takes one write a second to a key: a waiting build starts no sooner after the last. */
const KV_WRITE_GAP_MS = 1000;

interface Held {
  index: LocaleIndex;
  /** When the build that made it began reading content: later changes are not in it. */
  builtAt: number;
  checkedAt: number;
}

interface Deferred {
  promise: Promise<Held>;
  resolve: (held: Held) => void;
  reject: (error: unknown) => void;
}

/** A locale's builds: the one running, and the one that waits behind it. */
interface Line {
  waiting: Deferred | null;
}

const held = new Map<Locale, Held>();
const lines = new Map<Locale, Line>();
/** The last change of each locale's content this isolate knows of. */
const changedAt = new Map<Locale, number>();
const markedAt = new Map<Locale, number>();
/** The last full purge this isolate knows of. */
let purgedAt = 0;

export interface SearchBindings {
  kv: KVNamespace;
  settings: Settings;
  /** What an index is built from (worker/pages/records.ts). */
  collections: readonly SearchedCollection[];
  waitUntil: (promise: Promise<unknown>) => void;
  report: (error: unknown, event: string) => void;
}

export class SearchUnavailable extends Error {
  constructor(locale: Locale) {
    super(`no search index for ${locale} yet`);
    this.name = "SearchUnavailable";
  }
}

/** The newest index of a locale this isolate can have without waiting for a build. */
export async function indexFor(locale: Locale, ctx: SearchBindings): Promise<LocaleIndex> {
  const mine = held.get(locale);
  const now = Date.now();
  if (mine && now - mine.checkedAt < STAMP_CHECK_MS) return recovered(locale, mine, ctx);
  try {
    const [stampText, changedText, purgedText] = await Promise.all([
      ctx.kv.get(stampKey(locale)),
      ctx.kv.get(changeKey(locale)),
      ctx.kv.get(PURGE_KEY),
    ]);
    const change = Number(changedText ?? 0);
    if (change > (changedAt.get(locale) ?? 0)) changedAt.set(locale, change);
    purgedAt = Math.max(purgedAt, Number(purgedText ?? 0));
    const stamp = Number(stampText ?? Number.NaN);
    if (mine && !(stamp > mine.builtAt)) {
      mine.checkedAt = now;
      if (Number.isFinite(stamp)) return recovered(locale, mine, ctx);
    } else {
      const json = Number.isFinite(stamp) ? await ctx.kv.get(indexKey(locale)) : null;
      if (json) {
        const loaded = { index: loadIndex(locale, json), builtAt: stamp, checkedAt: now };
        held.set(locale, loaded);
        return recovered(locale, loaded, ctx);
      }
    }
  } catch (error) {
    // KV failing or a broken value: what this isolate holds still answers.
    ctx.report(error, "search.index_read_failed");
    if (mine) return mine.index;
  }
  if (mine) {
    // KV lost the index: keep answering, build anew behind.
    if (!lines.has(locale)) background(locale, ctx);
    return mine.index;
  }
  const first = build(locale, ctx);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SearchUnavailable(locale)), FIRST_BUILD_WAIT_MS);
  });
  try {
    return (await Promise.race([first, timeout])).index;
  } finally {
    clearTimeout(timer);
  }
}

/** The index held, with a build started behind it after a purge or a change whose build was lost. */
function recovered(locale: Locale, mine: Held, ctx: SearchBindings): LocaleIndex {
  const change = changedAt.get(locale) ?? 0;
  const lost = change >= mine.builtAt && Date.now() - change > LOST_BUILD_MS;
  if ((lost || purgedAt >= mine.builtAt) && !lines.has(locale)) background(locale, ctx);
  return mine.index;
}

/** Whether a locale has an index anywhere (this isolate or KV; when KV fails, it may). */
export async function hasIndex(locale: Locale, ctx: SearchBindings): Promise<boolean> {
  if (held.has(locale)) return true;
  return (await ctx.kv.get(stampKey(locale)).catch(() => "")) !== null;
}

/**
 * A change of a locale's content: marked for every isolate and built anew. The
 * promise settles when a build that read the content after this change is in this
 * isolate and in KV.
 */
export async function changed(locale: Locale, ctx: SearchBindings): Promise<void> {
  const at = Date.now();
  changedAt.set(locale, at);
  const done = build(locale, ctx);
  // The mark only serves a lost build; KV takes one write a second to a key.
  if (at - (markedAt.get(locale) ?? 0) >= KV_WRITE_GAP_MS) {
    markedAt.set(locale, at);
    await ctx.kv
      .put(changeKey(locale), String(at))
      .catch((error) => ctx.report(error, "search.change_mark_failed"));
  }
  await done;
}

/** A full purge: every locale's index is built anew behind its next query. */
export async function purged(ctx: SearchBindings): Promise<void> {
  purgedAt = Date.now();
  await ctx.kv.put(PURGE_KEY, String(purgedAt));
}

function background(locale: Locale, ctx: SearchBindings): void {
  build(locale, ctx).catch((error) => ctx.report(error, "search.index_build_failed"));
}

/**
 * A build of the locale that begins after this call: the running one's successor
 * when one runs (shared by every call until it starts), else a new one. The builds
 * run one after the other inside the request that started the first, kept alive by
 * its `waitUntil`.
 */
function build(locale: Locale, ctx: SearchBindings): Promise<Held> {
  const line = lines.get(locale);
  if (line) {
    line.waiting ??= deferred();
    return line.waiting.promise;
  }
  const own: Line = { waiting: null };
  lines.set(locale, own);
  const first = deferred();
  const run = async () => {
    let turn = first;
    for (;;) {
      const started = Date.now();
      try {
        turn.resolve(await buildOnce(locale, ctx));
      } catch (error) {
        turn.reject(error);
      }
      const next = own.waiting;
      if (!next) break;
      own.waiting = null;
      const gap = started + KV_WRITE_GAP_MS - Date.now();
      if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
      turn = next;
    }
    lines.delete(locale);
  };
  ctx.waitUntil(run());
  return first.promise;
}

async function buildOnce(locale: Locale, ctx: SearchBindings): Promise<Held> {
  const builtAt = Date.now();
  const documents = await readDocuments(ctx.collections, ctx.settings, locale);
  const index = buildIndex(locale, documents);
  const fresh = { index, builtAt, checkedAt: Date.now() };
  const mine = held.get(locale);
  if (!mine || mine.builtAt < builtAt) held.set(locale, fresh);
  // Another isolate may have stored a build that began later: it stays.
  const stored = Number((await ctx.kv.get(stampKey(locale))) ?? 0);
  if (!(stored > builtAt)) {
    await ctx.kv.put(indexKey(locale), JSON.stringify(index.toJSON()));
    await ctx.kv.put(stampKey(locale), String(builtAt));
  }
  logEvent("info", "search.index_built", {
    locale,
    records: documents.length,
    buildMs: Date.now() - builtAt,
  });
  return fresh;
}

function deferred(): Deferred {
  let resolve: Deferred["resolve"] = () => undefined;
  let reject: Deferred["reject"] = () => undefined;
  const promise = new Promise<Held>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Every waiter handles a failure; a build nobody waits for must not be unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
