/**
 * @module The not-found and error pages (spec section 2 and the error catalogue).
 * Any route can end in them, but few do: they are in the late chunk, which the
 * browser loads before showing such a result (./status-deferred.ts).
 */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { Icon } from "../components/icon";
import { warningIcon } from "../components/more-icons";
import { SiteLink } from "../components/site-link";

export function NotFoundView({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <section className="status-page container">
      <Icon icon={warningIcon} className="status-page__icon" />
      <h1>{t`Page not found!`}</h1>
      <p className="status-page__message">{t`This page could not be found`}</p>
      <p>{t`Use the navigation on top of the page to find your way.`}</p>
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
