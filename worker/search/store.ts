/**
 * @module Where each locale's index lives: in KV (built once, shared by every
 * isolate) and in this isolate's memory (read from KV once, then kept).
 *
 * - A visitor's query never waits for a build while any index of its locale
 *   exists; only the very first query of a locale with no index at all builds one,
 *   bounded by {@link FIRST_BUILD_WAIT_MS} (the build goes on in the background).
 * - A webhook rebuilds the locales it touches in the background (`rebuild`). The
 *   new index is written to KV with a small stamp beside it; other isolates read the
 *   stamp at most every {@link STAMP_CHECK_MS} and load the new index when it moved.
 * - One build per locale at a time in an isolate; a change during a build queues
 *   one more build after it, so the last change is never lost.
 */
import type { Locale } from "../../shared/locales";
import type { Settings } from "../env";
import { readDocuments } from "./documents";
import { buildIndex, type LocaleIndex, loadIndex } from "./engine";

const KEY_VERSION = "v1";
const indexKey = (locale: Locale) => `search:${KEY_VERSION}:index:${locale}`;
const stampKey = (locale: Locale) => `search:${KEY_VERSION}:stamp:${locale}`;

/** How often an isolate asks KV whether its index of a locale is still the newest. */
export const STAMP_CHECK_MS = 5000;
/** How long a first query waits for the first build of its locale. */
export const FIRST_BUILD_WAIT_MS = 10_000;

interface Held {
  index: LocaleIndex;
  builtAt: number;
  checkedAt: number;
}

const held = new Map<Locale, Held>();
const building = new Map<Locale, Promise<Held>>();
const queued = new Set<Locale>();

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

/** The newest index of a locale this isolate can have without building one. */
export async function indexFor(locale: Locale, ctx: StoreContext): Promise<LocaleIndex> {
  const mine = held.get(locale);
  const now = Date.now();
  if (mine && now - mine.checkedAt < STAMP_CHECK_MS) return mine.index;
  try {
    const stamp = Number((await ctx.kv.get(stampKey(locale))) ?? Number.NaN);
    if (mine && stamp === mine.builtAt) {
      mine.checkedAt = now;
      return mine.index;
    }
    if (Number.isFinite(stamp)) {
      const json = await ctx.kv.get(indexKey(locale));
      if (json) {
        const loaded = { index: loadIndex(locale, json), builtAt: stamp, checkedAt: now };
        if (!mine || loaded.builtAt > mine.builtAt) held.set(locale, loaded);
        return (held.get(locale) ?? loaded).index;
      }
    }
  } catch (error) {
    // KV failing or a broken value: what this isolate holds still answers.
    ctx.report(error, "search.index_read_failed");
    if (mine) return mine.index;
  }
  if (mine) {
    // KV lost the index (a purge of everything): keep answering, build anew behind.
    mine.checkedAt = now;
    rebuild(locale, ctx);
    return mine.index;
  }
  const first = build(locale, ctx);
  ctx.waitUntil(first.catch(() => undefined));
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new SearchUnavailable(locale)), FIRST_BUILD_WAIT_MS),
  );
  return (await Promise.race([first, timeout])).index;
}

/** Whether a locale has an index anywhere (this isolate or KV). */
export async function hasIndex(locale: Locale, ctx: StoreContext): Promise<boolean> {
  return held.has(locale) || (await ctx.kv.get(stampKey(locale))) !== null;
}

/** Rebuilds a locale's index in the background (after a change in its content). */
export function rebuild(locale: Locale, ctx: StoreContext): void {
  if (building.has(locale)) {
    queued.add(locale);
    return;
  }
  ctx.waitUntil(
    build(locale, ctx).catch((error) => ctx.report(error, "search.index_build_failed")),
  );
}

function build(locale: Locale, ctx: StoreContext): Promise<Held> {
  const running = building.get(locale);
  if (running) return running;
  const work = (async () => {
    try {
      const documents = await readDocuments(ctx.settings, locale);
      const index = buildIndex(locale, documents);
      const builtAt = Date.now();
      await ctx.kv.put(indexKey(locale), JSON.stringify(index.toJSON()));
      await ctx.kv.put(stampKey(locale), String(builtAt));
      const fresh = { index, builtAt, checkedAt: Date.now() };
      held.set(locale, fresh);
      return fresh;
    } finally {
      building.delete(locale);
      if (queued.delete(locale)) rebuild(locale, ctx);
    }
  })();
  building.set(locale, work);
  return work;
}
