/**
 * @module Where a menu item of the CMS points, built with the one route table.
 * The worker writes it into the layout (worker/pages/layout.ts), so that the
 * browser's header carries no copy of the route table.
 */
import type { MenuEntry, MenuEntryChild } from "./content";
import type { Locale } from "./locales";
import { buildPath, pagePath } from "./routes";
import { safeHref } from "./safe-url";

export function itemHref(item: MenuEntry, locale: Locale): string | null {
  if (item.page?.slug) return pagePath(locale, item.page.slug);
  return safeHref(item.url);
}

export function childHref(child: MenuEntryChild, locale: Locale): string | null {
  if (child.page?.slug) return pagePath(locale, child.page.slug);
  if (child.for_who?.slug) return buildPath({ kind: "audience", locale, slug: child.for_who.slug });
  if (child.solution?.slug)
    return buildPath({ kind: "solution", locale, slug: child.solution.slug });
  if (child.product?.slug) return buildPath({ kind: "product", locale, slug: child.product.slug });
  return null;
}
