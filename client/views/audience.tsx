/** @module An audience page ("for whom"): its text, its solutions and its products, and the next step. */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ProductCards, SolutionCards } from "../components/cards";
import { Jumbotron } from "../components/jumbotron";
import { NextStep } from "../components/next-step";
import { RichText } from "../components/rich-text";

type Props = { data: Extract<RouteData, { view: "audience" }>; locale: Locale };

export default function ForWhoView({ data, locale }: Props) {
  const { t } = useLingui();
  const { audience } = data;
  return (
    <article className="record">
      <Jumbotron heading={audience.title} subheading={audience.intro} image={audience.image} />
      <Breadcrumbs locale={locale} ancestors={data.trail} current={audience.title} />
      <div className="container">
        <RichText html={audience.description} />
        {audience.solutions.length > 0 && (
          <section className="record__section">
            <h2>{t`Solutions`}</h2>
            <SolutionCards solutions={audience.solutions} locale={locale} />
          </section>
        )}
        {audience.products.length > 0 && (
          <section className="record__section">
            <h2>{t`Products`}</h2>
            <ProductCards products={audience.products} locale={locale} />
          </section>
        )}
        <NextStep locale={locale} links={data.nextStep} products={audience.products} />
      </div>
    </article>
  );
}
