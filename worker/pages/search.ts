/**
 * @module The search page (`/search?q=…`): it reads the search index, not the
 * content, and is never indexed; its loader is the search feature's own
 * (worker/search/page.ts). Always found: no query is a page too.
 */

import { NO_STRUCTURED_DATA } from "../render/json-ld";
import { loadSearchPage } from "../search/page";
import { CacheShort } from "../shared-cache/presets";
import type { PageKind, RouteOf } from "./kind";

export const search: PageKind<RouteOf<"search">> = {
  // The page without results (results come from the search API; a query string is never shared).
  cache: CacheShort(),
  timing: "search",
  // Search results are not a page of the site's structure (and never indexed).
  structuredData: NO_STRUCTURED_DATA,
  load: (route, { search: params, searchIndex, log, layout }) =>
    loadSearchPage(route, params, { searchIndex: searchIndex(), log, layout }),
};
