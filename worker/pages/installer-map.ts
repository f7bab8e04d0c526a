/**
 * @module "Where to buy": a CMS page in the role `installer_map`, with the seller
 * finder right under its title. The finder's filters, place and page come from
 * the query (`?visitor=…&lat=…&page=`), so the page works without JavaScript;
 * without a country there, the locale's own is preselected (shared/finder-url.ts);
 * in the browser the finder keeps its query to itself (client/views/index.ts).
 * The finder is secondary: when its reads fail the page still renders
 * (worker/content/seller-finder.ts). With a Mapbox token it is the only page
 * that shows the map, so the only one whose CSP allows Mapbox's sources.
 */
import { VIEWS } from "../../shared/views";
import { createSellerFinder, loadSellerFinder } from "../content/seller-finder";
import type { PageRole } from "./kind";

export const installerMap: PageRole = async (page, route, { content, search, settings }) => {
  const finder = await loadSellerFinder(
    createSellerFinder(content),
    route.locale,
    search,
    settings.mapboxToken,
  );
  return {
    data: { view: VIEWS.installerMap, page, finder },
    policy: { mapbox: Boolean(finder.mapboxToken) },
  };
};
