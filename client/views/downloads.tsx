/**
 * @module Downloads, grouped by category, each with its file type and size; a
 * page of them at a time when they are more than a screenful.
 */
import { useLingui } from "@lingui/react/macro";
import type { DownloadItem } from "../../shared/content";
import { listingPageHref } from "../../shared/listing-pages";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { pagePath } from "../../shared/routes";
import { useDocumentLanguage } from "../components/document-language";
import { useHyphens, useKeptTogether } from "../components/hyphens";
import { PageFrame } from "../components/page-frame";
import { Pager } from "../components/pager";
import { fileMeta } from "../product/file-meta";

type Props = { data: Extract<RouteData, { view: "downloads" }>; locale: Locale };

export default function DownloadsView({ data, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const kept = useKeptTogether();
  const documentLanguage = useDocumentLanguage(locale);
  const groups = new Map<string, DownloadItem[]>();
  for (const download of data.downloads) {
    if (!download.file) continue;
    const category = download.category || t`Other`;
    groups.set(category, [...(groups.get(category) ?? []), download]);
  }
  return (
    <PageFrame page={data.page} locale={locale} kind="downloads" closesWithCallToAction>
      <div className="container downloads">
        {[...groups].map(([category, downloads]) => (
          <section key={category} className="downloads__group">
            <h2>{hy(category)}</h2>
            <ul className="download-list">
              {downloads.map((download) => {
                const file = download.file!;
                const language = documentLanguage(download.file_language);
                return (
                  <li key={download.id} className="download">
                    <a
                      href={file.url}
                      download
                      hrefLang={language?.hrefLang}
                      className="download__link"
                    >
                      <span className="download__title">{hy(download.title)}</span>
                      <span className="download__meta">
                        {fileMeta(file, locale, language?.note)}
                      </span>
                    </a>
                    {download.description && (
                      <p className="download__description">{kept(download.description)}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <Pager
          pagination={data.pagination}
          href={(page) => listingPageHref(pagePath(locale, data.page.slug), page)}
        />
      </div>
    </PageFrame>
  );
}
