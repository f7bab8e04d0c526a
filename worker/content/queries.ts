/**
 * @module The GraphQL documents the site sends, with the contract's operation
 * names (cms/CONTRACT.md): menu, settings and one record of each kind; the
 * lists are in list-queries.ts, the parts they share in fragments.ts. Each answer's type is generated from its document
 * and the contract (`npm run codegen`, shared/content-operations.generated.ts);
 * loaders flatten it with `normalize.ts`.
 *
 * Every entity is asked for with `__typename id`, also inside relations, media and
 * localizations: the content layer tags each cached answer with the records it
 * shows (tags.ts), so that a webhook purges exactly the answers a change touches.
 * `$publicationState` is left unset (the service's default, LIVE) except in an
 * editor's preview, which asks for PREVIEW and never caches (cache.ts).
 */

import {
  CTA,
  DOWNLOAD_CARD,
  LOCALIZATIONS,
  MEDIA,
  PRODUCT_CARD,
  SEO,
  SLUG,
  SOLUTION_CARD,
} from "./fragments";
import { operation } from "./graphql-client";

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

/** A page that plays a role: its slug, and its title for the breadcrumbs of the records under it. */
const PAGE_LINK = "data { __typename id attributes { slug title } }";

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
          blogs { ${PAGE_LINK} } manuals { ${PAGE_LINK} } solutions { ${PAGE_LINK} }
          for_who { ${PAGE_LINK} } contact { ${PAGE_LINK} } faq { ${PAGE_LINK} }
          downloads { ${PAGE_LINK} } products { ${PAGE_LINK} }
          installer_map { ${PAGE_LINK} } trees_for_all { ${PAGE_LINK} }
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
        featured_slider { id title image { ${MEDIA} } image_alt cta { ${CTA} } }
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
        products { id heading products { data { __typename id attributes { ${PRODUCT_CARD} } } } }
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
        jumbotron { heading subheading image { ${MEDIA} } image_alt }
        content {
          __typename
          ... on ComponentContentText { id body }
          ... on ComponentContentImage { id caption image { ${MEDIA} } image_alt }
          ... on ComponentContentTextImage { id heading text image_position image { ${MEDIA} } image_alt }
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

export const PRODUCT = operation(
  "product",
  `query product($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    products(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug subtitle short_description description
        images { ${MEDIA} } image_alts
        specifications { label value }
        solutions { data { __typename id attributes { ${SOLUTION_CARD} } } }
        manuals { data { __typename id attributes { title slug intro } } }
        downloads { data { __typename id attributes { ${DOWNLOAD_CARD} } } }
        datasheet { data { __typename id attributes { ${DOWNLOAD_CARD} } } }
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
        ${SOLUTION_CARD} image_alt description
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
    }
  }`,
);

/** One audience's page: the content service calls its records ForWho. */
export const AUDIENCE = operation(
  "forWho",
  `query forWho($locale: I18NLocaleCode, $publicationState: PublicationState, $slug: String!) {
    forWhos(locale: $locale, publicationState: $publicationState, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      data { __typename id attributes {
        title slug intro description image { ${MEDIA} } image_alt
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
        title slug type date author excerpt content image { ${MEDIA} } image_alt
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
        title slug intro image { ${MEDIA} } image_alt pdf { ${MEDIA} }
        steps { id title text image { ${MEDIA} } image_alt }
        products { data { __typename id attributes { ${PRODUCT_CARD} } } }
        ${SEO}
        ${LOCALIZATIONS}
      } }
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
