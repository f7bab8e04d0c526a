/**
 * @module The page settings name as installer_map ("Where to buy"): the page's own
 * header and introduction, the seller finder with its map, then the rest of the
 * page's content.
 */
import type { RouteData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/routes";
import { ContentBlock, PageHeader } from "../components/page-frame";
import { SellerFinder } from "../seller-finder/seller-finder";

type Props = { data: Extract<RouteData, { view: "installer_map" }>; locale: Locale };

export default function InstallerMapView({ data, locale }: Props) {
  const { page, finder } = data;
  // The introduction (up to the first text block) explains the filters: it goes first.
  const firstText = page.content.findIndex((block) => block.__typename === "ComponentContentText");
  const intro = firstText === -1 ? [] : page.content.slice(0, firstText + 1);
  const rest = page.content.slice(intro.length);
  const key = (block: (typeof page.content)[number], index: number) =>
    "id" in block ? `${block.__typename}-${block.id}` : String(index);
  return (
    <article className="page page--installer_map">
      <PageHeader page={page} locale={locale} />
      {intro.map((block, index) => (
        <ContentBlock key={key(block, index)} block={block} locale={locale} />
      ))}
      <SellerFinder data={finder} locale={locale} path={pagePath(locale, page.slug)} />
      {rest.map((block, index) => (
        <ContentBlock key={key(block, index)} block={block} locale={locale} />
      ))}
    </article>
  );
}
