/**
 * @module A blog or news article of the library (`/blogs/{slug}`); not found when
 * the locale publishes none with that slug (a draft only in an editor's preview).
 * Structured data: Article or NewsArticle, breadcrumbs.
 */

import type { Blog } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { BELOW_TITLE, markdownToHtml } from "../content/markdown";
import { BLOG } from "../content/queries";
import { CacheLong } from "../shared-cache/presets";
import { recordPage } from "./head";
import type { PageKind, RouteOf } from "./kind";
import { bySlug, first } from "./read";
import { overviewTrail } from "./trail";

export const blog: PageKind<RouteOf<"blog">> = {
  // A record's own page: its edits purge it by tag.
  cache: CacheLong(),
  timing: "cms",
  async load(route, page) {
    const record = first(await bySlug(page, BLOG, "blogs", route));
    if (!record) return null;
    const full: Blog = derived(record, "blog", (raw) => ({
      ...raw,
      content: markdownToHtml(raw.content, BELOW_TITLE),
      localizations: raw.localizations ?? [],
    }));
    const trail = overviewTrail(page.layout.settings, "blog");
    return recordPage(
      route,
      { view: VIEWS.blog, blog: full, trail },
      record,
      record.title,
      record.excerpt,
    );
  },
};
