/** @module What the contact view's form gets from the worker with the page's route data. */
import {
  type AskedProduct,
  type ContactFormState,
  newIdempotencyKey,
  PRODUCT_PARAM,
} from "../../shared/contact-form";
import type { ProductCard } from "../../shared/content";
import { isSlug } from "../../shared/routes";
import type { Env } from "../env";
import { botCheckConfig } from "./bot-check";
import { photosEnabled } from "./photos";

export function contactFormState(env: Env): ContactFormState {
  const botCheck = botCheckConfig(env);
  return {
    botCheckSiteKey: botCheck.enabled === true ? botCheck.siteKey : null,
    idempotencyKey: newIdempotencyKey(),
    photos: photosEnabled(env),
  };
}

/** Finds a published product of the page's locale by slug. */
export type ProductLookup = (slug: string) => Promise<ProductCard | null>;

/**
 * The product a contact page's `?product=<slug>` asks about. Only a product the
 * locale publishes is named: anything else (a typo, an old link, a made-up
 * value) is left out, so the form never shows text a link's author chose.
 */
export async function askedProduct(
  search: URLSearchParams,
  findProduct: ProductLookup,
): Promise<AskedProduct | null> {
  const slug = search.get(PRODUCT_PARAM);
  if (!slug || !isSlug(slug)) return null;
  // The form works without the name: a failed look-up leaves it out.
  const product = await findProduct(slug).catch(() => null);
  return product ? { title: product.title, slug: product.slug } : null;
}
