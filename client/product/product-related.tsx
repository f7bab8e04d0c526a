/**
 * @module A product's manuals and downloads as cards: what each is, and for a
 * file its type and size, so a visitor knows what a click brings before it.
 */
import { useLingui } from "@lingui/react/macro";
import type { Product } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { useDocumentLanguage } from "../components/document-language";
import { useHyphens, useKeptTogether } from "../components/hyphens";
import { Icon } from "../components/icon";
import { SiteLink } from "../components/site-link";
import { fileMeta } from "./file-meta";
import { bookOpenIcon, downloadIcon } from "./product-icons";

export function ManualCards({ manuals, locale }: { manuals: Product["manuals"]; locale: Locale }) {
  const { t } = useLingui();
  const hy = useHyphens();
  const kept = useKeptTogether();
  return (
    <ul className="card-grid related-cards">
      {manuals.map((manual) => (
        <li key={manual.id} className="card related-card">
          <div className="card__body">
            <p className="related-card__kind">
              <Icon icon={bookOpenIcon} />
              {t`Manual`}
            </p>
            <h3 className="card__title">
              <SiteLink href={buildPath({ kind: "manual", locale, slug: manual.slug })}>
                {hy(manual.title)}
              </SiteLink>
            </h3>
            {manual.intro && <p>{kept(manual.intro)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function DownloadCards({
  downloads,
  locale,
}: {
  downloads: Product["downloads"];
  locale: Locale;
}) {
  const { t } = useLingui();
  const hy = useHyphens();
  const kept = useKeptTogether();
  const documentLanguage = useDocumentLanguage(locale);
  return (
    <ul className="card-grid related-cards">
      {downloads.map((download) => {
        const file = download.file;
        if (!file) return null;
        const language = documentLanguage(download.file_language);
        return (
          <li key={download.id} className="card related-card">
            <div className="card__body">
              <p className="related-card__kind">
                <Icon icon={downloadIcon} />
                {download.category ? hy(download.category) : t`Download`}
              </p>
              <h3 className="card__title">
                <a href={file.url} download hrefLang={language?.hrefLang}>
                  {hy(download.title)}
                </a>
              </h3>
              {download.description && <p>{kept(download.description)}</p>}
              <p className="related-card__meta">{fileMeta(file, locale, language?.note)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
