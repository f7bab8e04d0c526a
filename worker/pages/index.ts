/**
 * @module Every page kind of the route table (shared/routes.ts) and the module that
 * says all about it: what it reads, what decides that it is not found, the data
 * and head it returns, who may keep it, what its CSP must allow and its
 * structured data; for a kind of record, also its records (records.ts). The
 * router (worker/site.ts) asks this table; the renderer's headers and the
 * route-data API read the {@link PagePolicy} it gives. A CMS page's roles
 * (overviews, FAQ, contact, "Where to buy") are in worker/pages/page.ts.
 */
import type { RouteKind } from "../../shared/routes";
import { home } from "./home";
import type { FoundPage, PageKind, PagePolicy, RouteOf } from "./kind";
import { NO_PAGE } from "./kind";
import { RECORD_KIND_PAGES } from "./records";
import { search } from "./search";

export type { PageInput, PagePolicy } from "./kind";
export { NO_PAGE } from "./kind";

const PAGE_KINDS: { [K in RouteKind]: PageKind<RouteOf<K>> } = {
  home,
  ...RECORD_KIND_PAGES,
  search,
};

/** The module of a route's kind; it loads only routes of that kind. */
export function pageKind<K extends RouteKind>(kind: K): PageKind<RouteOf<K>> {
  return PAGE_KINDS[kind];
}

/** A found page's policy: its kind's cache preset and no map, unless the page said otherwise. */
export function policyOf(kind: RouteKind, page: FoundPage): PagePolicy {
  return { ...NO_PAGE, cache: PAGE_KINDS[kind].cache, ...page.policy };
}
