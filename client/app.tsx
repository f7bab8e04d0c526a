/**
 * @module The application both sides render: the worker to HTML, the browser to
 * hydrate it. Data comes from the embedded bootstrap first, then from the
 * worker's route-data API through swr as the visitor navigates.
 */
import { I18nProvider } from "@lingui/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import useSWR, { SWRConfig } from "swr";
import { Router, useLocation, useSearch } from "wouter";
import type { Bootstrap, LayoutData, RouteResult } from "../shared/content";
import { LOCALE_INFO, type Locale } from "../shared/locales";
import { parsePath, type Route } from "../shared/routes";
import { track } from "./analytics";
import { reloadForChunkError } from "./chunk-reload";
import { SiteNavigation } from "./components/site-link";
import { fetchLayout, fetchRoute, layoutKey, routeKey } from "./data";
import { whenDeferredSettled } from "./deferred";
import { i18nFor } from "./i18n";
import { PreviewMarker } from "./layout/deferred-parts";
import { Layout } from "./layout/layout";
import { useScrollManagement } from "./scroll";
import { ownsQuery, viewFor } from "./views";
import { ErrorView, NotFoundView } from "./views/status-deferred";

interface Props {
  bootstrap: Bootstrap;
  /** On the server: the request path wouter renders. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ bootstrap, ssrPath, ssrSearch }: Props) {
  const fallback = useMemo(() => {
    const entries: Record<string, RouteResult | LayoutData> = {
      [routeKey(withSearch(bootstrap.result.path, bootstrap.search))]: bootstrap.result,
    };
    if (bootstrap.layout) entries[layoutKey(bootstrap.layout.locale)] = bootstrap.layout;
    return entries;
  }, [bootstrap]);
  return (
    <SWRConfig
      value={{
        fallback,
        // Content changes are pushed to the cache by the CMS webhook; the browser
        // does not need to poll or refetch on focus.
        revalidateIfStale: false,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
      }}
    >
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Site
          initial={bootstrap.result}
          initialSearch={bootstrap.search}
          year={bootstrap.year}
          preview={Boolean(bootstrap.preview)}
        />
      </Router>
    </SWRConfig>
  );
}

function Site({
  initial,
  initialSearch,
  year,
  preview,
}: {
  initial: RouteResult;
  initialSearch: string;
  year: number;
  preview: boolean;
}) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [inPreview, setInPreview] = useState(preview);
  const signedOut = useCallback(() => setInPreview(false), []);
  // Views that handle their own query in the browser (a manual's step, the seller
  // finder's filters) keep the page's data while only the query changes.
  const fetched = useRef({
    path: initial.path,
    search: initialSearch,
    view: initial.status === 200 ? initial.data.view : null,
  });
  const keySearch =
    fetched.current.path === path && ownsQuery(fetched.current.view)
      ? fetched.current.search
      : search;
  const { data, error, isLoading, isValidating } = useSWR(
    routeKey(withSearch(path, keySearch)),
    fetchRoute,
  );
  if (data && data.path === path) {
    fetched.current = {
      path,
      search: keySearch,
      view: data.status === 200 ? data.data.view : null,
    };
  }
  // While the next page loads, the last one stays on screen. (swr's keepPreviousData
  // would also hide the bootstrap fallback of a page we come back to.)
  const result = useLatest(data, initial);
  const shown = useLatest(
    data ? withSearch(path, keySearch) : undefined,
    withSearch(initial.path, ""),
  );
  useScrollManagement(shown);
  const locale = result.locale;
  const { data: layoutData } = useSWR(layoutKey(locale), fetchLayout);
  const layout = useLatest(layoutData, null);

  useEffect(() => {
    // Tests and monitoring can tell when the page became interactive: the page and
    // the parts that hydrate after it (client/deferred.tsx).
    whenDeferredSettled(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);

  useEffect(() => {
    if (!error) return;
    // A view's code that no longer exists (a new deploy) reloads the page once;
    // any other failure lets the server render the page instead.
    if (!reloadForChunkError(error)) window.location.assign(withSearch(path, search));
  }, [error, path, search]);

  useEffect(() => {
    track({
      module: "page",
      event: "page_view",
      trigger: "navigation",
      parameters: { path: shown, locale },
    });
  }, [shown, locale]);

  useEffect(() => {
    if (result.status === 301) navigate(result.location, { replace: true });
  }, [result, navigate]);

  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].tag;
    if (result.status === 200 && result.meta.title) document.title = result.meta.title;
  }, [locale, result]);

  const route = useMemo<Route | null>(() => {
    const parsed = parsePath(result.path);
    return parsed.type === "route" ? parsed.route : null;
  }, [result.path]);

  const alternates = useMemo(() => {
    if (result.status !== 200) return NO_ALTERNATES;
    // The finder's filters (who, what, country, place) mean the same in every
    // language: switching keeps them. Other queries (a listing's page, a manual's
    // step) may not exist in another language's version.
    if (result.data.view !== "installer_map" || !search) return result.alternates;
    return Object.fromEntries(
      Object.entries(result.alternates).map(([other, path]) => [other, `${path}?${search}`]),
    ) as typeof result.alternates;
  }, [result, search]);
  // Page transitions are out-in: the page on screen fades while the next one loads,
  // then the next one fades in. The first page does not fade in: it is already on
  // screen from the server's HTML, and fading it would hold back its largest paint.
  const leaving = (isLoading || isValidating) && !data;
  const navigated = useRef(false);
  if (shown !== withSearch(initial.path, "")) navigated.current = true;
  const transition = `page-transition${navigated.current ? " is-entering" : ""}${leaving ? " is-leaving" : ""}`;
  return (
    <SiteNavigation value={navigate}>
      <I18nProvider i18n={i18nFor(locale)}>
        <Layout
          layout={layout ?? null}
          locale={locale}
          route={route}
          alternates={alternates}
          loading={isLoading || isValidating}
          year={year}
        >
          <div key={shown} className={transition}>
            <RouteView result={result} />
          </div>
        </Layout>
        {inPreview && <PreviewMarker path={path} onSignedOut={signedOut} />}
      </I18nProvider>
    </SiteNavigation>
  );
}

/** A stable empty value, so that the deferred locale switcher's props stay equal. */
const NO_ALTERNATES: Partial<Record<Locale, string>> = {};

/** The page's address as the route-data API takes it: path plus query, if any. */
function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

function useLatest<T>(value: T | undefined, initial: T): T {
  const latest = useRef(initial);
  if (value !== undefined) latest.current = value;
  return latest.current;
}

function RouteView({ result }: { result: RouteResult }) {
  if (result.status === 404) return <NotFoundView locale={result.locale} />;
  if (result.status !== 200)
    return result.status === 301 ? null : <ErrorView locale={result.locale} />;
  const View = viewFor(result.data);
  if (!View) return <ErrorView locale={result.locale} />;
  return <View data={result.data} locale={result.locale} />;
}
