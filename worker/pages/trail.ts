/**
 * @module A record's breadcrumbs: the overview page that lists it (the page
 * settings name for its kind, by its title). One trail per record, which the
 * view shows and the JSON-LD (its kind's `structuredData`) states.
 */
import type { Breadcrumb, SiteSettings } from "../../shared/content";
import { type ListedKind, overviewOf } from "../../shared/routes";

export function overviewTrail(settings: SiteSettings, kind: ListedKind): Breadcrumb[] {
  const overview = overviewOf(kind);
  const slug = settings.page_links[overview];
  const title = settings.page_titles[overview];
  return slug && title ? [{ title, slug }] : [];
}
