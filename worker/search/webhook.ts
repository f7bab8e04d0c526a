/**
 * @module What a content change means for search: the locales whose index shows
 * the changed record are built anew. A change without a locale touches every
 * locale that has an index; a locale nobody has searched yet gets its first index
 * on its first query instead.
 *
 * The webhook's answer waits for a record's rebuild, up to {@link REBUILD_WAIT_MS}:
 * once the content service has its answer, the next search anywhere at that
 * location shows the change, and the answer says which locales are rebuilt and
 * which are still building (they finish in the background). Strapi delivers
 * webhooks from a queue of its own, after the editor's save, and gives each ten
 * seconds (the bundled content service does the same), so half of that is waited.
 * A full purge (or an event the contract does not name) marks every locale
 * instead: each is built behind its next query (store.ts says why).
 */
import * as v from "valibot";
import { isLocale, LOCALES, type Locale } from "../../shared/locales";
import { SEARCHED_MODELS } from "../content/models";
import type { WebhookBody } from "../content/purge-for-webhook";
import { changed, hasIndex, purged, type SearchBindings } from "./store";

/** How long the webhook's answer waits for the indexes it rebuilds. */
const REBUILD_WAIT_MS = 5000;

/** The content models whose records are searched (content/models.ts, worker/search/content.ts). */
const isSearchedModel = (model: string) => SEARCHED_MODELS.has(model);

/** The part of an entry event (already checked by the webhook) that search reads. */
const EntryChange = v.object({
  model: v.string(),
  entry: v.looseObject({ locale: v.optional(v.nullable(v.string())) }),
});

/**
 * The locales whose index a change touches: none for models search does not read
 * and for media (a file's URL keeps its name); every locale for an operator's full
 * purge and for events the contract does not name, as the cache does.
 */
export function localesTouched(body: WebhookBody): readonly Locale[] {
  const change = v.safeParse(EntryChange, body);
  if (change.success) {
    if (!isSearchedModel(change.output.model)) return [];
    const locale = change.output.entry.locale;
    return isLocale(locale) ? [locale] : LOCALES;
  }
  return body.event.startsWith("media.") ? [] : LOCALES;
}

/**
 * What the webhook's answer says of search: the locales rebuilt, those still
 * building (in the background), those whose build failed (reported), and whether
 * every locale was marked to be built behind its next query (a full purge).
 */
export interface SearchRebuild {
  rebuilt: Locale[];
  building: Locale[];
  failed: Locale[];
  marked?: "every-locale";
}

/**
 * Rebuilds the indexes a record's change touches, waited for up to `waitMs`; the
 * builds go on in the background (`waitUntil`) past that. Anything else marks
 * every locale.
 */
export async function rebuildAfterWebhook(
  body: WebhookBody,
  ctx: SearchBindings,
  waitMs = REBUILD_WAIT_MS,
): Promise<SearchRebuild> {
  const outcome: SearchRebuild = { rebuilt: [], building: [], failed: [] };
  const touched = localesTouched(body);
  if (touched.length === 0) return outcome;
  if (!body.event.startsWith("entry.")) {
    await purged(ctx).catch((error) => ctx.report(error, "search.purge_mark_failed"));
    return { ...outcome, marked: "every-locale" };
  }
  const locales: Locale[] = [];
  for (const locale of touched) if (await hasIndex(locale, ctx)) locales.push(locale);
  const settled = locales.map((locale) =>
    changed(locale, ctx).then(
      () => {
        outcome.rebuilt.push(locale);
      },
      (error) => {
        outcome.failed.push(locale);
        ctx.report(error, "search.rebuild_failed");
      },
    ),
  );
  const all = Promise.all(settled);
  ctx.waitUntil(all);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  const done = new Set([...outcome.rebuilt, ...outcome.failed]);
  return {
    rebuilt: [...outcome.rebuilt],
    building: locales.filter((locale) => !done.has(locale)),
    failed: [...outcome.failed],
  };
}
