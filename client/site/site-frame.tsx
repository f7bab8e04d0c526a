/**
 * @module What both of the browser's roots render around a page (the app's,
 * ./site.tsx, and a kept first page's, ./kept-site.tsx): how links navigate, the
 * answer's hyphenated words, the locale's texts and the layout.
 */
import { I18nProvider } from "@lingui/react";
import { type ReactNode, useMemo } from "react";
import type { LayoutData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import { HyphensContext, hyphensOf } from "../components/hyphens";
import { SiteNavigation } from "../components/site-link";
import { i18nFor } from "../i18n";
import { Layout } from "../layout/layout";

/**
 * What the frame shows around a page: the app's Site gives it, and so does a kept
 * first page until the app takes over inside its frame (./kept-site.tsx).
 */
export interface Frame {
  navigate: (to: string) => void;
  /** The answer on screen. */
  result: RouteResult;
  layout: LayoutData | null;
  /** The locale's home page (the layout's, or the route table's while it has none). */
  home: string;
  alternates: Partial<Record<Locale, string>>;
  loading: boolean;
  year: number;
}

interface Props extends Frame {
  /** The page's view, inside the layout's main element. */
  children: ReactNode;
  /** What renders after the layout (the preview marker, the answers' source). */
  after?: ReactNode;
}

export function SiteFrame({
  navigate,
  result,
  layout,
  home,
  alternates,
  loading,
  year,
  children,
  after,
}: Props) {
  const hyphens = useMemo(
    () => hyphensOf(result.status === 301 ? undefined : result.hyphenated),
    [result],
  );
  // `?? null`: an answer kept by the browser from before a deploy may lack it.
  const route = result.status === 301 ? null : (result.route ?? null);
  return (
    <SiteNavigation value={navigate}>
      <HyphensContext value={hyphens}>
        <I18nProvider i18n={i18nFor(result.locale)}>
          <Layout
            layout={layout}
            locale={result.locale}
            home={home}
            route={route}
            alternates={alternates}
            loading={loading}
            year={year}
          >
            {children}
          </Layout>
          {after}
        </I18nProvider>
      </HyphensContext>
    </SiteNavigation>
  );
}

/**
 * A first page's view kept as the server's HTML (client/views/kept.ts): React
 * adopts the element and leaves what is inside untouched.
 */
export function KeptView({ className, html }: { className: string; html: string }) {
  return (
    <div
      className={className}
      data-view=""
      data-server-html=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
