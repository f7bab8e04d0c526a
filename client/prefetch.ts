/**
 * @module Link prefetch: the route data (and with it the view's code and texts) of
 * an internal link is fetched when the visitor hovers or focuses it, or when a
 * menu link scrolls into view, unless the connection is 2g or data saver is on.
 */
import { type RouteFetcher, routeKey } from "./data";
import { loadNavigation } from "./navigation-later";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

const done = new Set<string>();

export function prefetchRoute(href: string, fetchRoute: RouteFetcher): void {
  if (typeof window === "undefined" || !href.startsWith("/") || href.startsWith("//")) return;
  const path = href.split("#")[0] ?? href;
  if (done.has(path) || !prefetchAllowed()) return;
  done.add(path);
  loadNavigation()
    .then(({ preload }) => preload(routeKey(path), fetchRoute))
    .catch(() => done.delete(path));
}

let observer: IntersectionObserver | undefined;
/** The fetcher of each watched link: one observer serves every link on the page. */
const fetchers = new WeakMap<Element, RouteFetcher>();

/** Prefetches a link once it is visible; returns the clean-up. */
export function prefetchWhenVisible(
  element: HTMLAnchorElement,
  fetchRoute: RouteFetcher,
): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const anchor = entry.target as HTMLAnchorElement;
      observer?.unobserve(anchor);
      const fetcher = fetchers.get(anchor);
      if (fetcher) prefetchRoute(anchor.getAttribute("href") ?? "", fetcher);
    }
  });
  fetchers.set(element, fetchRoute);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    fetchers.delete(element);
  };
}
