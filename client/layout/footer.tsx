/**
 * @module The footer: contact details, the footer menu under its heading, the
 * trees-for-all link, legal links and a copyright line with the current year.
 */
import { useLingui } from "@lingui/react/macro";
import type { IconData, LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/routes";
import { safeHref } from "../../shared/safe-url";
import { AddressText } from "../components/address-text";
import { envelopeIcon, phoneIcon } from "../components/contact-icons";
import { Icon } from "../components/icon";
import { RichText } from "../components/rich-text";
import { SiteLink } from "../components/site-link";
import { openConsentSettings, useThirdParties } from "../consent/third-parties";

/**
 * fa-solid tree, drawn only here: kept out of the icons the manual and the
 * finder share (../components/more-icons.ts), which would carry it to them.
 */
const treeIcon: IconData = {
  w: 448,
  h: 512,
  d: "M224-32c7 0 13.7 3.1 18.3 8.5l136 160c6.1 7.1 7.4 17.1 3.5 25.6S369.4 176 360 176l-24.9 0 75.2 88.5c6.1 7.1 7.4 17.1 3.5 25.6S401.4 304 392 304l-38.5 0 88.8 104.5c6.1 7.1 7.4 17.1 3.5 25.6S433.4 448 424 448l-168 0 0 64c0 17.7-14.3 32-32 32s-32-14.3-32-32l0-64-168 0c-9.4 0-17.9-5.4-21.8-13.9s-2.6-18.5 3.5-25.6L94.5 304 56 304c-9.4 0-17.9-5.4-21.8-13.9s-2.6-18.5 3.5-25.6L112.9 176 88 176c-9.4 0-17.9-5.4-21.8-13.9s-2.6-18.5 3.5-25.6l136-160C210.3-28.9 217-32 224-32z",
};

export function Footer({
  layout,
  locale,
  year,
}: {
  layout: LayoutData | null;
  locale: Locale;
  year: number;
}) {
  const { t } = useLingui();
  const thirdParties = useThirdParties();
  const contact = layout?.settings.contact;
  const trees = layout?.settings.page_links.trees_for_all;
  const socials = [
    ["LinkedIn", contact?.linkedin],
    ["Facebook", contact?.facebook],
    ["Instagram", contact?.instagram],
    ["YouTube", contact?.youtube],
  ]
    .map(([name, url]) => [name, safeHref(url)])
    .filter((entry): entry is [string, string] => Boolean(entry[1]));
  const socialUrls = new Set(socials.map(([, url]) => url));
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section className="footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {contact?.footer_heading || t`Contact`}
          </h2>
          {contact?.email_address && (
            <p>
              <a href={`mailto:${contact.email_address}`}>
                <Icon icon={envelopeIcon} />
                <AddressText address={contact.email_address} />
              </a>
            </p>
          )}
          {contact?.phone_number && (
            <p>
              <a href={`tel:${contact.phone_number.replace(/[^+\d]/g, "")}`}>
                <Icon icon={phoneIcon} />
                {contact.phone_number}
              </a>
            </p>
          )}
          {socials.length > 0 && (
            <ul className="footer__socials">
              {socials.map(([name, url]) => (
                <li key={name}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="footer__address" aria-labelledby="footer-address">
          <h2 id="footer-address" className="footer__heading">
            {contact?.address_heading || t`Address`}
          </h2>
          <RichText html={contact?.address} />
          <dl className="footer__registration">
            {contact?.coc_number && (
              <>
                <dt>{t`Chamber of Commerce`}</dt>
                <dd>{contact.coc_number}</dd>
              </>
            )}
            {contact?.vat_number && (
              <>
                <dt>{t`VAT`}</dt>
                <dd>{contact.vat_number}</dd>
              </>
            )}
            {contact?.iban_number && (
              <>
                <dt>IBAN</dt>
                <dd>{contact.iban_number}</dd>
              </>
            )}
          </dl>
        </section>
        <nav className="footer__menu" aria-labelledby="footer-menu">
          <h2 id="footer-menu" className="footer__heading">
            {layout?.menu.footer_menu_heading || t`Information`}
          </h2>
          <ul>
            {(layout?.menu.footer ?? []).map((item) => {
              const href = item.href;
              // A profile the contact details already link is not listed twice.
              return href && !socialUrls.has(href) ? (
                <li key={item.id}>
                  <SiteLink href={href}>{item.name}</SiteLink>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
        {trees && (
          <section className="footer__trees">
            <SiteLink href={pagePath(locale, trees)} className="footer__trees-link">
              <Icon icon={treeIcon} />
              <span>{t`Trees for All: we plant a tree for every order`}</span>
            </SiteLink>
          </section>
        )}
      </div>
      <div className="footer__legal">
        <div className="container footer__legal-inner">
          <p>{layout?.settings.company ? `© ${year} ${layout.settings.company}` : `© ${year}`}</p>
          <nav aria-label={t`Legal`}>
            <ul>
              {(layout?.menu.footer_legal ?? []).map((item) => {
                const href = item.href;
                return href ? (
                  <li key={item.id}>
                    <SiteLink href={href}>{item.name}</SiteLink>
                  </li>
                ) : null;
              })}
              {(thirdParties.tagManagerId || thirdParties.map) && (
                <li>
                  <button
                    type="button"
                    className="footer__consent"
                    onClick={() => openConsentSettings(thirdParties, locale)}
                  >
                    {t`Privacy settings`}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
