/** @module A product: images, description, specifications and its solutions, manuals and downloads. */
import { useLingui } from "@lingui/react/macro";
import type { RouteData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { SolutionCards } from "../components/cards";
import { MediaImage } from "../components/media-image";
import { RichText } from "../components/rich-text";
import { SiteLink } from "../components/site-link";

type Props = { data: Extract<RouteData, { view: "product" }>; locale: Locale };

export default function ProductView({ data, locale }: Props) {
  const { t } = useLingui();
  const { product } = data;
  return (
    <article className="record container">
      <header className="record__header">
        <div>
          <h1>{product.title}</h1>
          {product.subtitle && <p className="record__lead">{product.subtitle}</p>}
          {product.short_description && <p>{product.short_description}</p>}
        </div>
        <MediaImage media={product.images[0]} priority sizes="(min-width: 1024px) 50vw, 100vw" />
      </header>
      <RichText html={product.description} />
      {product.specifications.length > 0 && (
        <section className="record__section">
          <h2>{t`Specifications`}</h2>
          <dl className="specs">
            {product.specifications.map((spec) => (
              <div key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {product.solutions.length > 0 && (
        <section className="record__section">
          <h2>{t`Solutions`}</h2>
          <SolutionCards solutions={product.solutions} locale={locale} />
        </section>
      )}
      {product.manuals.length > 0 && (
        <section className="record__section">
          <h2>{t`Manuals`}</h2>
          <ul>
            {product.manuals.map((manual) => (
              <li key={manual.id}>
                <SiteLink href={buildPath({ kind: "manual", locale, slug: manual.slug })}>
                  {manual.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {product.downloads.length > 0 && (
        <section className="record__section">
          <h2>{t`Downloads`}</h2>
          <ul>
            {product.downloads.map((download) =>
              download.file ? (
                <li key={download.id}>
                  <a href={download.file.url} download>
                    {download.title}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
    </article>
  );
}
