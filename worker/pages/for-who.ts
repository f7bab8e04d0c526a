/**
 * @module One audience's page (route kind `forWho`, `/for-whom/{slug}`: farmers,
 * home owners, …) with its solutions and products; not found when the locale
 * publishes no audience with that slug. Not the audiences overview, a CMS page
 * in the role `for_who` (worker/pages/overviews.ts). Structured data: breadcrumbs.
 */

import type { ForWho } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { BELOW_TITLE, markdownToHtml } from "../content/markdown";
import { FOR_WHO } from "../content/queries";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { PageKind, RouteOf } from "./kind";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

export const audience: PageKind<RouteOf<"forWho">> = {
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, FOR_WHO, "forWhos", route));
    if (!record) return null;
    const full: ForWho = derived(record, "forWho", (raw) => ({
      ...raw,
      description: markdownToHtml(raw.description, BELOW_TITLE),
      solutions: raw.solutions ?? [],
      products: raw.products ?? [],
      localizations: raw.localizations ?? [],
    }));
    const trail = overviewTrail(page.layout.settings, "for_who");
    return recordPage(
      route,
      { view: VIEWS.audience, forWho: full, trail },
      record,
      record.title,
      record.intro,
    );
  },
};
