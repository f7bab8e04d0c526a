/**
 * @module What the site search indexes, one entry per model whose records are
 * search documents (models.ts, `searched: "records"`; a model missing here is a
 * type error): the fields its list query reads, their shape (checked with
 * valibot when the index is built) and how its records become documents, with
 * the path a hit leads to. Manual steps are documents of their own (a hit opens
 * the manual at that step); FAQ answers lead to their article's page. In the
 * order their documents are indexed.
 */
import * as v from "valibot";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import type { Operation, OperationName } from "../content/graphql-client";
import { CONTENT_MODELS, type SearchedModelName } from "../content/models";
import type { Settings } from "../env";
import { type CollectionRecord, listOperation, readCollection, Text } from "./content";
import type { SearchDocument } from "./engine";
import { plainText, sitePath } from "./plain-text";

/** A searched collection: its list query and its records as documents. */
export interface SearchedCollection {
  list: Operation<unknown>;
  /** Every searchable record of a locale as search documents, read from the content service. */
  documents(settings: Settings, locale: Locale): Promise<SearchDocument[]>;
}

/**
 * A searched collection of `model`: `operation` reads `fields` of its records,
 * `attributes` is their shape, `toDocuments` turns them into documents.
 */
function searched<T extends v.ObjectEntries>(
  model: { field: string },
  operation: OperationName,
  fields: string,
  attributes: T,
  toDocuments: (
    records: CollectionRecord<T>[],
    at: { locale: Locale; settings: Settings },
  ) => SearchDocument[],
): SearchedCollection {
  const collection = { name: model.field, operation, fields, attributes };
  const list = listOperation(collection);
  return {
    list,
    async documents(settings, locale) {
      const records = await readCollection(settings, collection, list, locale);
      return toDocuments(records, { locale, settings });
    },
  };
}

const Step = v.object({ title: Text, text: Text });
const Block = v.looseObject({ body: Text, heading: Text, text: Text, caption: Text });
const Described = { title: v.string(), slug: v.string(), intro: Text, description: Text };

export const SEARCHED: { [K in SearchedModelName]: SearchedCollection } = {
  product: searched(
    CONTENT_MODELS.product,
    "searchProducts",
    "title slug subtitle short_description description specifications { label value }",
    {
      title: v.string(),
      slug: v.string(),
      subtitle: Text,
      short_description: Text,
      description: Text,
      specifications: v.optional(v.nullable(v.array(v.object({ label: Text, value: Text }))), null),
    },
    (records, { locale }) =>
      records.map(({ id, attributes: a }) => ({
        id: `product:${id}`,
        kind: "product",
        title: a.title,
        path: buildPath({ kind: "product", locale, slug: a.slug }),
        text: plainText(
          a.subtitle,
          a.short_description,
          a.description,
          ...(a.specifications ?? []).map((s) => `${s.label ?? ""} ${s.value ?? ""}`),
        ),
      })),
  ),
  solution: searched(
    CONTENT_MODELS.solution,
    "searchSolutions",
    "title slug intro description",
    Described,
    (records, { locale }) =>
      records.map(({ id, attributes: a }) => ({
        id: `solution:${id}`,
        kind: "solution",
        title: a.title,
        path: buildPath({ kind: "solution", locale, slug: a.slug }),
        text: plainText(a.intro, a.description),
      })),
  ),
  audience: searched(
    CONTENT_MODELS.audience,
    "searchForWhos",
    "title slug intro description",
    Described,
    (records, { locale }) =>
      records.map(({ id, attributes: a }) => ({
        id: `audience:${id}`,
        kind: "audience",
        title: a.title,
        path: buildPath({ kind: "audience", locale, slug: a.slug }),
        text: plainText(a.intro, a.description),
      })),
  ),
  blog: searched(
    CONTENT_MODELS.blog,
    "searchBlogs",
    "title slug type excerpt content",
    {
      title: v.string(),
      slug: v.string(),
      type: v.picklist(["blog", "news"]),
      excerpt: Text,
      content: Text,
    },
    (records, { locale }) =>
      records.map(({ id, attributes: a }) => ({
        id: `blog:${id}`,
        kind: a.type === "news" ? "news" : "blog",
        title: a.title,
        path: buildPath({ kind: "blog", locale, slug: a.slug }),
        text: plainText(a.excerpt, a.content),
      })),
  ),
  manual: searched(
    CONTENT_MODELS.manual,
    "searchManuals",
    "title slug intro steps { title text }",
    {
      title: v.string(),
      slug: v.string(),
      intro: Text,
      steps: v.optional(v.nullable(v.array(Step)), null),
    },
    (records, { locale }) =>
      records.flatMap(({ id, attributes: a }) => {
        const path = buildPath({ kind: "manual", locale, slug: a.slug });
        return [
          { id: `manual:${id}`, kind: "manual", title: a.title, path, text: plainText(a.intro) },
          ...(a.steps ?? []).map(
            (step, index): SearchDocument => ({
              id: `manual:${id}:${index + 1}`,
              kind: "manualStep",
              title: step.title ?? a.title,
              path: `${path}?step=${index + 1}`,
              context: a.title,
              text: plainText(step.text),
            }),
          ),
        ];
      }),
  ),
  faqArticle: searched(
    CONTENT_MODELS.faqArticle,
    "searchFaqArticles",
    "question slug answer faq_category { data { attributes { name slug } } }",
    {
      question: v.string(),
      slug: v.string(),
      answer: Text,
      faq_category: v.optional(
        v.nullable(
          v.object({
            data: v.nullable(
              v.object({ attributes: v.object({ name: v.string(), slug: v.string() }) }),
            ),
          }),
        ),
        null,
      ),
    },
    (records, { locale }) =>
      records.flatMap(({ id, attributes: a }): SearchDocument[] => {
        const category = a.faq_category?.data?.attributes;
        if (!category) return [];
        return [
          {
            id: `faq:${id}`,
            kind: "faq",
            title: a.question,
            path: buildPath({ kind: "faqArticle", locale, category: category.slug, slug: a.slug }),
            context: category.name,
            text: plainText(a.answer),
          },
        ];
      }),
  ),
  download: searched(
    CONTENT_MODELS.download,
    "searchDownloads",
    "title description category file { data { attributes { url } } }",
    {
      title: v.string(),
      description: Text,
      category: Text,
      file: v.optional(
        v.nullable(
          v.object({ data: v.nullable(v.object({ attributes: v.object({ url: v.string() }) })) }),
        ),
        null,
      ),
    },
    (records, { settings }) =>
      records.flatMap(({ id, attributes: a }): SearchDocument[] => {
        const url = a.file?.data?.attributes.url;
        if (!url) return [];
        return [
          {
            id: `download:${id}`,
            kind: "download",
            title: a.title,
            path: sitePath(url, settings.mediaOrigin),
            context: a.category ?? undefined,
            text: plainText(a.description),
          },
        ];
      }),
  ),
  page: searched(
    CONTENT_MODELS.page,
    "searchPages",
    `title slug jumbotron { heading subheading } content { __typename
      ... on ComponentContentText { body }
      ... on ComponentContentTextImage { heading text }
      ... on ComponentContentCallToAction { heading text }
      ... on ComponentContentImage { caption } }`,
    {
      title: v.string(),
      slug: v.string(),
      jumbotron: v.optional(v.nullable(v.object({ heading: Text, subheading: Text })), null),
      content: v.optional(v.nullable(v.array(Block)), null),
    },
    (records, { locale }) =>
      records.map(({ id, attributes: a }) => ({
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
      })),
  ),
};
