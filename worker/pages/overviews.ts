/**
 * @module How an overview lists: one page of its whole list (`?page=`, 24 a
 * page); a page past the end is not found. A kind's overview (the products, the
 * solutions, all audiences, the manuals) is its module's `overview`, made here;
 * what differs is only the list each reads and where its route data holds it.
 * The downloads' overview lists no kind of record and is here. Structured data:
 * breadcrumbs.
 */
import type { DownloadItem, Page, Pagination } from "../../shared/content";
import { listingPage, listingPageFromSearch } from "../../shared/listing-pages";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { VIEWS } from "../../shared/views";
import { DOWNLOADS } from "../content/list-queries";
import type { PageInput, PageRole } from "./kind";

/**
 * An overview's role: `read` gives the whole list of a locale, `data` the route
 * data for one page of it. A page past the end of the list is not found.
 */
export function overview<T>(
  read: (context: PageInput, locale: Locale) => Promise<T[]>,
  data: (page: Page, items: T[], pagination: Pagination) => RouteData,
): PageRole {
  return async (page, route, context) => {
    const items = await read(context, route.locale);
    const list = listingPage(items, listingPageFromSearch(context.search));
    if (!list) return null;
    return { data: data(page, list.items, list.pagination), pager: list.pagination };
  };
}

export const downloads = overview<DownloadItem>(
  async ({ content, flat }, locale) =>
    flat((await content.query(DOWNLOADS, { locale })).downloads) ?? [],
  (page, downloads, pagination) => ({ view: VIEWS.downloads, page, downloads, pagination }),
);
