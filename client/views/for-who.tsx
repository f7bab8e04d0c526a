/** @module An audience page ("for whom"): its text, its solutions and its products. */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ProductCards, SolutionCards } from "../components/cards";
import { Jumbotron } from "../components/jumbotron";
import { RichText } from "../components/rich-text";

type Props = { data: Extract<RouteData, { view: "forWho" }>; locale: Locale };

export default function ForWhoView({ data, locale }: Props) {
  const { t } = useLingui();
  const { forWho } = data;
  return (
    <article className="record">
      <Jumbotron heading={forWho.title} subheading={forWho.intro} image={forWho.image} />
      <Breadcrumbs locale={locale} ancestors={data.trail} current={forWho.title} />
      <div className="container">
        <RichText html={forWho.description} />
        {forWho.solutions.length > 0 && (
          <section className="record__section">
            <h2>{t`Solutions`}</h2>
            <SolutionCards solutions={forWho.solutions} locale={locale} />
          </section>
        )}
        {forWho.products.length > 0 && (
          <section className="record__section">
            <h2>{t`Products`}</h2>
            <ProductCards products={forWho.products} locale={locale} />
          </section>
        )}
      </div>
    </article>
  );
}
