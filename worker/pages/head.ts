/**
 * @module A page's head from its record: title and description (the editor's SEO
 * fields first), `noindex`, share image, and the alternates of every locale the
 * record exists in. One rule for every kind of record, the FAQ's articles too.
 */
import type { Localization, Seo } from "../../shared/content";
import { isLocale, type Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath, type Route, routeInLocale } from "../../shared/routes";
import type { LoadedRoute } from "../content/loaded-route";

/** A record that has a page in each locale it is translated to. */
export interface Translated {
  slug: string;
  seo?: Seo | null;
  localizations?: readonly Translation[] | null;
}

/** What the alternates read of a localization: its locale and slug. */
interface Translation extends Pick<Localization, "locale" | "slug"> {
  /** An FAQ article's category in that locale: part of the article's path there. */
  faq_category?: { slug: string } | null;
}

/** A record's page: its data with the head its SEO fields (or its own text) give. */
export function recordPage(
  route: Route,
  data: RouteData,
  record: Translated,
  title: string,
  fallbackDescription: string | null | undefined,
): LoadedRoute {
  return {
    data,
    meta: {
      title: record.seo?.meta_title || title,
      description: record.seo?.meta_description || plain(fallbackDescription),
      noIndex: Boolean(record.seo?.no_index),
      image: record.seo?.share_image ?? null,
    },
    alternates: alternatesOf(route, record),
  };
}

/**
 * The record's path in each locale it exists in: its own plus its localizations
 * with a slug (and, for an FAQ article, a category). Locales without a
 * translation are left out, never guessed.
 */
export function alternatesOf(route: Route, record: Translated): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = { [route.locale]: buildPath(route) };
  for (const localization of record.localizations ?? []) {
    if (
      !isLocale(localization.locale) ||
      !localization.slug ||
      localization.locale === route.locale
    )
      continue;
    const category = localization.faq_category?.slug;
    const other = routeInLocale(route, localization.locale, localization.slug, category);
    if (other) alternates[localization.locale] = buildPath(other);
  }
  return alternates;
}

/** A short plain-text description from markdown: for meta tags, not for display. */
export function plain(markdown: string | null | undefined): string | null {
  if (!markdown) return null;
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text || null;
}
