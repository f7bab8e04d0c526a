/**
 * @module The overviews of cards (shared/record-kinds.ts, `ListedCards`):
 * products, solutions, audiences ("for whom") and manuals, each as its page plus
 * cards for its records, a page of
 * them at a time when they are more than a screenful. Every record once: when the
 * products page places a product list among its content, that list shows the
 * overview's products where the editors put it, and no second grid follows.
 */
import { useLingui } from "@lingui/react/macro";
import type { AudienceCard, ManualCard } from "../../shared/content";
import { listingPageHref } from "../../shared/listing-pages";
import type { Locale } from "../../shared/locales";
import type { CardsOverview } from "../../shared/record-kinds";
import type { RouteData } from "../../shared/route-result";
import { buildPath, pagePath, type RecordKind } from "../../shared/routes";
import { ProductCards, SolutionCards } from "../components/cards";
import { useHyphens, useKeptTogether } from "../components/hyphens";
import { MediaImage } from "../components/media-image";
import { PageFrame } from "../components/page-frame";
import { Pager } from "../components/pager";
import { SiteLink } from "../components/site-link";

type Props = { data: Extract<RouteData, { view: CardsOverview }>; locale: Locale };

export default function ListingView({ data, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const products = data.view === "products" ? data.products : null;
  const placed =
    products !== null &&
    data.page.content.some((block) => block.__typename === "ComponentContentProductList");
  const pager = (
    <Pager
      pagination={data.pagination}
      href={(page) => listingPageHref(pagePath(locale, data.page.slug), page)}
    />
  );
  if (products && placed)
    return (
      <PageFrame
        page={data.page}
        locale={locale}
        kind={data.view}
        productList={(heading) => (
          <section className="container listing" aria-label={t`Overview`}>
            {heading && <h2>{hy(heading)}</h2>}
            <ProductCards products={products} locale={locale} />
            {pager}
          </section>
        )}
      />
    );
  return (
    <PageFrame page={data.page} locale={locale} kind={data.view} closesWithCallToAction>
      <section className="container listing" aria-label={t`Overview`}>
        {products && <ProductCards products={products} locale={locale} />}
        {data.view === "solutions" && <SolutionCards solutions={data.solutions} locale={locale} />}
        {data.view === "for_who" && (
          <RecordCards records={data.audiences} kind="audience" locale={locale} />
        )}
        {data.view === "manuals" && (
          <RecordCards records={data.manuals} kind="manual" locale={locale} />
        )}
        {pager}
      </section>
    </PageFrame>
  );
}

function RecordCards({
  records,
  kind,
  locale,
}: {
  records: (AudienceCard | ManualCard)[];
  kind: RecordKind;
  locale: Locale;
}) {
  const hy = useHyphens();
  const kept = useKeptTogether();
  return (
    <ul className="card-grid">
      {records.map((record) => (
        <li key={record.id} className="card">
          <MediaImage
            media={record.image}
            sizes="(min-width: 1024px) 33vw, 100vw"
            className="card__image"
          />
          <div className="card__body">
            <h2 className="card__title">
              <SiteLink href={buildPath({ kind, locale, slug: record.slug })}>
                {hy(record.title)}
              </SiteLink>
            </h2>
            {record.intro && <p>{kept(record.intro)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
