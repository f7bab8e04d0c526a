/**
 * @module The not-found and error pages (spec section 2 and the error catalogue).
 * Any route can end in them, but few do: they are in the late chunk, which the
 * browser loads before showing such a result (./status-deferred.ts).
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { PageLinkKind, SiteSettings } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath, pagePath } from "../../shared/routes";
import { MAX_QUERY_LENGTH } from "../../shared/search";
import { Icon } from "../components/icon";
import { warningIcon } from "../components/more-icons";
import { SiteLink } from "../components/site-link";

/** Where a visitor who followed a broken link most likely wanted to go. */
const WAYS_ON: PageLinkKind[] = [
  "products",
  "solutions",
  "manuals",
  "faq",
  "installer_map",
  "contact",
];

interface NotFoundProps {
  locale: Locale;
  settings: SiteSettings | null;
}

export function NotFoundView({ locale, settings }: NotFoundProps) {
  const { t } = useLingui();
  const id = useId();
  const ways = WAYS_ON.flatMap((kind) => {
    const slug = settings?.page_links[kind];
    const title = settings?.page_titles[kind];
    return slug && title ? [{ kind, href: pagePath(locale, slug), title }] : [];
  });
  return (
    <section className="status-page container">
      <Icon icon={warningIcon} className="status-page__icon" />
      <h1>{t`Page not found!`}</h1>
      <p className="status-page__message">{t`This page could not be found`}</p>
      {/* A plain GET form: it searches without JavaScript too. */}
      <form
        className="status-page__search"
        action={buildPath({ kind: "search", locale })}
        method="get"
      >
        <label htmlFor={`${id}-q`}>{t`Search the site`}</label>
        <div className="status-page__search-row">
          <input
            id={`${id}-q`}
            className="search-page__input"
            type="search"
            name="q"
            maxLength={MAX_QUERY_LENGTH}
          />
          <button type="submit" className="button button--green">
            {t`Search`}
          </button>
        </div>
      </form>
      {ways.length > 0 && (
        <nav className="status-page__ways" aria-labelledby={`${id}-ways`}>
          <h2 id={`${id}-ways`}>{t`Or continue here`}</h2>
          <ul>
            {ways.map((way) => (
              <li key={way.kind}>
                <SiteLink href={way.href}>{way.title}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <SiteLink href={buildPath({ kind: "home", locale })}>{t`Or go to the homepage.`}</SiteLink>
      </p>
    </section>
  );
}

export function ErrorView({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <section className="status-page container">
      <Icon icon={warningIcon} className="status-page__icon" />
      <h1>{t`An error occurred`}</h1>
      <p>{t`Use the navigation on top of the page to find your way.`}</p>
      <p>
        <SiteLink href={buildPath({ kind: "home", locale })}>{t`Or go to the homepage.`}</SiteLink>
      </p>
    </section>
  );
}
