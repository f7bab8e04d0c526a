/**
 * @module A solution: its description, the products that solve it, and the next
 * step. The products follow the text as a row of cards across the page: beside
 * it, a column of five cards ran on for a screen past the end of the text.
 */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ProductCards } from "../components/cards";
import { Jumbotron } from "../components/jumbotron";
import { NextStep } from "../components/next-step";
import { RichText } from "../components/rich-text";

type Props = { data: Extract<RouteData, { view: "solution" }>; locale: Locale };

export default function SolutionView({ data, locale }: Props) {
  const { t } = useLingui();
  const { solution } = data;
  return (
    <article className="record">
      <Jumbotron heading={solution.title} subheading={solution.intro} image={solution.image} />
      <Breadcrumbs locale={locale} ancestors={data.trail} current={solution.title} />
      <div className="container">
        {solution.coming_soon && <p className="badge">{t`Coming soon`}</p>}
        <RichText html={solution.description} />
        {solution.products.length > 0 && (
          <section className="record__section record__products">
            <h2>{t`Products`}</h2>
            <ProductCards products={solution.products} locale={locale} />
          </section>
        )}
        <NextStep locale={locale} links={data.nextStep} products={solution.products} />
      </div>
    </article>
  );
}
