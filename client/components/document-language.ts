/**
 * @module A document in another language than the page's says so beside its
 * link ("auf Englisch"): a German visitor should not discover an English
 * datasheet only after downloading it. The file's language is the record's
 * `file_language` / `pdf_language`; the language's name comes from the browser's
 * and the worker's own Intl data, so no catalog lists every language.
 */
import { useLingui } from "@lingui/react/macro";
import { LOCALE_INFO, type Locale } from "../../shared/locales";

export interface DocumentLanguage {
  /** For the link's `hreflang`. */
  hrefLang: string;
  /** "in English", "auf Englisch", in the page's language. */
  note: string;
}

/** The language's name in the page's language, or null where the file is in the page's own. */
export function languageName(
  fileLanguage: string | null | undefined,
  locale: Locale,
): string | null {
  const code = fileLanguage?.trim().split("-")[0]?.toLowerCase();
  if (!code || !/^[a-z]{2,3}$/.test(code) || code === locale.split("-")[0]) return null;
  const name = new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: "language" }).of(code);
  return name && name !== code ? name : null;
}

export function useDocumentLanguage(
  locale: Locale,
): (fileLanguage: string | null | undefined) => DocumentLanguage | null {
  const { t } = useLingui();
  return (fileLanguage) => {
    const language = languageName(fileLanguage, locale);
    if (!language || !fileLanguage) return null;
    return { hrefLang: fileLanguage.trim(), note: t`in ${language}` };
  };
}
