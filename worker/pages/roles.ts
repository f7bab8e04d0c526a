/**
 * @module The roles settings give CMS pages (`page_links`): what each adds to
 * its page ({@link ROLES}; a kind's overview is its module's, handed in as
 * {@link Overviews}), and the 301 from an overview's route-table word to the page
 * that plays it under another slug.
 */
import type { PageLinkKind, SiteSettings } from "../../shared/content";
import { PAGE_LINK_KINDS } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { ListedOverview } from "../../shared/record-kinds";
import {
  FAQ_SEGMENT,
  overviewOf,
  pagePath,
  RECORD_KINDS,
  RECORD_PAGE_KINDS,
  segmentOf,
} from "../../shared/routes";
import { VIEWS } from "../../shared/views";
import { contact } from "./contact";
import { installerMap } from "./installer-map";
import type { MovedPage, PageRole, RouteOf } from "./kind";
import { nextStepLinks } from "./layout";
import { downloads } from "./overviews";

/** A page without a role, or one whose role adds nothing to its content. */
const contentOnly =
  (view: typeof VIEWS.page | typeof VIEWS.treesForAll): PageRole =>
  async (page, _route, { layout }) => ({
    data: { view, page, nextStep: nextStepLinks(layout.settings) },
  });

/** What each role settings can give a page adds to it, but a kind's overview. */
const ROLES: Record<"page" | Exclude<PageLinkKind, ListedOverview>, PageRole> = {
  page: contentOnly(VIEWS.page),
  trees_for_all: contentOnly(VIEWS.treesForAll),
  contact,
  installer_map: installerMap,
  downloads,
};

/** The role of a kind's overview, as the kind's module states it (records.ts). */
export type Overviews = (link: ListedOverview) => PageRole;

const LISTED_OVERVIEWS: ReadonlySet<PageLinkKind> = new Set(
  RECORD_PAGE_KINDS.flatMap((kind) => (kind === "page" ? [] : [overviewOf(kind)])),
);

function isListedOverview(link: PageLinkKind): link is ListedOverview {
  return LISTED_OVERVIEWS.has(link);
}

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
export function roleOf(slug: string, settings: SiteSettings, overviews: Overviews): PageRole {
  const link = PAGE_LINK_KINDS.find((kind) => settings.page_links[kind] === slug);
  if (!link) return ROLES.page;
  return isListedOverview(link) ? overviews(link) : ROLES[link];
}
