/**
 * @module A record's breadcrumbs: the overview page that lists it (the page
 * settings name for its kind, by its title). One trail per record, which the
 * view shows and the JSON-LD (worker/render/structured-data.ts) states.
 */
import type { Breadcrumb, PageLinkKind, SiteSettings } from "../../shared/content";

export function overviewTrail(settings: SiteSettings, kind: PageLinkKind): Breadcrumb[] {
  const slug = settings.page_links[kind];
  const title = settings.page_titles[kind];
  return slug && title ? [{ title, slug }] : [];
}
