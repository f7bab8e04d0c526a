/**
 * @module Where each locale's index lives: in KV (built once, shared by every
 * isolate) and in this isolate's memory (read from KV once, then kept).
 *
 * - A visitor's query never waits for a build while any index of its locale
 *   exists; only the very first query of a locale with no index at all builds one,
 *   bounded by {@link FIRST_BUILD_WAIT_MS} (the build goes on in the background).
 * - A change (a webhook, `changed`) marks the locale stale in KV and starts a
 *   rebuild in the background, unless one started in this isolate less than
 *   {@link REBUILD_INTERVAL_MS} ago: a burst of edits then costs one build more,
 *   started in the background by the next query that finds the index older than
 *   the last change. Content-service calls are bounded by searches, not by edits.
 * - A new index goes to KV with a small stamp beside it; other isolates read the
 *   stamp (and the stale mark) at most every {@link STAMP_CHECK_MS}.
 */
import type { Locale } from "../../shared/locales";
import type { Settings } from "../env";
import { readDocuments } from "./documents";
import { buildIndex, type LocaleIndex, loadIndex } from "./engine";

const KEY_VERSION = "v1";
const indexKey = (locale: Locale) => `search:${KEY_VERSION}:index:${locale}`;
const stampKey = (locale: Locale) => `search:${KEY_VERSION}:stamp:${locale}`;
const staleKey = (locale: Locale) => `search:${KEY_VERSION}:changed:${locale}`;

/** How often an isolate asks KV whether its index of a locale is still the newest. */
export const STAMP_CHECK_MS = 5000;
/** How long a first query waits for the first build of its locale. */
export const FIRST_BUILD_WAIT_MS = 10_000;
/** A change starts a build at once at most this often per locale and isolate. */
export const REBUILD_INTERVAL_MS = 60_000;

interface Held {
  index: LocaleIndex;
  /** When the build that made it began reading content: later changes are not in it. */
  builtAt: number;
  checkedAt: number;
}

const held = new Map<Locale, Held>();
const building = new Map<Locale, Promise<Held>>();
const lastStart = new Map<Locale, number>();
/** The last change of each locale's content this isolate knows of. */
const changedAt = new Map<Locale, number>();

export interface StoreContext {
  kv: KVNamespace;
  settings: Settings;
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
export async function indexFor(locale: Locale, ctx: StoreContext): Promise<LocaleIndex> {
  const mine = held.get(locale);
  const now = Date.now();
  if (mine && now - mine.checkedAt < STAMP_CHECK_MS) return current(locale, mine, ctx);
  try {
    const [stampText, changedText] = await Promise.all([
      ctx.kv.get(stampKey(locale)),
      ctx.kv.get(staleKey(locale)),
    ]);
    const changed = Number(changedText ?? 0);
    if (changed > (changedAt.get(locale) ?? 0)) changedAt.set(locale, changed);
    const stamp = Number(stampText ?? Number.NaN);
    if (mine && stamp === mine.builtAt) {
      mine.checkedAt = now;
      return current(locale, mine, ctx);
    }
    const json = Number.isFinite(stamp) ? await ctx.kv.get(indexKey(locale)) : null;
    if (json) {
      const loaded = { index: loadIndex(locale, json), builtAt: stamp, checkedAt: now };
      if (!mine || loaded.builtAt > mine.builtAt) held.set(locale, loaded);
      return current(locale, held.get(locale) ?? loaded, ctx);
    }
  } catch (error) {
    // KV failing or a broken value: what this isolate holds still answers.
    ctx.report(error, "search.index_read_failed");
    if (mine) return mine.index;
  }
  if (mine) {
    // KV lost the index: keep answering, build anew behind.
    mine.checkedAt = now;
    startBuild(locale, ctx);
    return mine.index;
  }
  const first = build(locale, ctx);
  ctx.waitUntil(first.catch(() => undefined));
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

/** The index held, with a rebuild started behind it when content changed since its build. */
function current(locale: Locale, mine: Held, ctx: StoreContext): LocaleIndex {
  if ((changedAt.get(locale) ?? 0) >= mine.builtAt) startBuild(locale, ctx);
  return mine.index;
}

/** Whether a locale has an index anywhere (this isolate or KV). */
export async function hasIndex(locale: Locale, ctx: StoreContext): Promise<boolean> {
  return held.has(locale) || (await ctx.kv.get(stampKey(locale))) !== null;
}

/**
 * A change of a locale's content: marked for every isolate, and rebuilt now unless
 * `now` is false (a full purge) or a build started here within the interval.
 */
export async function changed(locale: Locale, ctx: StoreContext, now = true): Promise<void> {
  const at = Date.now();
  changedAt.set(locale, at);
  await ctx.kv.put(staleKey(locale), String(at));
  if (now && at - (lastStart.get(locale) ?? 0) >= REBUILD_INTERVAL_MS) startBuild(locale, ctx);
}

function startBuild(locale: Locale, ctx: StoreContext): void {
  if (building.has(locale)) return;
  ctx.waitUntil(
    build(locale, ctx).catch((error) => ctx.report(error, "search.index_build_failed")),
  );
}

function build(locale: Locale, ctx: StoreContext): Promise<Held> {
  const running = building.get(locale);
  if (running) return running;
  const work = (async () => {
    try {
      const builtAt = Date.now();
      lastStart.set(locale, builtAt);
      const index = buildIndex(locale, await readDocuments(ctx.settings, locale));
      await ctx.kv.put(indexKey(locale), JSON.stringify(index.toJSON()));
      await ctx.kv.put(stampKey(locale), String(builtAt));
      const fresh = { index, builtAt, checkedAt: Date.now() };
      held.set(locale, fresh);
      return fresh;
    } finally {
      building.delete(locale);
    }
  })();
  building.set(locale, work);
  return work;
}
