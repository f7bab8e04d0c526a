/** @module The view of a route answer: its page kind's view, or the not-found or error page. */
import type { RouteResult } from "../../shared/route-result";
import { viewFor } from "../views";
import { ErrorView, NotFoundView } from "../views/status-deferred";

export function RouteView({ result }: { result: RouteResult }) {
  if (result.status === 404) return <NotFoundView locale={result.locale} />;
  if (result.status !== 200)
    return result.status === 301 ? null : <ErrorView locale={result.locale} />;
  const View = viewFor(result.data);
  if (!View) return <ErrorView locale={result.locale} />;
  return <View data={result.data} locale={result.locale} />;
}
