/**
 * @module The records of one locale as search documents: title, plain text, kind
 * and the path a hit leads to. Manual steps are documents of their own (a hit opens
 * the manual at that step); FAQ answers lead to their article's page.
 */
import type { Locale } from "../../shared/locales";
import { buildPath, type RecordKind } from "../../shared/routes";
import type { Settings } from "../env";
import { COLLECTIONS, readCollection } from "./content";
import type { SearchDocument } from "./engine";

/** Every searchable record of a locale, read from the content service. */
export async function readDocuments(settings: Settings, locale: Locale): Promise<SearchDocument[]> {
  const c = COLLECTIONS;
  const [products, solutions, forWhos, blogs, manuals, faqArticles, downloads, pages] =
    await Promise.all([
      readCollection(settings, c.products, locale),
      readCollection(settings, c.solutions, locale),
      readCollection(settings, c.forWhos, locale),
      readCollection(settings, c.blogs, locale),
      readCollection(settings, c.manuals, locale),
      readCollection(settings, c.faqArticles, locale),
      readCollection(settings, c.downloads, locale),
      readCollection(settings, c.pages, locale),
    ]);
  const record = (kind: RecordKind, slug: string) => buildPath({ kind, locale, slug });
  const documents: SearchDocument[] = [];
  for (const { id, attributes: a } of products)
    documents.push({
      id: `product:${id}`,
      kind: "product",
      title: a.title,
      path: record("product", a.slug),
      text: plainText(
        a.subtitle,
        a.short_description,
        a.description,
        ...(a.specifications ?? []).map((s) => `${s.label ?? ""} ${s.value ?? ""}`),
      ),
    });
  for (const { id, attributes: a } of solutions)
    documents.push({
      id: `solution:${id}`,
      kind: "solution",
      title: a.title,
      path: record("solution", a.slug),
      text: plainText(a.intro, a.description),
    });
  for (const { id, attributes: a } of forWhos)
    documents.push({
      id: `forWho:${id}`,
      kind: "forWho",
      title: a.title,
      path: record("forWho", a.slug),
      text: plainText(a.intro, a.description),
    });
  for (const { id, attributes: a } of blogs)
    documents.push({
      id: `blog:${id}`,
      kind: a.type === "news" ? "news" : "blog",
      title: a.title,
      path: record("blog", a.slug),
      text: plainText(a.excerpt, a.content),
    });
  for (const { id, attributes: a } of manuals) {
    const path = record("manual", a.slug);
    documents.push({
      id: `manual:${id}`,
      kind: "manual",
      title: a.title,
      path,
      text: plainText(a.intro),
    });
    (a.steps ?? []).forEach((step, index) => {
      documents.push({
        id: `manual:${id}:${index + 1}`,
        kind: "manualStep",
        title: step.title ?? a.title,
        path: `${path}?step=${index + 1}`,
        context: a.title,
        text: plainText(step.text),
      });
    });
  }
  for (const { id, attributes: a } of faqArticles) {
    const category = a.faq_category?.data?.attributes;
    if (!category) continue;
    documents.push({
      id: `faq:${id}`,
      kind: "faq",
      title: a.question,
      path: buildPath({ kind: "faqArticle", locale, category: category.slug, slug: a.slug }),
      context: category.name,
      text: plainText(a.answer),
    });
  }
  for (const { id, attributes: a } of downloads) {
    const url = a.file?.data?.attributes.url;
    if (!url) continue;
    documents.push({
      id: `download:${id}`,
      kind: "download",
      title: a.title,
      path: sitePath(url, settings.mediaOrigin),
      context: a.category ?? undefined,
      text: plainText(a.description),
    });
  }
  for (const { id, attributes: a } of pages)
    documents.push({
      id: `page:${id}`,
      kind: "page",
      title: a.title,
      path: buildPath({ kind: "page", locale, slug: a.slug }),
      text: plainText(
        a.jumbotron?.heading,
        a.jumbotron?.subheading,
        ...(a.content ?? []).flatMap((block) => [
          block.heading,
          block.body,
          block.text,
          block.caption,
        ]),
      ),
    });
  return documents;
}

/** A file on the storage bucket is served by the site under the same path (api/media.ts). */
function sitePath(url: string, mediaOrigin: string | undefined): string {
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === mediaOrigin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

/** Markdown (and any markup in it) as plain words: what a visitor reads on the page. */
function plainText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join("\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}
