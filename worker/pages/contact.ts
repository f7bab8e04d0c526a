/**
 * @module The contact page: a CMS page in the role `contact`, with the contact
 * form right under its title. The form's state comes with the page's data: the
 * bot check's site key and an idempotency key made for this one visitor, so no
 * shared cache may keep the page (`private`; the route-data API `no-store`).
 * `?product=<slug>` names the product asked about, when the locale publishes it
 * (worker/contact/form-state.ts).
 */
import type { ProductCard } from "../../shared/content";
import { VIEWS } from "../../shared/views";
import { askedProduct } from "../contact/form-state";
import { PRODUCTS } from "../content/list-queries";
import { CachePrivate } from "../shared-cache/presets";
import type { PageRole } from "./kind";

export const contact: PageRole = async (page, route, { content, flat, search, contactForm }) => {
  const state = contactForm();
  // From the locale's product listing: one cached answer per locale, so a slug
  // nobody publishes costs no KV write.
  const product = await askedProduct(search, async (slug) => {
    const answer = await content.query(PRODUCTS, { locale: route.locale });
    const products: ProductCard[] = flat(answer.products) ?? [];
    return products.find((card) => card.slug === slug) ?? null;
  });
  return {
    data: { view: VIEWS.contact, page, contactForm: product ? { ...state, product } : state },
    // Its form carries a key made for this visitor alone.
    policy: { cache: CachePrivate() },
  };
};
