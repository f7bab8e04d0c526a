/**
 * @module The lists the site reads whole (paged.ts: page after page into one
 * cached answer): the overviews of the page roles, the library, the FAQ and
 * the seller finder's sale locations (the sitemaps' lists are each record kind's, worker/pages/).
 * Each sort ends in `id`, so that pages follow one order on every database.
 */

import {
  DOWNLOAD_CARD,
  MEDIA,
  PAGE_ARGS,
  PAGE_META,
  PRODUCT_CARD,
  SOLUTION_CARD,
} from "./fragments";
import { operation } from "./graphql-client";
import { pagedOperation } from "./paged";

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
    solutions(locale: $locale, sort: ["coming_soon:asc", "position:asc", "title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { ${SOLUTION_CARD} } }
      ${PAGE_META}
    }
  }`,
);

export const AUDIENCES = pagedOperation(
  "forWhos",
  `query forWhos($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    forWhos(locale: $locale, sort: ["position:asc", "title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { title slug intro image { ${MEDIA} } image_alt } }
      ${PAGE_META}
    }
  }`,
);

export const MANUALS = pagedOperation(
  "manuals",
  `query manuals($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    manuals(locale: $locale, sort: ["title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { title slug intro image { ${MEDIA} } image_alt } }
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
      data { id attributes { title slug type date author excerpt image { ${MEDIA} } image_alt } }
      meta { pagination { total page pageSize pageCount } }
    }
  }`,
);

export const DOWNLOADS = pagedOperation(
  "downloads",
  `query downloads($locale: I18NLocaleCode, $page: Int, $pageSize: Int) {
    downloads(locale: $locale, sort: ["category:asc", "position:asc", "title:asc", "id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { ${DOWNLOAD_CARD} } }
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

/**
 * Every published redirect editors manage (worker/redirects/managed.ts): one
 * whole list, cached and purged like every list (`list:redirect`), read only
 * when an address is not found.
 */
export const REDIRECTS = pagedOperation(
  "redirects",
  `query redirects($page: Int, $pageSize: Int) {
    redirects(sort: ["id:asc"], ${PAGE_ARGS}) {
      data { __typename id attributes { from_path to permanent site_locale } }
      ${PAGE_META}
    }
  }`,
);
