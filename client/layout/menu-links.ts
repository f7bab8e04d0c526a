/** @module Where a menu item of the CMS points, built with the one route table. */
import type { MenuChild, MenuItem } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath, pagePath, type Route } from "../../shared/routes";
import { safeHref } from "../../shared/safe-url";

export function itemHref(item: MenuItem, locale: Locale): string | null {
  if (item.page?.slug) return pagePath(locale, item.page.slug);
  return safeHref(item.url);
}

export function childHref(child: MenuChild, locale: Locale): string | null {
  if (child.page?.slug) return pagePath(locale, child.page.slug);
  if (child.for_who?.slug) return buildPath({ kind: "audience", locale, slug: child.for_who.slug });
  if (child.solution?.slug)
    return buildPath({ kind: "solution", locale, slug: child.solution.slug });
  if (child.product?.slug) return buildPath({ kind: "product", locale, slug: child.product.slug });
  return null;
}

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
