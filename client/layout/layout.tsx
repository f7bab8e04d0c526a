/**
 * @module The default layout of spec section 2: navbar, banner, the dimmed overlay
 * while the mobile sidebar is open, content and footer. The `bare` variant omits
 * the footer.
 */
import { useLingui } from "@lingui/react/macro";
import { type MouseEvent, type ReactNode, useCallback, useState } from "react";
import { useLocation } from "wouter";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { Route } from "../../shared/routes";
import { useOnline } from "../online";
import { Banner, Footer, MobileSidebar } from "./deferred-parts";
import { LoadingBar } from "./loading-bar";
import { Navbar } from "./navbar";

interface Props {
  layout: LayoutData | null;
  locale: Locale;
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
  const [, navigate] = useLocation();
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const openSidebar = useCallback(() => setSidebarOpen(true), []);

  // Links inside editors' rich text are plain anchors: route internal ones client-side.
  const onContentClick = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor?.closest(".prose")) return;
    const href = anchor.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <Navbar
        layout={layout}
        locale={locale}
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
      <main id="main" className="main" onClick={onContentClick} tabIndex={-1}>
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
