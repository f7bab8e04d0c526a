/**
 * @module The search page: a plain GET form (it works without JavaScript) and the
 * server's results grouped by kind. With JavaScript the form navigates in place.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useContext, useEffect } from "react";
import { DOM_IDS } from "../../shared/constants";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath } from "../../shared/routes";
import { groupByKind, MAX_QUERY_LENGTH } from "../../shared/search";
import { useHyphens } from "../components/hyphens";
import { SiteNavigation } from "../components/site-link";
import { GROUP_LABELS, KIND_LABELS } from "../search/labels";
import { HitLink, NoResults, Snippet } from "../search/parts";
import { trackSearch } from "../search/use-search-answer";

type Props = { data: Extract<RouteData, { view: "search" }>; locale: Locale };

/** Search's texts, loaded with this view (and with the search dialog). */
export { searchCatalog as strings } from "../search/catalog";

export default function SearchView({ data, locale }: Props) {
  const { t, i18n } = useLingui();
  const hy = useHyphens();
  const id = DOM_IDS.searchPage;
  const navigate = useContext(SiteNavigation);
  const { query, answer } = data;
  const action = buildPath({ kind: "search", locale });
  const count = answer.total;

  useEffect(() => {
    if (answer.query) trackSearch(answer, "page");
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const q = new FormData(event.currentTarget).get("q");
    if (typeof q !== "string") return;
    event.preventDefault();
    navigate(`${action}?${new URLSearchParams({ q })}`);
  };

  return (
    <div className="container search-page">
      <h1>{query ? t`Search results for “${query}”` : t`Search`}</h1>
      <form className="search-page__form" action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t`Search the site`}
        </label>
        <input
          id={`${id}-q`}
          className="search-page__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          aria-describedby={query ? undefined : `${id}-hint`}
        />
        <button type="submit" className="button button--green">
          {t`Search`}
        </button>
      </form>
      {/* A hint under the field rather than a placeholder, which a phone cuts off. */}
      {!query && (
        <p id={`${id}-hint`} className="search-page__hint">
          {t`Find products, manuals, answers and downloads.`}
        </p>
      )}
      {query && (
        <p className="search-page__count" role="status">
          {t({ message: plural(count, { one: "# result", other: "# results" }) })}
        </p>
      )}
      {query && answer.total === 0 && (
        <NoResults query={query} locale={locale} links={data.links} />
      )}
      {groupByKind(answer.hits).map((group) => (
        <section
          key={group.kind}
          className="search-page__group"
          aria-labelledby={`${id}-${group.kind}`}
        >
          <h2 id={`${id}-${group.kind}`}>{i18n._(GROUP_LABELS[group.kind])}</h2>
          <ul className="search-page__hits">
            {group.hits.map((hit) => (
              <li key={hit.path} className="search-hit search-hit--page">
                <HitLink path={hit.path} className="search-hit__title">
                  {hy(hit.title)}
                </HitLink>
                <span className="search-hit__kind">
                  {i18n._(KIND_LABELS[hit.kind])}
                  {hit.context ? ` · ${hit.context}` : ""}
                </span>
                <p className="search-hit__snippet">
                  <Snippet parts={hit.snippet} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
