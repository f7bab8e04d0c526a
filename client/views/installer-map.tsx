/**
 * @module The page settings name as installer_map ("Where to buy"): the page's own
 * header, the seller finder with its map right under it (so a phone shows the
 * filters and the first sellers on its first screen), then the page's content.
 */

import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { pagePath } from "../../shared/routes";
import { ContentBlock, PageHeader } from "../components/page-frame";
import type { Strings } from "../i18n/load-catalog";
import { SellerFinder } from "../seller-finder/seller-finder";

type Props = { data: Extract<RouteData, { view: "installer_map" }>; locale: Locale };

/** The seller finder's texts (locales/<locale>/finder.po), loaded with this view. */
export const strings: Strings = {
  en: () => import("../../locales/en/finder.mjs"),
  "en-US": () => import("../../locales/en-US/finder.mjs"),
  nl: () => import("../../locales/nl/finder.mjs"),
  de: () => import("../../locales/de/finder.mjs"),
  es: () => import("../../locales/es/finder.mjs"),
  fr: () => import("../../locales/fr/finder.mjs"),
  it: () => import("../../locales/it/finder.mjs"),
  sv: () => import("../../locales/sv/finder.mjs"),
};

export default function InstallerMapView({ data, locale }: Props) {
  const { page, finder } = data;
  const key = (block: (typeof page.content)[number], index: number) =>
    "id" in block ? `${block.__typename}-${block.id}` : String(index);
  return (
    <article className="page page--installer_map">
      <PageHeader page={page} locale={locale} />
      <SellerFinder data={finder} locale={locale} path={pagePath(locale, page.slug)} />
      {page.content.map((block, index) => (
        <ContentBlock key={key(block, index)} block={block} locale={locale} />
      ))}
    </article>
  );
}
