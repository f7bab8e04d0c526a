/** @module Cards for related records: products and solutions, linked through the route table. */
import { useLingui } from "@lingui/react/macro";
import type {
  ProductCard as ProductCardData,
  SolutionCard as SolutionCardData,
} from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { useHyphens, useKeptTogether } from "./hyphens";
import { Icon } from "./icon";
import { MediaImage } from "./media-image";
import { SiteLink } from "./site-link";

export function ProductCards({
  products,
  locale,
}: {
  products: ProductCardData[];
  locale: Locale;
}) {
  const hy = useHyphens();
  const kept = useKeptTogether();
  if (products.length === 0) return null;
  return (
    <ul className="card-grid">
      {products.map((product) => (
        <li key={product.id} className="card">
          <MediaImage
            media={product.images?.[0]}
            sizes="(min-width: 1024px) 33vw, 100vw"
            className="card__image"
          />
          <div className="card__body">
            <h3 className="card__title">
              <SiteLink href={buildPath({ kind: "product", locale, slug: product.slug })}>
                {hy(product.title)}
              </SiteLink>
            </h3>
            {product.subtitle && <p className="card__subtitle">{kept(product.subtitle)}</p>}
            {product.short_description && <p>{kept(product.short_description)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SolutionCards({
  solutions,
  locale,
}: {
  solutions: SolutionCardData[];
  locale: Locale;
}) {
  const { t } = useLingui();
  const hy = useHyphens();
  const kept = useKeptTogether();
  if (solutions.length === 0) return null;
  return (
    <ul className="card-grid">
      {solutions.map((solution) => (
        <li key={solution.id} className={solution.coming_soon ? "card card--soon" : "card"}>
          <div className="card__body">
            <Icon icon={solution.icon} className="card__icon" />
            <h3 className="card__title">
              {solution.coming_soon ? (
                hy(solution.title)
              ) : (
                <SiteLink href={buildPath({ kind: "solution", locale, slug: solution.slug })}>
                  {hy(solution.title)}
                </SiteLink>
              )}
            </h3>
            {solution.coming_soon && <p className="badge">{t`Coming soon`}</p>}
            {solution.intro && <p>{kept(solution.intro)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
