/**
 * @module The GraphQL documents the site sends, with the contract's operation
 * names (cms/CONTRACT.md). Each answer's type is generated from its document
 * and the contract (`npm run codegen`, shared/content-operations.generated.ts);
 * loaders flatten it with `normalize.ts`.
 *
 * Every entity is asked for with `__typename id`, also inside relations, media and
 * localizations: the content layer tags each cached answer with the records it
 * shows (tags.ts), so that a webhook purges exactly the answers a change touches.
 * `$publicationState` is left unset (the service's default, LIVE) except in an
 * editor's preview, which asks for PREVIEW and never caches (cache.ts).
 */
import { type OperationName, operation } from "./graphql-client";
import { pagedOperation } from "./paged";

const SLUG = "data { __typename id attributes { slug } }";
const LOCALIZATIONS = "localizations { data { __typename id attributes { locale slug } } }";

const MEDIA_FIELDS = "name alternativeText caption width height formats ext mime size url";
const MEDIA = `data { __typename id attributes { ${MEDIA_FIELDS} } }`;

const CTA = `label color fa_class icon_placement page { ${SLUG} }`;

const SEO = `seo { meta_title meta_description no_index share_image { ${MEDIA} } }`;

const MENU_ITEM = `
  id name fa_class cta url
  page { ${SLUG} }
  children {
    id name
    page { ${SLUG} }
    for_who { ${SLUG} }
    solution { ${SLUG} }
    product { ${SLUG} }
  }`;

export const MENU = operation(
  "menu",
  `query menu($locale: I18NLocaleCode, $publicationState: PublicationState) {
    menu(locale: $locale, publicationState: $publicationState) {
      data { __typename id attributes {
        main { ${MENU_ITEM} }
        footer { ${MENU_ITEM} }
        footer_legal { ${MENU_ITEM} }
        footer_menu_heading
      } }
    }
  }`,
);

export const SETTINGS = operation(
  "settings",
  `query settings($locale: I18NLocaleCode, $publicationState: PublicationState) {
    setting(locale: $locale, publicationState: $publicationState) {
      data { __typename id attributes {
        contact {
          email_address phone_number footer_heading address_heading address
          linkedin facebook instagram youtube coc_number vat_number iban_number
        }
        page_links {
          blogs { ${SLUG} } manuals { ${SLUG} } solutions { ${SLUG} } for_who { ${SLUG} }
          contact { ${SLUG} } faq { ${SLUG} } downloads { ${SLUG} } products { ${SLUG} }
          installer_map { ${SLUG} } trees_for_all { ${SLUG} }
        }
        banner { display heading text cta_label cta_url }
      } }
    }
  }`,
);

export const SETTINGS_CONTENT_SECTION = operation(
  "settingsContentSection",
  `query settingsContentSection($locale: I18NLocaleCode, $publicationState: PublicationState) {
    settingsContentSection(locale: $locale, publicationState: $publicationState) {
      data { __typename id attributes {
        featured_slider { id title image { ${MEDIA} } }
        forwho {
          heading text cta { ${CTA} }
          blocks { id heading text link_text for_who { ${SLUG} } }
        }
        solutions {
          heading text cta { ${CTA} }
          blocks {
            id icon_class heading text cta_label coming_soon url
            solution { ${SLUG} } page { ${SLUG} } blog { ${SLUG} }
          }
        }
        contact_text_cta { heading text cta { ${CTA} } }
        did_no_find_what_you_were_looking_for { heading text cta { ${CTA} } }
      } }
    }
  }`,
);

const PARENT_CHAIN = `parent { data { __typename id attributes { title slug
  parent { data { __typename id attributes { title slug
    parent { data { __typename id attributes { title slug } } }
  } } }
} } }`;

