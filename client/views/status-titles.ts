/**
 * @module The document titles of the not-found and error pages, the same texts as
 * their headings (./status.tsx). Here rather than in that late chunk: the worker's
 * head and the browser's title after a navigation need them before it loads.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StatusTitles } from "../../shared/head";

export function statusTitles(i18n: I18n): StatusTitles {
  return { notFound: i18n._(msg`Page not found!`), error: i18n._(msg`An error occurred`) };
}
