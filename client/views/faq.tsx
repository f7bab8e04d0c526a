/**
 * @module The FAQ: a search box that filters the questions as the visitor types,
 * right below the page's header (on a phone it is on the first screen), then
 * categories with expandable questions, then the page's own content (its
 * introduction and "question not listed?" call to action); and a single
 * article at its own URL, which carries its category's slug, ending with the
 * next step.
 */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { pagePath } from "../../shared/routes";
import { Breadcrumbs } from "../components/breadcrumbs";
import { useHyphens } from "../components/hyphens";
import { Island } from "../components/island";
import { NextStep } from "../components/next-step";
import { PageFrame } from "../components/page-frame";
import { RichText } from "../components/rich-text";
import { SiteLink } from "../components/site-link";
import { FaqQuestions } from "./faq-questions";

type Props = { data: Extract<RouteData, { view: "faq" | "faqArticle" }>; locale: Locale };

export default function FaqView({ data, locale }: Props) {
  return data.view === "faq" ? (
    <FaqOverview data={data} locale={locale} />
  ) : (
    <FaqArticle data={data} locale={locale} />
  );
}

function FaqOverview({
  data,
  locale,
}: {
  data: Extract<RouteData, { view: "faq" }>;
  locale: Locale;
}) {
  return (
    <PageFrame
      page={data.page}
      locale={locale}
      kind="faq"
      tool={
        <Island name="questions">
          <FaqQuestions categories={data.categories} locale={locale} />
        </Island>
      }
    />
  );
}

function FaqArticle({
  data,
  locale,
}: {
  data: Extract<RouteData, { view: "faqArticle" }>;
  locale: Locale;
}) {
  const { t } = useLingui();
  const hy = useHyphens();
  const { article, faqPage } = data;
  const faqHref = faqPage ? pagePath(locale, faqPage.slug) : null;
  return (
    <article className="record faq-article">
      <Breadcrumbs locale={locale} ancestors={data.trail} current={article.question} />
      <div className="container faq-article__body">
        <div>
          {article.category && <p className="badge">{hy(article.category.name)}</p>}
          <h1>{hy(article.question)}</h1>
          <RichText html={article.answer} />
        </div>
        {faqHref && (
          <p className="faq-article__aside">
            <SiteLink href={faqHref}>{t`All frequently asked questions`}</SiteLink>
          </p>
        )}
      </div>
      <div className="container">
        <NextStep locale={locale} links={data.nextStep} />
      </div>
    </article>
  );
}
