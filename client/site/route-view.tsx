/** @module The view of a route answer: its page kind's view, or the not-found or error page. */
import type { SiteSettings } from "../../shared/content";
import type { RouteResult } from "../../shared/route-result";
import { viewFor } from "../views";
import { ErrorView, NotFoundView } from "../views/status-deferred";

interface Props {
  result: RouteResult;
  /** The locale's settings: the not-found page offers their main pages. */
  settings: SiteSettings | null;
}

export function RouteView({ result, settings }: Props) {
  if (result.status === 404) return <NotFoundView locale={result.locale} settings={settings} />;
  if (result.status !== 200)
    return result.status === 301 ? null : <ErrorView locale={result.locale} />;
  const View = viewFor(result.data);
  if (!View) return <ErrorView locale={result.locale} />;
  return <View data={result.data} locale={result.locale} />;
}
