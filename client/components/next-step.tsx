/**
 * @module Where a visitor goes on at the end of a content page (a product, a
 * solution, an audience, a blog or news article, an FAQ answer, a manual, a plain page): ask
 * for advice, find a seller, and the product the page is about. A page about one
 * product names it: the contact form comes prefilled with it (as from the
 * product's own page, client/product/product-actions.tsx) and the product's page
 * is linked. A page about several offers to ask about each of them.
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { askAboutProductHref } from "../../shared/ask-about-product";
import type { NextStepLinks } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath, pagePath } from "../../shared/routes";
import { envelopeIcon } from "./contact-icons";
import { useKeptTogether } from "./hyphens";
import { Icon } from "./icon";
import { SiteLink } from "./site-link";
import { locationIcon } from "./ui-icons";

/** A product the page is about, by its title and slug. */
interface AboutProduct {
  title: string;
  slug: string;
}

interface Props {
  locale: Locale;
  links: NextStepLinks;
  /** The products the page is about, in the editors' order. */
  products?: readonly AboutProduct[];
  /** On the product's own page: no link to the page itself. */
  onProductPage?: boolean;
}

export function NextStep({ locale, links, products = [], onProductPage = false }: Props) {
  const { t } = useLingui();
  const kept = useKeptTogether();
  const heading = useId();
  const askAbout = useId();
  const finder = links.installer_map;
  const contact = links.contact ? pagePath(locale, links.contact) : null;
  if (!finder && !contact) return null;
  const only = products.length === 1 ? products[0] : undefined;
  const title = only ? kept(only.title) : undefined;
  return (
    <section className="next-step" aria-labelledby={heading}>
      <h2 id={heading}>
        {onProductPage
          ? t`Questions about this product?`
          : only
            ? t`Questions about ${title}?`
            : t`Need advice on your situation?`}
      </h2>
      <p>{t`Our specialists help you choose the right deterrent, or find a seller near you.`}</p>
      <div className="next-step__actions">
        {contact && (
          <SiteLink
            href={only ? askAboutProductHref(contact, only.slug) : contact}
            className="button button--green"
          >
            <span className="button__label">
              <Icon icon={envelopeIcon} />
              {t`Ask for advice or a quote`}
            </span>
          </SiteLink>
        )}
        {finder && (
          <SiteLink href={pagePath(locale, finder)} className="button button--yellow">
            <span className="button__label">
              <Icon icon={locationIcon} />
              {t`Where to buy`}
            </span>
          </SiteLink>
        )}
        {only && !onProductPage && (
          <SiteLink
            href={buildPath({ kind: "product", locale, slug: only.slug })}
            className="button button--white"
          >
            {t`View the product`}
          </SiteLink>
        )}
      </div>
      {contact && products.length > 1 && (
        <div className="next-step__products">
          <p id={askAbout}>{t`Or ask about one of these products:`}</p>
          <ul aria-labelledby={askAbout}>
            {products.map((product) => (
              <li key={product.slug}>
                <SiteLink href={askAboutProductHref(contact, product.slug)}>
                  {product.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
