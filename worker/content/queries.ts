/**
 * @module The GraphQL documents of every page's frame, with the contract's
 * operation names (cms/CONTRACT.md): the menu, the settings and the home page's
 * sections. A kind of record's page states the document that reads one record
 * (worker/pages/), the lists are in list-queries.ts, the parts they share in
 * fragments.ts. Each answer's type is generated from its document
 * and the contract (`npm run codegen`, shared/content-operations.generated.ts);
 * loaders flatten it with `normalize.ts`.
 *
 * Every entity is asked for with `__typename id`, also inside relations, media and
 * localizations: the content layer tags each cached answer with the records it
 * shows (tags.ts), so that a webhook purges exactly the answers a change touches.
 * `$publicationState` is left unset (the service's default, LIVE) except in an
 * editor's preview, which asks for PREVIEW and never caches (cache.ts).
 */

import { PAGE_LINK_KINDS } from "../../shared/content";
import { CTA, MEDIA, PRODUCT_CARD, SLUG } from "./fragments";
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

/** Every role's page link, as shared/content.ts lists them (a kind's overview among them). */
const PAGE_LINKS = PAGE_LINK_KINDS.map((kind) => `${kind} { ${PAGE_LINK} }`).join(" ");

export const SETTINGS = operation(
  "settings",
  `query settings($locale: I18NLocaleCode, $publicationState: PublicationState) {
    setting(locale: $locale, publicationState: $publicationState) {
      data { __typename id attributes {
        contact {
          email_address phone_number footer_heading address_heading address
          linkedin facebook instagram youtube coc_number vat_number iban_number
        }
        page_links { ${PAGE_LINKS} }
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
