/**
 * @module The page settings name as installer_map ("Where to buy"): the page's own
 * header, the seller finder with its map right under it (so a phone shows the
 * filters and the first sellers on its first screen), then the page's content.
 */

import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/page-paths";
import type { RouteData } from "../../shared/route-result";
import { Island } from "../components/island";
import { ContentBlock, PageHeader } from "../components/page-frame";
import { SellerFinder } from "../seller-finder/seller-finder";
import { finderStrings } from "./finder-strings";

type Props = { data: Extract<RouteData, { view: "installer_map" }>; locale: Locale };

/** The seller finder's texts, loaded with this view. */
export const strings = finderStrings;

export default function InstallerMapView({ data, locale }: Props) {
  const { page, finder } = data;
  const key = (block: (typeof page.content)[number], index: number) =>
    "id" in block ? `${block.__typename}-${block.id}` : String(index);
  return (
    <article className="page page--installer_map">
      <PageHeader page={page} locale={locale} />
      <Island name="finder">
        <SellerFinder data={finder} locale={locale} path={pagePath(locale, page.slug)} />
      </Island>
      {page.content.map((block, index) => (
        <ContentBlock key={key(block, index)} block={block} locale={locale} />
      ))}
    </article>
  );
}
