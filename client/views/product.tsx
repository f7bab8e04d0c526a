/**
 * @module A product's page, made for buying: title, images and the buyer's next
 * steps (where to buy, ask for advice or a quote, datasheet and manual) first;
 * then the description, the specifications as a table, and its solutions,
 * manuals and downloads as cards.
 */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { Breadcrumbs } from "../components/breadcrumbs";
import { SolutionCards } from "../components/cards";
import { useHyphens, useKeptTogether } from "../components/hyphens";
import { Island } from "../components/island";
import { NextStep } from "../components/next-step";
import { RichText } from "../components/rich-text";
import { ProductActions } from "../product/product-actions";
import { ProductGallery } from "../product/product-gallery";
import { DownloadCards, ManualCards } from "../product/product-related";

type Props = { data: Extract<RouteData, { view: "product" }>; locale: Locale };

export default function ProductView({ data, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const kept = useKeptTogether();
  const { product, pageLinks } = data;
  // The datasheet and the first manual are offered beside the actions (with the
  // file's type and size); the cards below list the others, so nothing shows twice.
  const downloads = product.downloads.filter(
    (download) => download.file && download.id !== product.datasheet?.id,
  );
  const manuals = product.manuals.slice(1);
  return (
    <article className="record container product">
      <Breadcrumbs locale={locale} ancestors={data.trail} current={product.title} />
      <header className="product__hero">
        <div className="product__title">
          <h1>{hy(product.title)}</h1>
          {product.subtitle && <p className="record__lead">{kept(product.subtitle)}</p>}
        </div>
        <Island name="gallery" className="product__gallery">
          <ProductGallery images={product.images} />
        </Island>
        <div className="product__buy">
          {product.short_description && <p>{kept(product.short_description)}</p>}
          <ProductActions product={product} pageLinks={pageLinks} locale={locale} />
        </div>
      </header>
      <div className="record__body">
        <RichText html={product.description} />
        {product.specifications.length > 0 && (
          <section className="record__section" aria-labelledby="product-specifications">
            <h2 id="product-specifications">{t`Specifications`}</h2>
            <table className="spec-table" aria-labelledby="product-specifications">
              <tbody>
                {product.specifications.map((spec) => (
                  <tr key={spec.label}>
                    <th scope="row">{hy(spec.label)}</th>
                    <td>{hy(spec.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
      {product.solutions.length > 0 && (
        <section className="record__section">
          <h2>{t`Solutions`}</h2>
          <SolutionCards solutions={product.solutions} locale={locale} />
        </section>
      )}
      {manuals.length > 0 && (
        <section className="record__section">
          <h2>{t`Manuals`}</h2>
          <ManualCards manuals={manuals} locale={locale} />
        </section>
      )}
      {downloads.length > 0 && (
        <section className="record__section">
          <h2>{t`Downloads`}</h2>
          <DownloadCards downloads={downloads} locale={locale} />
        </section>
      )}
      <NextStep locale={locale} links={pageLinks} products={[product]} onProductPage />
    </article>
  );
}
