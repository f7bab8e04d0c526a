/**
 * @module The kinds of record with a page of their own, each by its module, which
 * states its loader and structured data and, for its records, their model,
 * sitemap and published list (content/record-pages.ts). The sitemaps, the
 * not-found check and codegen read the records from here; the table of every
 * page kind (index.ts) adds the home and search pages. A record kind of the
 * route table (shared/routes.ts) missing here is a type error. Nothing here
 * loads the search or the interface strings, so Node scripts can read it.
 */
import type { RecordPageKind } from "../../shared/record-kinds";
import type { RecordPage } from "../content/record-pages";
import { audience } from "./audience";
import { blog } from "./blog";
import { faqArticle } from "./faq-article";
import type { RecordKindPage, RouteOf } from "./kind";
import { manual } from "./manual";
import { page } from "./page";
import { product } from "./product";
import { solution } from "./solution";

/** In the order of the sitemap index. */
export const RECORD_KIND_PAGES = {
  page,
  product,
  solution,
  audience,
  blog,
  manual,
  faqArticle,
} satisfies { [K in RecordPageKind]: RecordKindPage<RouteOf<K>> };

/** The route kinds that show one record, in the order of the sitemap index. */
export const RECORD_PAGE_KINDS: readonly RecordPageKind[] = Object.keys(RECORD_KIND_PAGES).filter(
  (key): key is RecordPageKind => key in RECORD_KIND_PAGES,
);

/** What a kind of record states about its records: model, sitemap, published list. */
export function recordsOf(kind: RecordPageKind): RecordPage {
  return RECORD_KIND_PAGES[kind].published;
}
