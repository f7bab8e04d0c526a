/** @module Dates and sizes in the visitor's locale. */
import { LOCALE_INFO, type Locale } from "../shared/locales";

export function formatDate(date: string, locale: Locale): string {
  const parsed = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(parsed);
}

/** A file size given in kilobytes (as the content service gives it), e.g. "1.2 MB". */
export function formatFileSize(kilobytes: number | undefined, locale: Locale): string | null {
  if (kilobytes === undefined || !Number.isFinite(kilobytes)) return null;
  const tag = LOCALE_INFO[locale].tag;
  if (kilobytes >= 1024) {
    return new Intl.NumberFormat(tag, {
      style: "unit",
      unit: "megabyte",
      maximumFractionDigits: 1,
    }).format(kilobytes / 1024);
  }
  return new Intl.NumberFormat(tag, {
    style: "unit",
    unit: "kilobyte",
    maximumFractionDigits: 0,
  }).format(Math.max(1, kilobytes));
}
