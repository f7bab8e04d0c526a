/**
 * @module What the search reads from the content service: every record of every
 * searchable collection in one locale, page by page (content/paged.ts), straight
 * from the service (the index itself is the cache). Answers are checked with valibot, so a
 * change of shape fails the build of the index, never a visitor's request.
 */
import * as v from "valibot";
import type { Locale } from "../../shared/locales";
import { type Operation, type OperationName, requestContent } from "../content/graphql-client";
import { pagedOperation, readAllPages } from "../content/paged";
import type { Settings } from "../env";

const Text = v.optional(v.nullable(v.string()), null);
const Pagination = v.object({
  pagination: v.object({ pageCount: v.number() }),
});

/** A Strapi collection answer: `{ data: [{ id, attributes }], meta }`. */
function collection<T extends v.ObjectEntries>(attributes: T) {
  return v.object({
    data: v.array(v.object({ id: v.string(), attributes: v.looseObject(attributes) })),
    meta: Pagination,
  });
}

interface Collection<T extends v.ObjectEntries> {
  name: string;
  /** The name of its list query. */
  operation: OperationName;
  fields: string;
  attributes: T;
}

const Step = v.object({ title: Text, text: Text });
const Block = v.looseObject({ body: Text, heading: Text, text: Text, caption: Text });

export const COLLECTIONS = {
  products: {
    name: "products",
    operation: "searchProducts",
    fields: "title slug subtitle short_description description specifications { label value }",
    attributes: {
      title: v.string(),
      slug: v.string(),
      subtitle: Text,
      short_description: Text,
      description: Text,
      specifications: v.optional(v.nullable(v.array(v.object({ label: Text, value: Text }))), null),
    },
  },
  solutions: {
    name: "solutions",
    operation: "searchSolutions",
    fields: "title slug intro description",
    attributes: { title: v.string(), slug: v.string(), intro: Text, description: Text },
  },
  forWhos: {
    name: "forWhos",
    operation: "searchForWhos",
    fields: "title slug intro description",
    attributes: { title: v.string(), slug: v.string(), intro: Text, description: Text },
  },
  blogs: {
    name: "blogs",
    operation: "searchBlogs",
    fields: "title slug type excerpt content",
    attributes: {
      title: v.string(),
      slug: v.string(),
      type: v.picklist(["blog", "news"]),
      excerpt: Text,
      content: Text,
    },
  },
  manuals: {
    name: "manuals",
    operation: "searchManuals",
    fields: "title slug intro steps { title text }",
    attributes: {
      title: v.string(),
      slug: v.string(),
      intro: Text,
      steps: v.optional(v.nullable(v.array(Step)), null),
    },
  },
  faqArticles: {
    name: "faqArticles",
    operation: "searchFaqArticles",
    fields: "question slug answer faq_category { data { attributes { name slug } } }",
    attributes: {
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
  },
  downloads: {
    name: "downloads",
    operation: "searchDownloads",
    fields: "title description category file { data { attributes { url } } }",
    attributes: {
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
  },
  pages: {
    name: "pages",
    operation: "searchPages",
    fields: `title slug jumbotron { heading subheading } content { __typename
      ... on ComponentContentText { body }
      ... on ComponentContentTextImage { heading text }
      ... on ComponentContentCallToAction { heading text }
      ... on ComponentContentImage { caption } }`,
    attributes: {
      title: v.string(),
      slug: v.string(),
      jumbotron: v.optional(v.nullable(v.object({ heading: Text, subheading: Text })), null),
      content: v.optional(v.nullable(v.array(Block)), null),
    },
  },
} satisfies Record<string, Collection<v.ObjectEntries>>;

/**
 * The search's list query of each collection: every page of it is read
 * (content/paged.ts). Its answer is checked here, not trusted to its type.
 */
export const SEARCH_LISTS: Record<string, Operation<unknown>> = Object.fromEntries(
  Object.values(COLLECTIONS).map(({ name, operation: opName, fields }) => {
    const op = pagedOperation(
      opName,
      `query ${opName}($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
        ${name}(locale: $locale, sort: ["id:asc"], pagination: { page: $page, pageSize: $pageSize }) {
          data { id attributes { ${fields} } }
          meta { pagination { page pageSize pageCount total } }
        }
      }`,
    );
    return [name, op];
  }),
);

/** Every published record of a collection in a locale. */
export async function readCollection<T extends v.ObjectEntries>(
  settings: Settings,
  spec: Collection<T>,
  locale: Locale,
) {
  const op = SEARCH_LISTS[spec.name]!;
  const answer = await readAllPages(op, { locale }, (variables) =>
    requestContent(settings, op, variables),
  );
  return v.parse(collection(spec.attributes), fieldOf(answer, spec.name)).data;
}

/** A field of an answer that is checked, not trusted to its type. */
function fieldOf(answer: unknown, field: string): unknown {
  return typeof answer === "object" && answer !== null ? Reflect.get(answer, field) : undefined;
}
