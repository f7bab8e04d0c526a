/**
 * @module What a content change means for search: the locales whose index shows
 * the changed record are rebuilt in the background. A change without a locale
 * touches every locale that has an index; a locale nobody has searched yet gets
 * its first index on its first query instead.
 */
import * as v from "valibot";
import { isLocale, LOCALES, type Locale } from "../../shared/locales";
import { COLLECTION_MODELS, type WebhookBody } from "../content/purge-for-webhook";
import { changed, hasIndex, type StoreContext } from "./store";

/** The content models whose records are searched (worker/search/content.ts): every collection but the sellers. */
const isSearchedModel = (model: string) =>
  model !== "sale-location" && COLLECTION_MODELS.has(model);

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
 * In the background: a record's change rebuilds its locale now (store.ts bounds how
 * often); a full purge only marks every locale, rebuilt by its next search.
 */
export function rebuildAfterWebhook(body: WebhookBody, ctx: StoreContext): void {
  const locales = localesTouched(body);
  if (locales.length === 0) return;
  const now = body.event.startsWith("entry.");
  ctx.waitUntil(
    (async () => {
      for (const locale of locales)
        if (await hasIndex(locale, ctx)) await changed(locale, ctx, now);
    })().catch((error) => ctx.report(error, "search.rebuild_failed")),
  );
}
