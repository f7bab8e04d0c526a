/**
 * @module The library of expertise: a CMS page in the role `blogs`, its blogs
 * and news newest first, six a page as the content service pages them
 * (`?page=`), or only one type (`?type=blog|news`). A page past the end is not
 * found. Each article has its own page (worker/pages/blog.ts).
 */
import { listingPageFromSearch } from "../../shared/listing-pages";
import { VIEWS } from "../../shared/views";
import { BLOGS } from "../content/list-queries";
import type { PageRole } from "./kind";

/** Blogs and news per page of the library. */
const LIBRARY_PAGE_SIZE = 6;

export const library: PageRole = async (page, route, { content, flat, search }) => {
  const pageNumber = listingPageFromSearch(search);
  const type =
    search.get("type") === "news" ? "news" : search.get("type") === "blog" ? "blog" : null;
  const answer = await content.query(BLOGS, {
    locale: route.locale,
    types: type ? [type] : ["blog", "news"],
    page: pageNumber,
    pageSize: LIBRARY_PAGE_SIZE,
  });
  const meta = answer.blogs?.meta.pagination;
  const pageCount = Math.max(1, meta?.pageCount ?? 1);
  if (pageNumber > pageCount) return null;
  const pagination = { page: meta?.page ?? pageNumber, pageCount, total: meta?.total ?? 0 };
  return {
    data: {
      view: VIEWS.library,
      page,
      type,
      blogs: flat(answer.blogs) ?? [],
      pagination,
    },
    pager: { ...pagination, params: { type } },
  };
};
