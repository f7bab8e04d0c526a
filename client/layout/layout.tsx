/**
 * @module The default layout of spec section 2: navbar, banner, the dimmed overlay
 * while the mobile sidebar is open, content and footer. The `bare` variant omits
 * the footer.
 */
import { useLingui } from "@lingui/react/macro";
import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useContext,
  useState,
} from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { Route } from "../../shared/routes";
import { SiteNavigation } from "../components/site-link";
import { useOnline, useRouteFetcher } from "../data";
import { prefetchRoute } from "../prefetch";
import { Banner, Footer, LoadingBar, MobileSidebar } from "./deferred-parts";
import { Navbar } from "./navbar";

/**
 * The page the target's plain link leads to, when it is one of this site's pages
 * in rich text or in a page kept as the server's HTML: not a download, a file, a
 * new tab or another site.
 */
function plainRouteLink(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a");
  if (!anchor?.closest(".prose, [data-server-html]")) return null;
  const href = anchor.getAttribute("href");
  if (!href?.startsWith("/") || href.startsWith("//") || anchor.target) return null;
  if (anchor.hasAttribute("download") || /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? ""))
    return null;
  return href;
}

interface Props {
  layout: LayoutData | null;
  locale: Locale;
  /** The locale's home page (the layout's, or the route table's while it has none). */
  home: string;
  route: Route | null;
  alternates: Partial<Record<Locale, string>>;
  loading: boolean;
  variant?: "default" | "bare";
  year: number;
  children: ReactNode;
}

export function Layout({
  layout,
  locale,
  home,
  route,
  alternates,
  loading,
  variant = "default",
  year,
  children,
}: Props) {
  const { t } = useLingui();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const online = useOnline();
  const navigate = useContext(SiteNavigation);
  const fetchRoute = useRouteFetcher();
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const openSidebar = useCallback(() => setSidebarOpen(true), []);

  // Links inside editors' rich text, and every link of a first page kept as the
  // server's HTML (client/views/index.ts), are plain anchors: route internal ones
  // client-side, and prefetch them on hover and focus, as the site's own links do.
  const onContentClick = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const href = plainRouteLink(event.target);
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  const onContentIntent = (event: SyntheticEvent<HTMLElement>) => {
    const href = plainRouteLink(event.target);
    if (href) prefetchRoute(href, fetchRoute);
  };

  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <Navbar
        layout={layout}
        locale={locale}
        home={home}
        route={route}
        alternates={alternates}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
      <Banner banner={layout?.settings.banner ?? null} />
      <MobileSidebar
        layout={layout}
        locale={locale}
        route={route}
        open={sidebarOpen}
        onClose={closeSidebar}
        onOpen={openSidebar}
      />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation only; the anchors themselves are keyboard links. */}
      <main
        id="main"
        className="main"
        onClick={onContentClick}
        onMouseOver={onContentIntent}
        onFocus={onContentIntent}
        onTouchStart={onContentIntent}
        tabIndex={-1}
      >
        {children}
      </main>
      {variant !== "bare" && <Footer layout={layout} locale={locale} year={year} />}
      <LoadingBar loading={loading} />
      {!online && (
        <p className="offline-bar" role="status">
          {t`You are offline. Pages you have opened before still work; others load when you are back online.`}
        </p>
      )}
    </>
  );
}
