/**
 * @module Which menu item is the page on screen's (its link, `href`, comes with
 * the layout: shared/menu-links.ts).
 */
import type { MenuItem } from "../../shared/content";
import type { Route } from "../../shared/routes";

/** The spec marks an item active when its slug equals the current route's slug. */
export function isActive(slug: string | undefined, route: Route | null): boolean {
  return Boolean(slug && route && "slug" in route && route.slug === slug);
}

export function itemIsActive(item: MenuItem, route: Route | null): boolean {
  if (isActive(item.page?.slug, route)) return true;
  return (item.children ?? []).some((child) =>
    isActive(
      child.page?.slug ?? child.for_who?.slug ?? child.solution?.slug ?? child.product?.slug,
      route,
    ),
  );
}
