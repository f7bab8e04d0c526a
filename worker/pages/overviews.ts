/**
 * @module The overviews: CMS pages in the roles settings name `products`,
 * `solutions`, `for_who` (all audiences; one audience's page is
 * worker/pages/for-who.ts), `manuals` and `downloads`. Each shows one page of its
 * whole list (`?page=`, 24 a page); a page past the end is not found.
 * Structured data: breadcrumbs.
 */
import type {
  DownloadItem,
  ForWhoCard,
  ManualCard,
  Page,
  Pagination,
  ProductCard,
  SolutionCard,
} from "../../shared/content";
import { listingPage, listingPageFromSearch } from "../../shared/listing-pages";
import type { RouteData } from "../../shared/route-result";
import { VIEWS } from "../../shared/views";
import { DOWNLOADS, FOR_WHOS, MANUALS, PRODUCTS, SOLUTIONS } from "../content/list-queries";
import type { PageInput, PageRole, RoleAnswer } from "./kind";

export const productsOverview: PageRole = async (page, route, context) => {
  const answer = await context.content.query(PRODUCTS, { locale: route.locale });
  const products: ProductCard[] = context.flat(answer.products) ?? [];
  return overview(context, products, (items, pagination) => ({
    view: VIEWS.productsOverview,
    page,
    products: items,
    pagination,
  }));
};

export const solutionsOverview: PageRole = async (page, route, context) => {
  const answer = await context.content.query(SOLUTIONS, { locale: route.locale });
  const solutions: SolutionCard[] = context.flat(answer.solutions) ?? [];
  return overview(context, solutions, (items, pagination) => ({
    view: VIEWS.solutionsOverview,
    page,
    solutions: items,
    pagination,
  }));
};

export const audiencesOverview: PageRole = async (page, route, context) => {
  const answer = await context.content.query(FOR_WHOS, { locale: route.locale });
  const forWhos: ForWhoCard[] = context.flat(answer.forWhos) ?? [];
  return overview(context, forWhos, (items, pagination) => ({
    view: VIEWS.audiencesOverview,
    page,
    forWhos: items,
    pagination,
  }));
};

export const manualsOverview: PageRole = async (page, route, context) => {
  const answer = await context.content.query(MANUALS, { locale: route.locale });
  const manuals: ManualCard[] = context.flat(answer.manuals) ?? [];
  return overview(context, manuals, (items, pagination) => ({
    view: VIEWS.manualsOverview,
    page,
    manuals: items,
    pagination,
  }));
};

export const downloads: PageRole = async (page, route, context) => {
  const answer = await context.content.query(DOWNLOADS, { locale: route.locale });
  const items: DownloadItem[] = context.flat(answer.downloads) ?? [];
  return overview(context, items, (downloads, pagination) => ({
    view: VIEWS.downloads,
    page,
    downloads,
    pagination,
  }));
};

/** The page `?page=` asks for of a whole list; null past its end. */
function overview<T>(
  { search }: PageInput,
  items: T[],
  data: (items: T[], pagination: Pagination) => RouteData & { page: Page },
): RoleAnswer | null {
  const list = listingPage(items, listingPageFromSearch(search));
  if (!list) return null;
  return { data: data(list.items, list.pagination), pager: list.pagination };
}
