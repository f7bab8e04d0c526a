/**
 * @module What the search dialog and the search page both show: a hit's snippet
 * with the matched words marked, and the message when nothing matched. Snippets
 * are text parts from the worker, rendered as text: nothing in them is markup.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/routes";
import type { SnippetPart } from "../../shared/search";
import { SiteLink } from "../components/site-link";

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move.
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A hit's link: a page of the site navigates in place, a download is a file. */
export function HitLink({
  path,
  className,
  children,
}: {
  path: string;
  className: string;
  children: ReactNode;
}) {
  if (isFile(path))
    return (
      <a href={path} className={className}>
        {children}
      </a>
    );
  return (
    <SiteLink href={path} className={className}>
      {children}
    </SiteLink>
  );
}

/** Media files are served under /uploads/ (worker/api/media.ts), not by the router. */
export function isFile(path: string): boolean {
  return path.startsWith("/uploads/") || !path.startsWith("/");
}

interface NoResultsProps {
  query: string;
  locale: Locale;
  links: Partial<Record<"faq" | "contact", string>> | undefined;
  onNavigate?: () => void;
}

/** Nothing found: said plainly, with the FAQ and the contact form as the next step. */
export function NoResults({ query, locale, links, onNavigate }: NoResultsProps) {
  const { t } = useLingui();
  const faq = links?.faq;
  const contact = links?.contact;
  return (
    <div className="search-empty">
      <p className="search-empty__title">{t`No results for “${query}”.`}</p>
      {(faq || contact) && (
        <p>{t`Check the spelling or try fewer words. Your answer may also be here:`}</p>
      )}
      <ul className="search-empty__links">
        {faq && (
          <li>
            <SiteLink href={pagePath(locale, faq)} onClick={onNavigate}>
              {t`Frequently asked questions`}
            </SiteLink>
          </li>
        )}
        {contact && (
          <li>
            <SiteLink href={pagePath(locale, contact)} onClick={onNavigate}>
              {t`Ask us through the contact form`}
            </SiteLink>
          </li>
        )}
      </ul>
    </div>
  );
}
