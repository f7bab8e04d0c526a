/**
 * @module The parts the site's GraphQL documents share: how a relation, a
 * medium, a call to action, SEO fields, a card and a page of a list are asked
 * for. Every entity is asked for with `__typename id` so that the content layer
 * can tag an answer with the records it shows (tags.ts).
 */
export const SLUG = "data { __typename id attributes { slug } }";
export const LOCALIZATIONS = "localizations { data { __typename id attributes { locale slug } } }";

const MEDIA_FIELDS = "name alternativeText caption width height formats ext mime size url";
export const MEDIA = `data { __typename id attributes { ${MEDIA_FIELDS} } }`;

export const CTA = `label color fa_class icon_placement page { ${SLUG} }`;

export const SEO = `seo { meta_title meta_description no_index share_image { ${MEDIA} } }`;

/**
 * Lists are read whole (paged.ts: page after page, one cached answer), each sort
 * ending in `id` so that pages follow one order on every database.
 */
export const PAGE_ARGS = "pagination: { page: $page, pageSize: $pageSize }";
export const PAGE_META = "meta { pagination { total pageCount } }";

export const PRODUCT_CARD = `title slug subtitle short_description images { ${MEDIA} } image_alts`;
export const SOLUTION_CARD = `title slug icon_class intro coming_soon image { ${MEDIA} } image_alt`;
/** A download as the downloads page lists it, and as a product's page offers its own. */
export const DOWNLOAD_CARD = `title description category file { ${MEDIA} } file_language`;
