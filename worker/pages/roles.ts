/**
 * @module The roles settings give CMS pages (`page_links`): what each adds to
 * its page ({@link ROLES}), and the 301 from an overview's route-table word to
 * the page that plays it under another slug.
 */
import type { PageLinkKind, SiteSettings } from "../../shared/content";
import { PAGE_LINK_KINDS } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { FAQ_SEGMENT, overviewOf, pagePath, RECORD_KINDS, segmentOf } from "../../shared/routes";
import { VIEWS } from "../../shared/views";
import { contact } from "./contact";
import { faq } from "./faq";
import { installerMap } from "./installer-map";
import type { MovedPage, PageRole, RouteOf } from "./kind";
import { nextStepLinks } from "./layout";
import { library } from "./library";
import {
  audiencesOverview,
  downloads,
  manualsOverview,
  productsOverview,
  solutionsOverview,
} from "./overviews";

/** A page without a role, or one whose role adds nothing to its content. */
const contentOnly =
  (view: typeof VIEWS.page | typeof VIEWS.treesForAll): PageRole =>
  async (page, _route, { layout }) => ({
    data: { view, page, nextStep: nextStepLinks(layout.settings) },
  });

/** What each role settings can give a page adds to it. */
const ROLES: Record<"page" | PageLinkKind, PageRole> = {
  page: contentOnly(VIEWS.page),
  trees_for_all: contentOnly(VIEWS.treesForAll),
  contact,
  installer_map: installerMap,
  products: productsOverview,
  solutions: solutionsOverview,
  for_who: audiencesOverview,
  manuals: manualsOverview,
  downloads,
  blogs: library,
  faq,
};

/**
 * The route-table word an overview shares with the records under it
 * (`/produkte` over `/produkte/…`, the FAQ's over its articles).
 */
const SEGMENT_OF: ReadonlyMap<PageLinkKind, (locale: Locale) => string> = new Map([
  [overviewOf("faqArticle"), (locale: Locale) => FAQ_SEGMENT[locale]],
  ...RECORD_KINDS.map(
    (kind) => [overviewOf(kind), (locale: Locale) => segmentOf(kind, locale)] as const,
  ),
]);

/**
 * No page has this slug, but it is the route-table word of an overview the
 * settings link under another slug (an editor renamed the FAQ page, say): that
 * page, with a 301. No page kind depends on its page's slug being a fixed word.
 */
export function movedOverview(route: RouteOf<"page">, settings: SiteSettings): MovedPage | null {
  const asked = route.slug.toLowerCase();
  for (const kind of PAGE_LINK_KINDS) {
    const linked = settings.page_links[kind];
    if (linked && linked !== route.slug && SEGMENT_OF.get(kind)?.(route.locale) === asked) {
      return { moved: pagePath(route.locale, linked) };
    }
  }
  return null;
}

/** The role settings give this page (products overview, FAQ, …), or a plain page's. */
export function roleOf(slug: string, settings: SiteSettings): PageRole {
  return ROLES[PAGE_LINK_KINDS.find((kind) => settings.page_links[kind] === slug) ?? "page"];
}
