/**
 * @module A manual (`/manuals/{slug}`): its steps, one at a time at `?step=n` in
 * the browser (the query is the view's own: client/views/index.ts), all of them
 * in print. Not found when the locale publishes no manual with that slug.
 * Structured data: HowTo, breadcrumbs.
 */

import type { Manual } from "../../shared/content";
import { derived } from "../content/derived";
import { markdownToHtml } from "../content/markdown";
import { CONTENT_MODELS } from "../content/models";
import { MANUAL } from "../content/queries";
import { publishedRecords } from "../content/record-pages";
import { ofView, plainText } from "../render/json-ld";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { RecordKindPage, RouteOf } from "./kind";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

const published = publishedRecords(
  CONTENT_MODELS.manual,
  "manuals",
  "sitemapManuals",
  (answer) => answer.manuals,
);

export const manual: RecordKindPage<RouteOf<"manual">> = {
  published,
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, MANUAL, "manuals", route, published.list));
    if (!record) return null;
    const full: Manual = derived(record, "manual", (raw) => ({
      ...raw,
      steps: (raw.steps ?? []).map((step) => ({ ...step, text: markdownToHtml(step.text) })),
      products: raw.products ?? [],
      localizations: raw.localizations ?? [],
    }));
    const trail = overviewTrail(page.layout.settings, "manual");
    return recordPage(
      route,
      { view: "manual", manual: full, trail },
      record,
      record.title,
      record.intro,
    );
  },
  structuredData: ofView("manual", ({ manual, trail }, { trailTo, image, url, lang }) => [
    trailTo(trail, manual.title),
    {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: manual.title,
      description: manual.intro ?? undefined,
      inLanguage: lang,
      image: image(manual.image?.url),
      step: manual.steps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.title,
        text: plainText(step.text),
        url: `${url}?step=${index + 1}`,
        image: image(step.image?.url),
      })),
    },
  ]),
};
