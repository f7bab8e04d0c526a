/**
 * @module The search page: a plain GET form (it works without JavaScript) and the
 * server's results grouped by kind. With JavaScript the form navigates in place.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { DOM_IDS } from "../../shared/constants";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { groupByKind } from "../../shared/search";
import { useHyphens } from "../components/hyphens";
import { Island } from "../components/island";
import { GROUP_LABELS, KIND_LABELS } from "../search/labels";
import { SearchPageForm } from "../search/page-form";
import { HitLink, NoResults, Snippet } from "../search/parts";

type Props = { data: Extract<RouteData, { view: "search" }>; locale: Locale };

/** Search's texts, loaded with this view (and with the search dialog). */
export { searchCatalog as strings } from "../search/catalog";

export default function SearchView({ data, locale }: Props) {
  const { t, i18n } = useLingui();
  const hy = useHyphens();
  const id = DOM_IDS.searchPage;
  const { query, answer } = data;
  const count = answer.total;

  return (
    <div className="container search-page">
      <h1>{query ? t`Search results for “${query}”` : t`Search`}</h1>
      <Island name="form">
        <SearchPageForm data={data} locale={locale} />
      </Island>
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
