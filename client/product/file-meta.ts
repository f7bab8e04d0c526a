/** @module A file's type and size as a download shows them, e.g. "PDF · 4 kB". */
import type { Media } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { formatFileSize } from "../format";

function fileType(file: Media): string {
  return (file.ext ?? file.name.split(".").pop() ?? "").replace(".", "").toUpperCase();
}

export function fileMeta(file: Media, locale: Locale): string {
  return [fileType(file), formatFileSize(file.size, locale)].filter(Boolean).join(" · ");
}