export const PAGE = operation(
  "page",
  `query page($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    pages(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug
        jumbotron { heading subheading image { ${MEDIA} } }
        content {
          __typename
          ... on ComponentContentText { id body }
          ... on ComponentContentImage { id caption image { ${MEDIA} } }
          ... on ComponentContentTextImage { id heading text image_position image { ${MEDIA} } }
          ... on ComponentContentCallToAction { id heading text cta { ${CTA} } }
          ... on ComponentContentProductList { id heading products { data { __typename id attributes {
            title slug subtitle short_description images { ${MEDIA} }
          } } } }
          ... on Error { code message }
        }
        ${PARENT_CHAIN}
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

const PRODUCT_CARD = `title slug subtitle short_description images { ${MEDIA} }`;
const SOLUTION_CARD = `title slug icon_class intro coming_soon image { ${MEDIA} }`;

export const PRODUCT = operation(
  "product",
  `query product($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    products(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug subtitle short_description description
        images { ${MEDIA} }
        specifications { label value }
        solutions { data { __typename id attributes { ${SOLUTION_CARD} } } }
        manuals { data { __typename id attributes { title slug intro } } }
        downloads { data { __typename id attributes { title description category file { ${MEDIA} } } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

export const SOLUTION = operation(
  "solution",
  `query solution($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    solutions(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        ${SOLUTION_CARD} description
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

export const FOR_WHO = operation(
  "forWho",
  `query forWho($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    forWhos(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug intro description image { ${MEDIA} }
        solutions { data { __typename id attributes { ${SOLUTION_CARD} } } }
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

export const BLOG = operation(
  "blog",
  `query blog($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    blogs(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug type date author excerpt content image { ${MEDIA} }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

export const MANUAL = operation(
  "manual",
  `query manual($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    manuals(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug intro image { ${MEDIA} } pdf { ${MEDIA} }
        steps { id title text image { ${MEDIA} } }
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

// ---------------------------------------------------------------- listings of the page roles

/**
 * Lists are read whole (paged.ts: page after page, one cached answer), each sort
 * ending in `id` so that pages follow one order on every database.
 */
const PAGE_ARGS = "pagination: { page: $page, pageSize: $pageSize }";
const PAGE_META = "meta { pagination { total pageCount } }";

export const PRODUCTS = pagedOperation(
  "products",
  `query products($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    products(locale: $locale, sort: ["title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { ${PRODUCT_CARD} } }
      ${PAGE_META}
    }
  }`,
);

export const SOLUTIONS = pagedOperation(
  "solutions",
  `query solutions($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    solutions(locale: $locale, sort: ["coming_soon:asc", "title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { ${SOLUTION_CARD} } }
      ${PAGE_META}
    }
  }`,
);

export const FOR_WHOS = pagedOperation(
  "forWhos",
  `query forWhos($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    forWhos(locale: $locale, sort: ["title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { title slug intro image { ${MEDIA} } } }
      ${PAGE_META}
    }
  }`,
);

export const MANUALS = pagedOperation(
  "manuals",
  `query manuals($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    manuals(locale: $locale, sort: ["title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { title slug intro image { ${MEDIA} } } }
      ${PAGE_META}
    }
  }`,
);

/** The library of expertise: newest first, optionally only blogs or only news. */
export const BLOGS = operation(
  "blogs",
  `query blogs($locale: I18NLocaleCode, $types: [String], $page: Int, $pageSize: Int) {
    blogs(locale: $locale, filters: { type: { in: $types } }, sort: ["date:desc", "title:asc"],
          pagination: { page: $page, pageSize: $pageSize }) {
      data { id attributes { title slug type date author excerpt image { ${MEDIA} } } }
      meta { pagination { total page pageSize pageCount } }
    }
  }`,
);

export const DOWNLOADS = pagedOperation(
  "downloads",
  `query downloads($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    downloads(locale: $locale, sort: ["category:asc", "title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { title description category file { ${MEDIA} } } }
      ${PAGE_META}
    }
  }`,
);

export const FAQ = pagedOperation(
  "faq",
  `query faq($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    faqCategories(locale: $locale, sort: ["position:asc", "name:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { name slug } }
      ${PAGE_META}
    }
    faqArticles(locale: $locale, sort: ["position:asc", "question:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { question slug answer faq_category { data { __typename id attributes { slug } } } } }
      ${PAGE_META}
    }
  }`,
);

export const FAQ_ARTICLE = operation(
  "faqArticle",
  `query faqArticle($locale: I18NLocaleCode, $slug: String!, $category: String!) {
    faqArticles(locale: $locale, filters: { slug: { eq: $slug }, faq_category: { slug: { eq: $category } } },
                pagination: { limit: 1 }) {
      data { id attributes {
        question slug answer
        faq_category { data { id attributes { name slug } } }
        ${SEO}
        localizations { data { attributes { locale slug faq_category { data { attributes { slug } } } } } }
      } }
    }
  }`,
);

// ---------------------------------------------------------------- sitemap

const SITEMAP_FIELDS = `slug updatedAt seo { no_index } ${LOCALIZATIONS}`;

type SitemapListName = Extract<OperationName, `sitemap${string}`>;

/** Every published record of one collection in a locale, with its translations. */
function sitemapList<N extends SitemapListName>(name: N, field: string, fields = SITEMAP_FIELDS) {
  return pagedOperation(
    name,
    `query ${name}($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
      ${field}(locale: $locale, sort: ["id:asc"], ${PAGE_ARGS}) {
        data { __typename id attributes { ${fields} } }
        ${PAGE_META}
      }
    }`,
  );
}

/** The sitemap's lists, by the collection field each reads. */
export const SITEMAP_LISTS = {
  pages: sitemapList("sitemapPages", "pages"),
  products: sitemapList("sitemapProducts", "products"),
  solutions: sitemapList("sitemapSolutions", "solutions"),
  forWhos: sitemapList("sitemapForWhos", "forWhos"),
  blogs: sitemapList("sitemapBlogs", "blogs"),
  manuals: sitemapList("sitemapManuals", "manuals"),
  faqArticles: sitemapList(
    "sitemapFaqArticles",
    "faqArticles",
    `slug updatedAt seo { no_index }
      faq_category { data { __typename id attributes { slug } } }
      localizations { data { __typename id attributes { locale slug faq_category { data { __typename id attributes { slug } } } } } }`,
  ),
} as const;

// ---------------------------------------------------------------- seller finder

export const SALE_LOCATION_COUNTRIES = operation(
  "saleLocationCountries",
  `query saleLocationCountries {
    settingSaleLocations { data { id attributes { used_countries } } }
  }`,
);

/**
 * Every sale location, unfiltered: the finder filters, groups and orders them in
 * the worker. Filtering `location_types` (a JSON field) in the content service
 * fails on PostgreSQL (`jsonb ~~ unknown`) or matches substrings (`containsi`).
 */
export const SALE_LOCATIONS = pagedOperation(
  "saleLocations",
  `query saleLocations($page: Int, $pageSize: Int) {
    saleLocations(sort: ["id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes {
        street_address address_suffix zip_code city country_iso latitude longitude
        location_types phone email website
        user { data { __typename id attributes { company_name country_iso website phone email } } }
      } }
      ${PAGE_META}
    }
  }`,
);
