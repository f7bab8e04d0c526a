/**
 * @module The home page: featured slider (each slide with its call to action), the
 * products editors feature, audiences block, solutions block and the two text
 * calls-to-action. Each section names its surface (surface-green, surface-dark), so
 * that its buttons stand out from it whatever colour an editor gives them
 * (client/styles/cta-surfaces.css).
 */
import { useLingui } from "@lingui/react/macro";
import type { HomeContent, TextCta } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath, pagePath } from "../../shared/routes";
import { ProductCards } from "../components/cards";
import { CtaButton } from "../components/cta-button";
import { useHyphens } from "../components/hyphens";
import { Icon } from "../components/icon";
import { Island } from "../components/island";
import { RichText } from "../components/rich-text";
import { SiteLink } from "../components/site-link";
import { FeaturedSlider } from "./home-slider";
import { homeStrings } from "./home-strings";

type Props = { data: Extract<RouteData, { view: "home" }>; locale: Locale };

/** The home page's own texts, loaded with this view. */
export const strings = homeStrings;

export default function HomeView({ data, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const home = data.home;
  if (!home) return null;
  return (
    <>
      <Island name="slider">
        <FeaturedSlider slides={home.featured_slider} locale={locale} />
      </Island>
      {home.products && (
        <section className="section home-products">
          <div className="container">
            {home.products.heading && <h2>{hy(home.products.heading)}</h2>}
            <ProductCards products={home.products.products} locale={locale} />
            {data.allProducts && (
              <SiteLink className="button button--black" href={pagePath(locale, data.allProducts)}>
                {t`All products`}
              </SiteLink>
            )}
          </div>
        </section>
      )}
      {home.forwho && <ForWhoBlock block={home.forwho} locale={locale} />}
      {home.solutions && <SolutionsBlock block={home.solutions} locale={locale} />}
      <TextCtaSection section={home.contact_text_cta} locale={locale} tone="green" />
      <TextCtaSection
        section={home.did_no_find_what_you_were_looking_for}
        locale={locale}
        tone="light"
      />
    </>
  );
}

function ForWhoBlock({
  block,
  locale,
}: {
  block: NonNullable<HomeContent["forwho"]>;
  locale: Locale;
}) {
  const hy = useHyphens();
  return (
    <section className="section">
      <div className="container">
        <div className="section__intro">
          {block.heading && <h2>{hy(block.heading)}</h2>}
          <RichText html={block.text} />
        </div>
        <ul className="card-grid card-grid--4">
          {block.blocks.map((item) => (
            <li key={item.id} className="card">
              <div className="card__body">
                {item.heading && <h3 className="card__title">{hy(item.heading)}</h3>}
                <RichText html={item.text} />
                {item.for_who && (
                  <SiteLink
                    className="card__link"
                    href={buildPath({ kind: "audience", locale, slug: item.for_who.slug })}
                  >
                    {item.link_text || item.heading}
                  </SiteLink>
                )}
              </div>
            </li>
          ))}
        </ul>
        <CtaButton cta={block.cta} locale={locale} />
      </div>
    </section>
  );
}

function SolutionsBlock({
  block,
  locale,
}: {
  block: NonNullable<HomeContent["solutions"]>;
  locale: Locale;
}) {
  const { t } = useLingui();
  const hy = useHyphens();
  return (
    <section className="section section--tinted">
      <div className="container">
        <div className="section__intro">
          {block.heading && <h2>{hy(block.heading)}</h2>}
          <RichText html={block.text} />
        </div>
        <ul className="card-grid card-grid--4">
          {block.blocks.map((item) => {
            const href = item.coming_soon ? null : solutionBlockHref(item, locale);
            return (
              <li key={item.id} className={item.coming_soon ? "card card--soon" : "card"}>
                <div className="card__body">
                  <Icon icon={item.icon} className="card__icon" />
                  {item.heading && <h3 className="card__title">{hy(item.heading)}</h3>}
                  {item.coming_soon && <p className="badge">{t`Coming soon`}</p>}
                  <RichText html={item.text} />
                  {href && item.cta_label && (
                    <SiteLink className="card__link" href={href}>
                      {item.cta_label}
                    </SiteLink>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <CtaButton cta={block.cta} locale={locale} />
      </div>
    </section>
  );
}

function solutionBlockHref(
  item: NonNullable<HomeContent["solutions"]>["blocks"][number],
  locale: Locale,
) {
  if (item.solution) return buildPath({ kind: "solution", locale, slug: item.solution.slug });
  if (item.page) return pagePath(locale, item.page.slug);
  if (item.blog) return buildPath({ kind: "blog", locale, slug: item.blog.slug });
  return item.url || null;
}

function TextCtaSection({
  section,
  locale,
  tone,
}: {
  section: TextCta | null;
  locale: Locale;
  tone: string;
}) {
  const hy = useHyphens();
  if (!section) return null;
  return (
    <section
      className={`section text-cta text-cta--${tone}${tone === "green" ? " surface-green" : ""}`}
    >
      <div className="container text-cta__inner">
        <div>
          {section.heading && <h2>{hy(section.heading)}</h2>}
          <RichText html={section.text} />
        </div>
        <CtaButton cta={section.cta} locale={locale} />
      </div>
    </section>
  );
}
