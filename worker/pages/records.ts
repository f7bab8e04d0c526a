/**
 * @module The worker's table of the kinds of record with a page of their own
 * (shared/record-kinds.ts), each by its module, which states its loader, its
 * query, its structured data, what the site search indexes of it and, for its
 * records, their model, sitemap and published list (content/record-pages.ts).
 * The sitemaps, the not-found check, the search index and codegen read the kinds
 * from here; the table of every page kind (index.ts) adds the home and search
 * pages. A kind declared in shared/record-kinds.ts missing here is a type error.
 * Nothing here loads the search page or the interface strings, so Node scripts
 * can read it.
 */
import type { ListedKind, ListedOverview, RecordPageKind } from "../../shared/record-kinds";
import { overviewOf, RECORD_PAGE_KINDS } from "../../shared/routes";
import type { RecordPage } from "../content/record-pages";
import { DOWNLOADS, type SearchedCollection } from "../search/collections";
import { audience } from "./audience";
import { blog } from "./blog";
import { faqArticle } from "./faq-article";
import type { ListedKindPage, PageRole, RecordKindPage, RouteOf } from "./kind";
import { manual } from "./manual";
import { cmsPage } from "./page";
import { product } from "./product";
import { solution } from "./solution";

/** The kinds some page lists: each module states that page's role, its `overview`. */
const LISTED_KIND_PAGES = {
  product,
  solution,
  audience,
  blog,
  manual,
  faqArticle,
} satisfies { [K in ListedKind]: ListedKindPage<RouteOf<K>> };

/** The role of the page a settings' page link names as a kind's overview. */
function overviewRole(link: ListedOverview): PageRole {
  for (const kind of RECORD_PAGE_KINDS)
    if (kind !== "page" && overviewOf(kind) === link) return LISTED_KIND_PAGES[kind].overview;
  throw new Error(`No kind is listed by the page link ${link}`);
}

/** In the order of the sitemap index. */
export const RECORD_KIND_PAGES = {
  page: cmsPage(overviewRole),
  ...LISTED_KIND_PAGES,
} satisfies { [K in RecordPageKind]: RecordKindPage<RouteOf<K>> };

/**
 * What the site search indexes, in the order its documents are indexed: the
 * records of every kind, the downloads, then the CMS pages. Hits that rank alike
 * keep that order, so a product or an answer comes before a general page.
 */
export const SEARCHED_COLLECTIONS: readonly SearchedCollection[] = [
  ...RECORD_PAGE_KINDS.filter((kind) => kind !== "page").map(
    (kind) => RECORD_KIND_PAGES[kind].search,
  ),
  DOWNLOADS,
  RECORD_KIND_PAGES.page.search,
];

/** What a kind of record states about its records: model, sitemap, published list. */
export function recordsOf(kind: RecordPageKind): RecordPage {
  return RECORD_KIND_PAGES[kind].published;
}
