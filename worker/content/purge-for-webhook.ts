/**
 * @module What a content-service webhook (cms/CONTRACT.md, "Change notifications")
 * means for the cache: its body's shape, checked with valibot, and the cache tags
 * (tags.ts) a change touches.
 *
 * Strapi 4 and 5 send the same events and fields, except that a Strapi 5 entry
 * (or upload) carries its `documentId` beside its row `id`: that is the record's
 * identity on Strapi 5, shared by its locales and its draft and published rows,
 * and the id its answers tag it by (strapi5.ts). So a record is named by its
 * `documentId` when there is one, by its `id` otherwise, and neither needs to
 * know which Strapi is speaking.
 */
import * as v from "valibot";
import { LOCALES } from "../../shared/locales";
import { modelsOf } from "./models";
import { kindTag, listTag, recordTag, singleTag, slugTag, uploadTag } from "./tags";

const ENTRY_EVENTS = [
  "entry.create",
  "entry.update",
  "entry.delete",
  "entry.publish",
  "entry.unpublish",
] as const;
/**
 * Strapi 5: a draft reset to the published version. Nothing published changed
 * and drafts are never cached, so there is nothing to purge.
 */
const DRAFT_EVENTS = ["entry.draft-discard"] as const;
const MEDIA_EVENTS = ["media.create", "media.update", "media.delete"] as const;

/** Collection types: one record per locale, found by id or by slug (models.ts). */
const COLLECTION_MODELS = modelsOf("collection");
/** Single types: one record per locale (or one in all, for the sale-location settings). */
const LOCALISED_SINGLE_MODELS = modelsOf("single", true);
const UNLOCALISED_SINGLE_MODELS = modelsOf("single", false);
/** Stored by the content service, never shown by the site (models.ts, `contactRequest`). */
const UNSHOWN_MODELS = modelsOf("stored");

const Id = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.nonEmpty())]);
const OptionalText = v.optional(v.nullable(v.string()));

const DocumentId = v.optional(v.pipe(v.string(), v.nonEmpty()));

const EntryEvent = v.looseObject({
  event: v.picklist(ENTRY_EVENTS),
  createdAt: v.optional(v.string()),
  model: v.pipe(v.string(), v.nonEmpty()),
  entry: v.looseObject({
    id: v.optional(Id),
    documentId: DocumentId,
    slug: OptionalText,
    locale: OptionalText,
  }),
});

const DraftEvent = v.looseObject({
  event: v.picklist(DRAFT_EVENTS),
  model: v.pipe(v.string(), v.nonEmpty()),
});

const FileUrl = v.optional(v.nullable(v.string()));

const MediaEvent = v.looseObject({
  event: v.picklist(MEDIA_EVENTS),
  createdAt: v.optional(v.string()),
  media: v.looseObject({
    id: v.optional(Id),
    documentId: DocumentId,
    url: FileUrl,
    // Strapi's resized copies (thumbnail, small, …), each a file of its own.
    formats: v.optional(v.nullable(v.record(v.string(), v.looseObject({ url: FileUrl })))),
  }),
});

/** A media file's name under /uploads/ (api/media.ts), from the URL the content service gives. */
const FILE_NAME = /\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The `upload:` tags of an upload's files: its own and each format's. */
function uploadTags(media: v.InferOutput<typeof MediaEvent>["media"]): string[] {
  const urls = [media.url, ...Object.values(media.formats ?? {}).map((format) => format.url)];
  return urls.flatMap((url) => {
    const name = url ? FILE_NAME.exec(url.split(/[?#]/)[0] ?? "")?.[1] : undefined;
    return name ? [uploadTag(name)] : [];
  });
}

/**
 * An operator's purge by hand (README, "Operating it"); not a content-service event.
 * With tags, those; without, everything.
 */
const OperatorPurge = v.looseObject({
  event: v.literal("site.purge"),
  tags: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(400))), v.maxLength(100)),
  ),
});

/** Events the contract does not name (a newer content service): answered with a full purge. */
const NAMED_EVENTS: readonly string[] = [
  ...ENTRY_EVENTS,
  ...DRAFT_EVENTS,
  ...MEDIA_EVENTS,
  "site.purge",
];
const OtherEvent = v.looseObject({
  // A named event with a bad shape must fail, not slip through as "other".
  event: v.pipe(
    v.string(),
    v.nonEmpty(),
    v.check((event) => !NAMED_EVENTS.includes(event)),
  ),
});

