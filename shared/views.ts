/**
 * @module Every view a page can be rendered as, under a name that says what it
 * shows. The values are the `view` of route data: in the route-data API's JSON
 * and the page's embedded data, they are the route kinds and the settings' page
 * links as the content service spells them (`for_who`: the page listing every
 * audience, `audiencesOverview` here).
 */
import type { PageLinkKind } from "./content";
import type { RouteKind } from "./routes";

/**
 * What a page shows: its route's kind (a product, the search page, …), or for a
 * CMS page that settings name, that role (the products overview, the contact
 * page, …). A kind added to the route table or a role added to the settings'
 * page links is a view, and everything keyed by views (the client's view
 * modules, the structured data) refuses to compile until it knows it.
 */
export type View = RouteKind | PageLinkKind;

/**
 * The views of the pages that are not one record's, under names that say what
 * they show. A record's page is its kind's view (record-kinds.ts).
 */
export const VIEWS = {
  home: "home",
  /** A CMS page without a role. */
  page: "page",
  search: "search",
  /** The CMS pages settings give a role (their page links). */
  productsOverview: "products",
  solutionsOverview: "solutions",
  /** The page listing every audience. */
  audiencesOverview: "for_who",
  manualsOverview: "manuals",
  library: "blogs",
  downloads: "downloads",
  faq: "faq",
  contact: "contact",
  installerMap: "installer_map",
  treesForAll: "trees_for_all",
} as const satisfies Record<string, View>;
