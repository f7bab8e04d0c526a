/**
 * @module What a buyer does next on a product's page: find a seller, ask for
 * advice or a quote (the contact form, which names the product), and the
 * product's own documents: the download it names as its datasheet, and its
 * manual. A datasheet without a file offers nothing to download, so it is left out.
 */
import { useLingui } from "@lingui/react/macro";
import { askAboutProductHref } from "../../shared/ask-about-product";
import type { Product } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath, pagePath } from "../../shared/routes";
import { envelopeIcon } from "../components/contact-icons";
import { useDocumentLanguage } from "../components/document-language";
import { useHyphens } from "../components/hyphens";
import { Icon } from "../components/icon";
import { SiteLink } from "../components/site-link";
import { locationIcon } from "../components/ui-icons";
import { fileMeta } from "./file-meta";
import { bookOpenIcon, filePdfIcon } from "./product-icons";

interface Props {
  product: Product;
  pageLinks: Extract<RouteData, { view: "product" }>["pageLinks"];
  locale: Locale;
}

export function ProductActions({ product, pageLinks, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const finder = pageLinks.installer_map;
  const contact = pageLinks.contact;
  const datasheet = product.datasheet;
  const manual = product.manuals[0];
  const datasheetFile = datasheet?.file;
  const datasheetLanguage = useDocumentLanguage(locale)(datasheet?.file_language);
  return (
    <div className="product-actions">
      {(finder || contact) && (
        <div className="product-actions__buttons">
          {finder && (
            <SiteLink href={pagePath(locale, finder)} className="button button--yellow">
              <span className="button__label">
                <Icon icon={locationIcon} />
                {t`Where to buy`}
              </span>
            </SiteLink>
          )}
          {contact && (
            <SiteLink
              href={askAboutProductHref(pagePath(locale, contact), product.slug)}
              className="button button--green"
            >
              <span className="button__label">
                <Icon icon={envelopeIcon} />
                {t`Ask for advice or a quote`}
              </span>
            </SiteLink>
          )}
        </div>
      )}
      {(datasheetFile || manual) && (
        <ul className="product-documents">
          {datasheet && datasheetFile && (
            <li>
              <a
                href={datasheetFile.url}
                download
                hrefLang={datasheetLanguage?.hrefLang}
                className="product-document"
              >
                <Icon icon={filePdfIcon} className="product-document__icon" />
                <span className="product-document__title">{hy(datasheet.title)}</span>
                <span className="product-document__meta">
                  {fileMeta(datasheetFile, locale, datasheetLanguage?.note)}
                </span>
              </a>
            </li>
          )}
          {manual && (
            <li>
              <SiteLink
                href={buildPath({ kind: "manual", locale, slug: manual.slug })}
                className="product-document"
              >
                <Icon icon={bookOpenIcon} className="product-document__icon" />
                <span className="product-document__title">{hy(manual.title)}</span>
                <span className="product-document__meta">{t`Step-by-step manual`}</span>
              </SiteLink>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
