/** @module The search page's form (a plain GET form that works without JavaScript, and navigates in place with it). */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useContext, useEffect } from "react";
import { DOM_IDS } from "../../shared/constants";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath } from "../../shared/routes";
import { MAX_QUERY_LENGTH } from "../../shared/search";
import { SiteNavigation } from "../components/site-link";
import { trackSearch } from "./use-search-answer";

type Props = { data: Extract<RouteData, { view: "search" }>; locale: Locale };

/**
 * The search page's form, and the report of the search it shows. On a first
 * page kept as the server's HTML it is the page's island (client/islands/search.tsx).
 */
export function SearchPageForm({ data, locale }: Props) {
  const { t } = useLingui();
  const id = DOM_IDS.searchPage;
  const navigate = useContext(SiteNavigation);
  const { query, answer } = data;
  const action = buildPath({ kind: "search", locale });

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
  );
}
