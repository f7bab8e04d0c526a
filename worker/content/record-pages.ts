/**
 * @module What a kind of record with a page of its own (a page, a product, an FAQ
 * article, …) states about its records besides its page: its content model
 * (models.ts), the sitemap that lists it and its published list, every published
 * record of the kind in a locale with its slug, translations and no-index flag.
 * Each kind's module in worker/pages/ declares its own with {@link publishedRecords};
 * the sitemaps (worker/sitemap.ts) are these lists, and the not-found check
 * (worker/pages/published-slugs.ts) reads its slugs from them, so one cached
 * answer per locale and kind serves both.
 */
import type { ContentOperations } from "../../shared/content-operations.generated";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locales";
import { SEGMENTS } from "../../shared/record-kinds";
import { FAQ_SEGMENT, RECORD_KINDS } from "../../shared/routes";
import type { ContentLayer } from "./content-layer";
import { LOCALIZATIONS, PAGE_ARGS, PAGE_META } from "./fragments";
import type { OperationName, OperationOf } from "./graphql-client";
import { type ContentModel, recordModel, uid } from "./models";
import { pagedOperation } from "./paged";

interface CategoryLink {
  data?: { attributes?: { slug: string } | null } | null;
}

/** A record as a published list gives it. */
export interface ListedRecord {
  /** Its id (the documentId on Strapi 5), as webhooks name it. */
  id?: string | number | null;
  attributes?: {
    slug: string;
    updatedAt?: unknown;
    seo?: { no_index?: boolean | null } | null;
    /** An FAQ article's category: its address names it. */
    faq_category?: CategoryLink | null;
    localizations?: {
      data: readonly {
        attributes?: {
          locale?: string | null;
          slug: string;
          faq_category?: CategoryLink | null;
        } | null;
      }[];
    } | null;
  } | null;
}

type ListName = Extract<OperationName, `sitemap${string}`>;

export interface PublishedList {
  operation: OperationOf<ListName>;
  /** Every published record of the kind in `locale`, from the shared cache. */
  read(content: ContentLayer, locale: Locale): Promise<readonly ListedRecord[]>;
}

const LISTED_FIELDS = `slug updatedAt seo { no_index } ${LOCALIZATIONS}`;

export interface RecordPage {
  model: ContentModel & { field: string };
  /** Its sitemap's name: `/sitemap-<locale>-<name>.xml`. */
  sitemap: string;
  list: PublishedList;
}

/**
 * The records of one model, listed in the sitemap `sitemap` and read with their
 * own operation `name`. `records` picks the list out of the operation's answer:
 * its type is the generated one, so a list whose answer lacks what a listed
 * record needs does not compile.
 */
export function publishedRecords<N extends ListName>(
  model: ContentModel & { field: string },
  sitemap: string,
  name: N,
  records: (
    answer: ContentOperations[N]["data"],
  ) => { data: readonly ListedRecord[] } | null | undefined,
  fields = LISTED_FIELDS,
): RecordPage {
  const operation = pagedOperation(
    name,
    `query ${name}($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
      ${model.field}(locale: $locale, sort: ["id:asc"], ${PAGE_ARGS}) {
        data { __typename id attributes { ${fields} } }
        ${PAGE_META}
      }
    }`,
  );
  return {
    model,
    sitemap,
    list: {
      operation,
      read: async (content, locale) =>
        records(await content.query(operation, { locale }))?.data ?? [],
    },
  };
}

/**
 * What the Strapi kits' preview modules read of the route table
 * (`site-kit/content-models.json`, written by `npm run codegen`): the default
 * locale, each record kind's segment by its content type's uid (both declared
 * in shared/record-kinds.ts), and the FAQ's segment, so that the links
 * they sign name the site's paths.
 */
export function kitRoutes(): {
  defaultLocale: Locale;
  segments: Record<string, Record<Locale, string>>;
  faqSegment: Record<Locale, string>;
} {
  return {
    defaultLocale: DEFAULT_LOCALE,
    segments: Object.fromEntries(
      RECORD_KINDS.map((kind) => [uid(recordModel(kind).model), SEGMENTS[kind]]),
    ),
    faqSegment: FAQ_SEGMENT,
  };
}
