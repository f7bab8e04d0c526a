/** @module A file's type and size as a download shows them, e.g. "PDF · 4 kB · in English". */
import type { Media } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { formatFileSize } from "../format";

function fileType(file: Media): string {
  return (file.ext ?? file.name.split(".").pop() ?? "").replace(".", "").toUpperCase();
}

/** `note`: what else a visitor should know before downloading, e.g. the file's language. */
export function fileMeta(file: Media, locale: Locale, note?: string | null): string {
  return [fileType(file), formatFileSize(file.size, locale), note].filter(Boolean).join(" · ");
}
