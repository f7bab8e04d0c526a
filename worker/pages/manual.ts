/**
 * @module A manual (`/manuals/{slug}`): its steps, one at a time at `?step=n` in
 * the browser (the query is the view's own: client/views/index.ts), all of them
 * in print. Not found when the locale publishes no manual with that slug.
 * Structured data: HowTo, breadcrumbs.
 */

import type { Manual } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { markdownToHtml } from "../content/markdown";
import { MANUAL } from "../content/queries";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { PageKind, RouteOf } from "./kind";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

export const manual: PageKind<RouteOf<"manual">> = {
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, MANUAL, "manuals", route));
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
      { view: VIEWS.manual, manual: full, trail },
      record,
      record.title,
      record.intro,
    );
  },
};
