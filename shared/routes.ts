/**
 * @module The route table: the only place that knows what a URL looks like.
 *
 * The worker parses every request path with {@link parsePath}; every link, the
 * locale switcher, the alternate-language tags and the sitemap build URLs with
 * {@link buildPath}. Both sides import this module, so a URL is made in one place.
 */
import type { PageLinkKind } from "./content";
import { DEFAULT_LOCALE, type Locale, localeFromPrefix } from "./locales";
import { localePrefix } from "./page-paths";
import {
  FAQ_SEGMENT,
  type ListedKind,
  RECORD_CONTENT,
  type RecordPageKind,
  SEGMENTS,
  type SegmentKind,
} from "./record-kinds";

export { pagePath } from "./page-paths";
export type { ListedKind } from "./record-kinds";

/**
 * The record kinds that live under a localised segment, `/{locale}/{segment}/{slug}`
 * (spec section 2, route table), as record-kinds.ts declares them.
 */
export type RecordKind = SegmentKind;

/**
 * Every kind of record with a page, in the order of the sitemap index. Only the
 * worker reads it: marked pure, it stays out of the browser's bundle.
 */
export const RECORD_PAGE_KINDS: readonly RecordPageKind[] = /* @__PURE__ */ pageKinds();

function pageKinds(): RecordPageKind[] {
  return Object.keys(RECORD_CONTENT).filter((key): key is RecordPageKind => key in RECORD_CONTENT);
}

/** The record kinds under a segment of their own. */
export const RECORD_KINDS: readonly RecordKind[] = Object.keys(SEGMENTS).filter(
  (key): key is RecordKind => key in SEGMENTS,
);

/** A kind's word in the path, in `locale`. */
export function segmentOf(kind: RecordKind, locale: Locale): string {
  return SEGMENTS[kind][locale];
}

/**
 * The page that lists each kind of record: the settings' page link whose page is
 * its overview. A record's breadcrumbs lead there, and the overview's own path
 * may be the kind's segment (`/produkte` over `/produkte/…`, the FAQ's over its
 * articles).
 */
export function overviewOf(kind: ListedKind): PageLinkKind {
  return RECORD_CONTENT[kind].overview;
}

export type RouteKind = "home" | RecordPageKind | "search";

export type Route =
  | { kind: "home"; locale: Locale }
  | { kind: "search"; locale: Locale }
  | { kind: "page"; locale: Locale; slug: string }
  | { kind: RecordKind; locale: Locale; slug: string }
  | { kind: "faqArticle"; locale: Locale; category: string; slug: string };

/** FAQ articles carry their category: `/{locale}/{faq segment}/{category slug}/{article slug}`. */
export { FAQ_SEGMENT };

/**
 * The site search's page, `/{locale}/{segment}?q=…`. It shadows a content page
 * with the same slug, so editors should not use these slugs for pages.
 */
export const SEARCH_SEGMENT: Record<Locale, string> = {
  en: "search",
  "en-US": "search",
  nl: "zoeken",
  de: "suche",
  es: "buscar",
  fr: "recherche",
  it: "cerca",
  sv: "sok",
};

/**
 * What a slug may look like: the characters a Strapi `uid` field allows.
 * Anything else (encoded bytes, dots-only, spaces) is not a page of ours.
 */
const SLUG = /^(?=.*[a-z0-9])[a-z0-9][a-z0-9._~-]{0,199}$/i;
const MAX_PATH_LENGTH = 1024;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/** A path's answer; a redirect or not-found still has the locale its path asked for. */
export type ParsedPath =
  | { type: "route"; route: Route }
  | { type: "redirect"; location: string; locale: Locale }
  | { type: "notFound"; locale: Locale };

/**
 * Resolves a request path (without query) to a route, a canonical redirect or
 * not-found. It never throws. Redirects are always same-origin paths.
 *
 * @example
 * ```ts
 * parsePath("/de/produkte/taubenspikes") // { type: "route", route: { kind: "product", locale: "de", slug: "taubenspikes" } }
 * parsePath("/DE/produkte/taubenspikes/") // { type: "redirect", location: "/de/produkte/taubenspikes", locale: "de" }
 * ```
 */
