/**
 * @module Every page of a collection, read one page at a time by its
 * `meta.pagination` (Strapi's page / pageSize / pageCount). Small on purpose: the
 * content layer's own paged reader can take its place without changing callers.
 */

/** The content service's largest page. */
export const PAGE_SIZE = 100;
/** 100 pages of 100: far beyond any collection of the site, and a bound on a broken count. */
const MAX_PAGES = 100;

export interface PageOf<T> {
  items: T[];
  pageCount: number;
}

export async function readAllPages<T>(
  readPage: (page: number, pageSize: number) => Promise<PageOf<T>>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { items, pageCount } = await readPage(page, PAGE_SIZE);
    all.push(...items);
    if (page >= pageCount || items.length === 0) break;
  }
  return all;
}
