/**
 * @module The FAQ's questions: a search box that filters them as the visitor
 * types, its count, and the questions by category, each expandable. On a first
 * page kept as the server's HTML they are its island (client/islands/faq.tsx).
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DOM_IDS } from "../../shared/constants";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath } from "../../shared/routes";
import { useHyphens } from "../components/hyphens";
import { RichText } from "../components/rich-text";
import { SiteLink } from "../components/site-link";

/**
 * Lower-case text without accents, so "haufig" finds "häufig"; without soft
 * hyphens and word joiners, and with every kind of space as one (the page shows
 * no-break ones between a number and its unit and before French punctuation),
 * so that a question copied from the page finds itself.
 */
function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\p{Diacritic}\u00ad\u2060]/gu, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** The search box, its count and the questions it filters, by category. */
export function FaqQuestions({
  categories: all,
  locale,
}: {
  categories: Extract<RouteData, { view: "faq" }>["categories"];
  locale: Locale;
}) {
  const { t } = useLingui();
  const hy = useHyphens();
  const [query, setQuery] = useState("");
  const searchId = DOM_IDS.faqSearch;
  const needle = normalizeText(query.trim());
  const categories = all
    .map((category) => ({
      ...category,
      articles: needle
        ? category.articles.filter((article) => normalizeText(article.question).includes(needle))
        : category.articles,
    }))
    .filter((category) => category.articles.length > 0);
  const count = categories.reduce((sum, category) => sum + category.articles.length, 0);
  return (
    <div className="container faq">
      <search className="faq__search">
        <label htmlFor={searchId}>{t`Search the questions`}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <p className="faq__count" aria-live="polite">
          {needle
            ? t({ message: plural(count, { one: "# question found", other: "# questions found" }) })
            : ""}
        </p>
      </search>
      {categories.length === 0 && <p>{t`No questions match your search.`}</p>}
      {categories.map((category) => (
        <section
          key={category.id}
          className="faq__category"
          aria-labelledby={`faq-${category.slug}`}
        >
          <h2 id={`faq-${category.slug}`}>{hy(category.name)}</h2>
          {category.articles.map((article) => (
            <details key={article.id} className="accordion">
              <summary className="accordion__summary">{hy(article.question)}</summary>
              <div className="accordion__body">
                <RichText html={article.answer} />
                <SiteLink
                  href={buildPath({
                    kind: "faqArticle",
                    locale,
                    category: category.slug,
                    slug: article.slug,
                  })}
                >
                  {t`Link to this question`}
                </SiteLink>
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