export const WebhookBody = v.variant("event", [
  EntryEvent,
  DraftEvent,
  MediaEvent,
  OperatorPurge,
  OtherEvent,
]);
export type WebhookBody = v.InferOutput<typeof WebhookBody>;

export type PurgePlan =
  | { kind: "tags"; tags: string[] }
  /** Nothing cached can show it yet (a new upload). */
  | { kind: "nothing" }
  /** A model the site shows nothing of: acknowledged, nothing purged. */
  | { kind: "ignored"; reason: string }
  /** The fallback: a change the site cannot map, so every cached answer goes. */
  | { kind: "everything"; reason: string };

/** A model whose records the site shows, or stores without showing. */
function isKnownModel(model: string): boolean {
  return (
    COLLECTION_MODELS.has(model) ||
    LOCALISED_SINGLE_MODELS.has(model) ||
    UNLOCALISED_SINGLE_MODELS.has(model) ||
    UNSHOWN_MODELS.has(model)
  );
}

/**
 * The tags a change touches. A model the site does not know is ignored (nothing
 * of it is shown); only a known model's change that cannot be mapped purges
 * everything.
 *
 * - A record: the answers that contain it (its own page in its locale; the pages
 *   of its other locales, which list it among their localizations; listings,
 *   relations and menus that link to it) and the lookups of its slug in its locale
 *   (a cached "not found" for a slug that now exists).
 * - A record appearing or disappearing (create, publish, unpublish, delete) also
 *   reaches every answer that lists or mentions records of its model, in every
 *   locale: a new translation must show up in the others' locale switchers, a
 *   newly published product in the overviews and relations that will list it.
 * - A single type: that single type in that locale (every page of the locale is
 *   built with it).
 * - Media: the answers that show the upload, and its files as `/uploads/` serves them.
 * - Whole lists (overviews, sitemaps, the finder) that show records of the model,
 *   or any media: they are tagged by model, not record by record.
 *
 * @example
 * purgeForWebhook({ event: "entry.update", model: "product", entry: { id: 12, slug: "pigeon-spikes", locale: "en" } })
 * // { kind: "tags", tags: ["product:12", "slug:product:en:pigeon-spikes", "list:product"] }
 */
export function purgeForWebhook(body: WebhookBody): PurgePlan {
  if (v.is(MediaEvent, body)) {
    if (body.event === "media.create") return { kind: "nothing" };
    const id = body.media.documentId ?? body.media.id;
    return id === undefined
      ? { kind: "everything", reason: `${body.event} without a media id` }
      : {
          kind: "tags",
          tags: [recordTag("media", id), listTag("media"), ...uploadTags(body.media)],
        };
  }
  if (v.is(DraftEvent, body)) return { kind: "nothing" };
  if (v.is(OperatorPurge, body)) {
    return body.tags?.length
      ? { kind: "tags", tags: body.tags }
      : { kind: "everything", reason: "site.purge without tags" };
  }
  if (!v.is(EntryEvent, body)) {
    const model = "model" in body && typeof body.model === "string" ? body.model : null;
    return model !== null && !isKnownModel(model)
      ? { kind: "ignored", reason: `unknown model ${model}` }
      : { kind: "everything", reason: `unknown event ${body.event}` };
  }

  const { model, entry, event } = body;
  if (UNSHOWN_MODELS.has(model)) return { kind: "nothing" };
  const id = entry.documentId ?? entry.id;
  const locale = entry.locale ?? null;
  if (LOCALISED_SINGLE_MODELS.has(model)) {
    const locales = locale ? [locale] : LOCALES;
    const tags = locales.map((each) => singleTag(model, each));
    // A Strapi 5 single type's documentId is shared by every locale: its record tag
    // would reach them all, where `single:<model>:<locale>` names exactly this one's.
    if (entry.documentId === undefined && entry.id !== undefined)
      tags.push(recordTag(model, entry.id));
    return { kind: "tags", tags };
  }
  if (UNLOCALISED_SINGLE_MODELS.has(model)) return { kind: "tags", tags: [singleTag(model)] };
  if (!COLLECTION_MODELS.has(model)) return { kind: "ignored", reason: `unknown model ${model}` };

  const tags: string[] = [];
  if (id !== undefined) tags.push(recordTag(model, id));
  if (entry.slug && locale) tags.push(slugTag(model, locale, entry.slug));
  if (event !== "entry.update") tags.push(kindTag(model));
  else if (!tags.length)
    return { kind: "everything", reason: `${event} of ${model} without id or slug` };
  // Whole lists name their records by model only (tags.ts, tagsOfList).
  tags.push(listTag(model));
  return { kind: "tags", tags };
}