export function parsePath(pathname: string): ParsedPath {
  // The prefix names the answer's language, a path that is not ours included.
  const first = pathname.split("/")[1] ?? "";
  const prefixed = localeFromPrefix(first);
  const NOT_FOUND: ParsedPath = { type: "notFound", locale: prefixed ?? DEFAULT_LOCALE };
  if (!pathname.startsWith("/") || pathname.length > MAX_PATH_LENGTH) return NOT_FOUND;
  // `//host` style paths would become protocol-relative redirects: never ours.
  if (pathname.startsWith("//")) return NOT_FOUND;

  let trimmed = pathname;
  let redirect = false;
  if (trimmed.length > 1 && trimmed.endsWith("/")) {
    trimmed = trimmed.replace(/\/+$/, "");
    redirect = true;
    if (trimmed === "") trimmed = "/";
  }
  const segments = trimmed === "/" ? [] : trimmed.slice(1).split("/");
  if (segments.some((segment) => segment === "")) return NOT_FOUND;

  let locale: Locale = DEFAULT_LOCALE;
  let rest = segments;
  // `first` is the first segment here: the path starts with one slash and has no empty segment.
  if (prefixed) {
    locale = prefixed;
    rest = segments.slice(1);
    // English is unprefixed; any case other than the canonical one is redirected.
    if (prefixed === DEFAULT_LOCALE || first !== prefixed) redirect = true;
  }

  const route = matchRest(locale, rest);
  if (!route) return NOT_FOUND;
  const canonical = buildPath(route.route);
  if (redirect || route.changed) return { type: "redirect", location: canonical, locale };
  return { type: "route", route: route.route };
}

function matchRest(locale: Locale, rest: string[]): { route: Route; changed: boolean } | null {
  if (rest.length === 0) return { route: { kind: "home", locale }, changed: false };
  if (rest.length === 1) {
    const slug = rest[0]!;
    if (slug.toLowerCase() === SEARCH_SEGMENT[locale])
      return { route: { kind: "search", locale }, changed: slug !== SEARCH_SEGMENT[locale] };
    return isSlug(slug) ? { route: { kind: "page", locale, slug }, changed: false } : null;
  }
  if (rest.length === 2) {
    const [segment, slug] = rest as [string, string];
    if (!isSlug(slug)) return null;
    const kind = kindForSegment(locale, segment);
    if (!kind) return null;
    return { route: { kind, locale, slug }, changed: segment !== SEGMENTS[kind][locale] };
  }
  if (rest.length === 3) {
    const [segment, category, slug] = rest as [string, string, string];
    if (segment.toLowerCase() !== FAQ_SEGMENT[locale] || !isSlug(category) || !isSlug(slug))
      return null;
    return {
      route: { kind: "faqArticle", locale, category, slug },
      changed: segment !== FAQ_SEGMENT[locale],
    };
  }
  return null;
}

/** The record kind whose segment in `locale` is `segment` (case-insensitive). */
function kindForSegment(locale: Locale, segment: string): RecordKind | undefined {
  const lower = segment.toLowerCase();
  return RECORD_KINDS.find((kind) => SEGMENTS[kind][locale] === lower);
}

/** The path prefix of a locale: "" for English, "/de" for German. */
/** Builds the canonical path of a route. */
export function buildPath(route: Route): string {
  const prefix = localePrefix(route.locale);
  switch (route.kind) {
    case "home":
      return prefix || "/";
    case "page":
      return `${prefix}/${route.slug}`;
    case "search":
      return `${prefix}/${SEARCH_SEGMENT[route.locale]}`;
    case "faqArticle":
      return `${prefix}/${FAQ_SEGMENT[route.locale]}/${route.category}/${route.slug}`;
    default:
      return `${prefix}/${SEGMENTS[route.kind][route.locale]}/${route.slug}`;
  }
}

/** Same route in another locale; record routes need the slugs that locale uses. */
export function routeInLocale(
  route: Route,
  locale: Locale,
  slug?: string,
  category?: string,
): Route | null {
  if (route.kind === "home" || route.kind === "search") return { kind: route.kind, locale };
  if (!slug) return null;
  if (route.kind === "faqArticle")
    return category ? { kind: "faqArticle", locale, category, slug } : null;
  return { ...route, locale, slug };
}
