/** @module Breadcrumbs: home, the ancestors, then the current page (not a link). */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { SiteLink } from "./site-link";

export interface Crumb {
  title: string;
  href: string;
}

export function Breadcrumbs({
  trail,
  current,
  locale,
}: {
  trail: Crumb[];
  current: string;
  locale: Locale;
}) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumbs container" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <SiteLink href={buildPath({ kind: "home", locale })}>{t`Home`}</SiteLink>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <SiteLink href={crumb.href}>{crumb.title}</SiteLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
