/**
 * @module What a page's document head says, from its route answer: the worker
 * writes it into the HTML (worker/render/document.tsx) and the browser applies it
 * after each navigation (client/site/after-navigation.ts), so both sides name a
 * page alike.
 */
import type { Media } from "./content";
import type { Locale } from "./locales";
import type { RouteResult } from "./route-result";

/** The titles of the pages without content of their own, in the page's language. */
export interface StatusTitles {
  notFound: string;
  error: string;
}

export interface Head {
  title: string;
  description: string | null;
  /** Kept out of search engines: a page its editors hide, and every page that is not found or failed. */
  noIndex: boolean;
  /** Paths without origin; the canonical address only for a page that was found. */
  canonical: string | null;
  prev: string | null;
  next: string | null;
  /** The page's path in each locale it exists in (the current one included). */
  alternates: Partial<Record<Locale, string>>;
  image: Media | null;
}

const NO_ALTERNATES: Partial<Record<Locale, string>> = {};

/**
 * The head's title alone: what the browser sets after a navigation (so that its
 * bundle carries no more of the head than that).
 */
export function titleFor(result: RouteResult, titles: StatusTitles): string {
  if (result.status === 200) return result.meta.title;
  return result.status === 404 ? titles.notFound : titles.error;
}

export function headFor(result: RouteResult, titles: StatusTitles): Head {
  if (result.status !== 200) {
    return {
      title: titleFor(result, titles),
      description: null,
      noIndex: true,
      canonical: null,
      prev: null,
      next: null,
      alternates: NO_ALTERNATES,
      image: null,
    };
  }
  const { meta } = result;
  return {
    title: titleFor(result, titles),
    description: meta.description,
    noIndex: meta.noIndex,
    canonical: meta.pages?.canonical ?? result.path,
    prev: meta.pages?.prev ?? null,
    next: meta.pages?.next ?? null,
    alternates: result.alternates,
    image: meta.image,
  };
}
