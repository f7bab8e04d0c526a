/**
 * @module The pages of an overview (products, solutions, audiences, manuals,
 * downloads, the library): which page a URL asks for and the URL of each page.
 * A list is split only when it is longer than a screenful; page one is the
 * overview's own path, later pages add `?page=`.
 */

/** Cards (or downloads) per overview page: 2, 3 and 4 columns all fill their rows. */
export const OVERVIEW_PAGE_SIZE = 24;

/** The most pages a URL may ask for; a larger or malformed number reads as page one. */
const MAX_PAGE = 999;

/** `?page=` read leniently, as links from elsewhere may carry anything: page one unless valid. */
export function listingPageFromSearch(search: URLSearchParams): number {
  const raw = search.get("page") ?? "";
  const page = /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The URL of one page of an overview: its path, then its own parameters (the
 * library's type), then the page number when it is not the first.
 */
export function listingPageHref(
  base: string,
  page: number,
  params: Record<string, string | null> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** One page of a whole list; null when the list has no such page (a 404). */
export function listingPage<T>(
  items: readonly T[],
  page: number,
  pageSize = OVERVIEW_PAGE_SIZE,
): { items: T[]; pagination: { page: number; pageCount: number; total: number } } | null {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  if (page > pageCount) return null;
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageCount, total: items.length },
  };
}
