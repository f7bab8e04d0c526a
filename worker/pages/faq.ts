/**
 * @module The FAQ: a CMS page in the role `faq`, with every category of its
 * locale and each category's articles, their answers rendered. One page, never
 * paged. Structured data: FAQPage. Each article also has a page of its own
 * (worker/pages/faq-article.ts).
 */
import type { FaqCategoryGroup, Seo } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { markdownToHtml } from "../content/markdown";
import { FAQ } from "../content/queries";
import type { PageRole } from "./kind";
import type { ContentReader } from "./read";

/** An FAQ article as the content service answers it, flattened. */
export interface RawFaqArticle {
  id: string;
  question: string;
  slug: string;
  answer: string | null;
  faq_category: { name: string; slug: string } | null;
  seo?: Seo | null;
  localizations?: { locale: string; slug: string; faq_category: { slug: string } | null }[] | null;
}

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
function faqCategories(
  { flat }: ContentReader,
  answer: Record<string, unknown>,
): FaqCategoryGroup[] {
  const categories = flat<{ id: string; name: string; slug: string }[]>(answer.faqCategories) ?? [];
  const articles = flat<RawFaqArticle[]>(answer.faqArticles) ?? [];
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
