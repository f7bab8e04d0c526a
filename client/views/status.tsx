/**
 * @module The not-found and error pages (spec section 2 and the error catalogue).
 * Any route can end in them, but few do: they are in the late chunk, which the
 * browser loads before showing such a result (./status-deferred.ts).
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { IconData, PageLinkKind, SiteSettings } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { buildPath, pagePath } from "../../shared/routes";
import { MAX_QUERY_LENGTH } from "../../shared/search";
import { Icon } from "../components/icon";
import { SiteLink } from "../components/site-link";

/**
 * fa-solid triangle-exclamation, drawn only here: kept out of the icons the manual and the
 * finder share (../components/more-icons.ts), which would carry it to them.
 */
const warningIcon: IconData = {
  w: 512,
  h: 512,
  d: "M256 0c14.7 0 28.2 8.1 35.2 21l216 400c6.7 12.4 6.4 27.4-.8 39.5S486.1 480 472 480L40 480c-14.1 0-27.2-7.4-34.4-19.5s-7.5-27.1-.8-39.5l216-400c7-12.9 20.5-21 35.2-21zm0 352a32 32 0 1 0 0 64 32 32 0 1 0 0-64zm0-192c-18.2 0-32.7 15.5-31.4 33.7l7.4 104c.9 12.5 11.4 22.3 23.9 22.3 12.6 0 23-9.7 23.9-22.3l7.4-104c1.3-18.2-13.1-33.7-31.4-33.7z",
};

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
