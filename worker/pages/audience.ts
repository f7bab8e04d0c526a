/**
 * @module One audience's page (route kind `audience`, `/for-whom/{slug}`: farmers,
 * home owners, …) with its solutions and products; not found when the locale
 * publishes no audience with that slug. Not the audiences overview, a CMS page
 * in the role `for_who` (worker/pages/overviews.ts). Structured data: breadcrumbs.
 */

import type { Audience } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { BELOW_TITLE, markdownToHtml } from "../content/markdown";
import { AUDIENCE } from "../content/queries";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { PageKind, RouteOf } from "./kind";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

export const audience: PageKind<RouteOf<"audience">> = {
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, AUDIENCE, "forWhos", route));
    if (!record) return null;
    const full: Audience = derived(record, "audience", (raw) => ({
      ...raw,
      description: markdownToHtml(raw.description, BELOW_TITLE),
      solutions: raw.solutions ?? [],
      products: raw.products ?? [],
      localizations: raw.localizations ?? [],
    }));
    const trail = overviewTrail(page.layout.settings, "audience");
    return recordPage(
      route,
      { view: VIEWS.audience, audience: full, trail },
      record,
      record.title,
      record.intro,
    );
  },
};
