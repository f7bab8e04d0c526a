/** @module Where the locale switcher leads: the page on screen in each other language. */
import { useMemo } from "react";
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";

/** A stable empty value, so that the deferred locale switcher's props stay equal. */
const NO_ALTERNATES: Partial<Record<Locale, string>> = {};

export function useLocaleAlternates(
  result: RouteResult,
  search: string,
): Partial<Record<Locale, string>> {
  return useMemo(() => {
    if (result.status !== 200) return NO_ALTERNATES;
    // The finder's filters (who, what, country, place) mean the same in every
    // language: switching keeps them. Other queries (a listing's page, a manual's
    // step) may not exist in another language's version.
    if (result.data.view !== "installer_map" || !search) return result.alternates;
    return Object.fromEntries(
      Object.entries(result.alternates).map(([other, path]) => [other, `${path}?${search}`]),
    ) as typeof result.alternates;
  }, [result, search]);
}
