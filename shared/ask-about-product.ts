/**
 * @module The contact page's address that names a product (`?product=<slug>`):
 * the form there starts by naming it (worker/contact/form-state.ts). A module of
 * its own, so that the pages linking there (a product's, a content page's next
 * step) carry nothing else of the contact form.
 */

/** The contact page's query parameter that names the product (its slug). */
export const PRODUCT_PARAM = "product";

/** The contact page at `contactPath`, asking about the product with this slug. */
export function askAboutProductHref(contactPath: string, slug: string): string {
  return `${contactPath}?${new URLSearchParams({ [PRODUCT_PARAM]: slug })}`;
}
