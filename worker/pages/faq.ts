/**
 * @module The FAQ: a CMS page in the role `faq`, with every category of its
 * locale and each category's articles, their answers rendered. One page, never
 * paged. Structured data: FAQPage. Each article also has a page of its own
 * (worker/pages/faq-article.ts).
 */
import type { FaqCategoryGroup } from "../../shared/content";
import type { FaqQuery } from "../../shared/content-operations.generated";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { FAQ } from "../content/list-queries";
import { markdownToHtml } from "../content/markdown";
import { type Json, type JsonLdContext, plainText } from "../render/json-ld";
import type { PageRole } from "./kind";
import type { ContentReader } from "./read";

export const faq: PageRole = async (page, route, context) => {
  const answer = await context.content.query(FAQ, { locale: route.locale });
  return {
    data: {
      view: VIEWS.faq,
      page,
      categories: derived(answer, "faq", (raw) => faqCategories(context, raw)),
    },
  };
};

/** The FAQ's categories, each with its articles' answers rendered. */
function faqCategories({ flat }: ContentReader, answer: FaqQuery): FaqCategoryGroup[] {
  const categories = flat(answer.faqCategories) ?? [];
  const articles = flat(answer.faqArticles) ?? [];
  return categories.map((category) => ({
    ...category,
    articles: articles
      .filter((article) => article.faq_category?.slug === category.slug)
      .map((article) => ({
        id: article.id,
        question: article.question,
        slug: article.slug,
        answer: markdownToHtml(article.answer),
      })),
  }));
}

/** The FAQ page's JSON-LD: every question with its answer (no breadcrumbs). */
export function faqStructuredData(
  categories: readonly FaqCategoryGroup[],
  { lang }: JsonLdContext,
): Json[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: lang,
      mainEntity: categories.flatMap((category) =>
        category.articles.map((article) => ({
          "@type": "Question",
          name: article.question,
          acceptedAnswer: { "@type": "Answer", text: plainText(article.answer) },
        })),
      ),
    },
  ];
}
