/**
 * @module The overviews: CMS pages in the roles settings name `products`,
 * `solutions`, `for_who` (all audiences; one audience's page is
 * worker/pages/audience.ts), `manuals` and `downloads`. Each shows one page of its
 * whole list (`?page=`, 24 a page); a page past the end is not found. They list
 * the same way: what differs is only the list each reads and where its route
 * data holds it. Structured data: breadcrumbs.
 */
import type {
  AudienceCard,
  DownloadItem,
  ManualCard,
  Page,
  Pagination,
  ProductCard,
  SolutionCard,
} from "../../shared/content";
import { listingPage, listingPageFromSearch } from "../../shared/listing-pages";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { VIEWS } from "../../shared/views";
import { AUDIENCES, DOWNLOADS, MANUALS, PRODUCTS, SOLUTIONS } from "../content/list-queries";
import type { PageInput, PageRole } from "./kind";

/**
 * An overview's role: `read` gives the whole list of a locale, `data` the route
 * data for one page of it. A page past the end of the list is not found.
 */
function overview<T>(
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

export const productsOverview = overview<ProductCard>(
  async ({ content, flat }, locale) =>
    flat((await content.query(PRODUCTS, { locale })).products) ?? [],
  (page, products, pagination) => ({
    view: VIEWS.productsOverview,
    page,
    products,
    pagination,
  }),
);

export const solutionsOverview = overview<SolutionCard>(
  async ({ content, flat }, locale) =>
    flat((await content.query(SOLUTIONS, { locale })).solutions) ?? [],
  (page, solutions, pagination) => ({
    view: VIEWS.solutionsOverview,
    page,
    solutions,
    pagination,
  }),
);

export const audiencesOverview = overview<AudienceCard>(
  async ({ content, flat }, locale) =>
    flat((await content.query(AUDIENCES, { locale })).forWhos) ?? [],
  (page, audiences, pagination) => ({ view: VIEWS.audiencesOverview, page, audiences, pagination }),
);

export const manualsOverview = overview<ManualCard>(
  async ({ content, flat }, locale) =>
    flat((await content.query(MANUALS, { locale })).manuals) ?? [],
  (page, manuals, pagination) => ({ view: VIEWS.manualsOverview, page, manuals, pagination }),
);

export const downloads = overview<DownloadItem>(
  async ({ content, flat }, locale) =>
    flat((await content.query(DOWNLOADS, { locale })).downloads) ?? [],
  (page, downloads, pagination) => ({ view: VIEWS.downloads, page, downloads, pagination }),
);
