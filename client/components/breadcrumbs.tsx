/**
 * @module Breadcrumbs: home, the ancestors, then the current page (not a link).
 * The ancestors are the route data's own (a page's parent chain, a record's
 * overview), the same the JSON-LD states. On a phone the trail stays one line
 * of links that wrap; a long current title is cut with an ellipsis (main.css).
 */
import { useLingui } from "@lingui/react/macro";
import type { Breadcrumb } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath, pagePath } from "../../shared/routes";
import { useKeptTogether } from "./hyphens";
import { SiteLink } from "./site-link";

export function Breadcrumbs({
  ancestors,
  current,
  locale,
}: {
  ancestors: Breadcrumb[];
  current: string;
  locale: Locale;
}) {
  const { t } = useLingui();
  const kept = useKeptTogether();
  return (
    <nav className="breadcrumbs container" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <SiteLink href={buildPath({ kind: "home", locale })}>{t`Home`}</SiteLink>
        </li>
        {ancestors.map((crumb) => (
          <li key={crumb.slug}>
            <SiteLink href={pagePath(locale, crumb.slug)}>{kept(crumb.title)}</SiteLink>
          </li>
        ))}
        <li aria-current="page">{kept(current)}</li>
      </ol>
    </nav>
  );
}
