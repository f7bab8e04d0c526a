/**
 * @module What a page's loader hands the router when it found its page: the data
 * the view renders and the head's parts. Kept apart from worker/pages/ so that a
 * loader living elsewhere (the search page's, worker/search/page.ts) can state it
 * without importing the table that registers it.
 */

import type { Locale } from "../../shared/locales";
import type { PageMeta, RouteData } from "../../shared/route-result";

export interface LoadedRoute {
  data: RouteData;
  meta: PageMeta;
  /** The page's path in each locale it exists in (its own included). */
  alternates: Partial<Record<Locale, string>>;
}
